// The overview's charts tab: the pie of services on and off the shelf with its figures, the bar
// of visits per service, the top services and the trend. Dumb: figures in, charts out.
import { useMemo } from 'react';
import { Grid } from 'semantic-ui-react';
import type { ServiceCount } from '../../../../shared/services/stats';
import type { T } from '../../../i18n';
import ChartView from '../../../widgets/chart/ChartView';
import { baseOptions, barOptions, ChartPoint, lineOptions, pieOptions } from '../../../widgets/chart/chartOptions';
import ShelfFigures from './ShelfFigures';

export interface OverviewChartsProps {
  t: T;
  loading: boolean;
  shelf: { upCount: number; downCount: number } | null;
  perService: ChartPoint[];
  top: ServiceCount[];
  topSize: number;
  trend: ChartPoint[];
}

export default function OverviewCharts({ t, loading, shelf, perService, top, topSize, trend }: OverviewChartsProps) {
  const visits = t('chart.visits');
  const category = t('chart.category');
  const pie = useMemo(() => {
    const title = t('serviceStats.pie.title');
    const points = shelf
      ? [
          { name: t('chart.shelved'), y: shelf.upCount },
          { name: t('chart.unshelved'), y: shelf.downCount },
        ]
      : [];
    return pieOptions(baseOptions(title, 'services-shelf', category), { name: t('serviceStats.services'), points });
  }, [t, shelf, category]);
  const bar = useMemo(
    () => barOptions(baseOptions(t('serviceStats.bar.title'), 'visits-per-service', category), [{ name: visits, points: perService }]),
    [t, perService, visits, category],
  );
  const topTitle = t('serviceStats.top.title', { top: topSize });
  const topChart = useMemo(
    () => barOptions(baseOptions(topTitle, 'top-services', category), [{ name: visits, points: top.map((s) => ({ name: s.serviceName, y: s.count })) }], true),
    [topTitle, top, visits, category],
  );
  const trendChart = useMemo(
    () => lineOptions(baseOptions(t('serviceStats.trend.title'), 'visit-trend', category), [{ name: visits, points: trend }]),
    [t, trend, visits, category],
  );
  const pieEmpty = !shelf || shelf.upCount + shelf.downCount === 0;
  return (
    <Grid stackable columns={2}>
      <Grid.Column>
        <ChartView testId="overview-pie" title={t('serviceStats.pie.title')} options={pie} loading={loading} empty={pieEmpty} />
        {shelf && <ShelfFigures t={t} upCount={shelf.upCount} downCount={shelf.downCount} />}
      </Grid.Column>
      <Grid.Column>
        <ChartView testId="overview-bar" title={t('serviceStats.bar.title')} options={bar} loading={loading} empty={perService.length === 0} />
      </Grid.Column>
      <Grid.Column>
        <ChartView testId="overview-top" title={topTitle} options={topChart} loading={loading} empty={top.length === 0} />
      </Grid.Column>
      <Grid.Column>
        <ChartView testId="overview-trend" title={t('serviceStats.trend.title')} options={trendChart} loading={loading} empty={trend.every((p) => p.y === 0)} />
      </Grid.Column>
    </Grid>
  );
}
