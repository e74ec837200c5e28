// The favourites added and removed per day, as a line chart (the chart widget) with the range's
// totals, and the service it is for (all, or one). Dumb: figures in, choices out.
import { useMemo } from 'react';
import { Dropdown, Statistic } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import ChartView from '../../../widgets/chart/ChartView';
import { baseOptions, ChartPoint, lineOptions } from '../../../widgets/chart/chartOptions';

export interface FavouriteTrendChartProps {
  t: T;
  loading: boolean;
  points: { added: ChartPoint[]; removed: ChartPoint[] };
  totals: { added: number; removed: number } | null;
  serviceId: number | null;
  serviceOptions: { key: number; value: number; text: string }[];
  onService: (serviceId: number | null) => void;
}

const ALL = 0;

export default function FavouriteTrendChart({ t, loading, points, totals, serviceId, serviceOptions, onService }: FavouriteTrendChartProps) {
  const title = t('serviceFavouritesUi.trendTitle');
  const options = useMemo(
    () =>
      lineOptions(baseOptions(title, 'favourite-trend', t('serviceFavouritesUi.day')), [
        { name: t('serviceFavouritesUi.added'), points: points.added },
        { name: t('serviceFavouritesUi.removed'), points: points.removed },
      ]),
    [t, title, points],
  );
  const empty = points.added.every((p) => p.y === 0) && points.removed.every((p) => p.y === 0);
  return (
    <div data-testid="favourite-trend">
      <Dropdown
        selection
        search
        data-testid="favourite-trend-service"
        options={[{ key: ALL, value: ALL, text: t('serviceFavouritesUi.allServices') }, ...serviceOptions]}
        value={serviceId ?? ALL}
        onChange={(_e, { value }) => onService(value === ALL ? null : Number(value))}
      />
      {totals && (
        <Statistic.Group size="mini" data-testid="favourite-trend-totals">
          <Statistic label={t('serviceFavouritesUi.added')} value={totals.added.toLocaleString()} />
          <Statistic label={t('serviceFavouritesUi.removed')} value={totals.removed.toLocaleString()} />
        </Statistic.Group>
      )}
      <ChartView testId="favourite-trend-chart" title={title} options={options} loading={loading} empty={empty} />
    </div>
  );
}
