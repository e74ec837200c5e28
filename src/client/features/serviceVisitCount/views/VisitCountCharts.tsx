// The visit-count charts: visits per day, per identity and per service over the query.
import { useMemo } from 'react';
import { Grid } from 'semantic-ui-react';
import type { IdentityCount } from '../../../../shared/services/stats';
import type { T } from '../../../i18n';
import ChartView from '../../../widgets/chart/ChartView';
import { barOptions, baseOptions, ChartPoint, lineOptions, pieOptions } from '../../../widgets/chart/chartOptions';
import { identityLabel } from './VisitCountTable';

export interface VisitCountChartsProps {
  t: T;
  loading: boolean;
  trend: ChartPoint[];
  identities: IdentityCount[];
  perService: ChartPoint[];
}

export default function VisitCountCharts({ t, loading, trend, identities, perService }: VisitCountChartsProps) {
  const visits = t('chart.visits');
  const category = t('chart.category');
  const trendChart = useMemo(
    () => lineOptions(baseOptions(t('serviceStats.visitCount.trend'), 'visits-per-day', category), [{ name: visits, points: trend }]),
    [t, trend, visits, category],
  );
  const identityChart = useMemo(
    () =>
      pieOptions(baseOptions(t('serviceStats.byIdentity.title'), 'visits-per-identity', category), {
        name: visits,
        points: identities.map((i) => ({ name: identityLabel(t, i.identity), y: i.count })),
      }),
    [t, identities, visits, category],
  );
  const serviceChart = useMemo(
    () => barOptions(baseOptions(t('serviceStats.bar.title'), 'visits-per-service', category), [{ name: visits, points: perService }]),
    [t, perService, visits, category],
  );
  return (
    <Grid stackable columns={2}>
      <Grid.Column width={16}>
        <ChartView
          testId="visit-count-trend"
          title={t('serviceStats.visitCount.trend')}
          options={trendChart}
          loading={loading}
          empty={trend.every((p) => p.y === 0)}
        />
      </Grid.Column>
      <Grid.Column>
        <ChartView
          testId="visit-count-identities"
          title={t('serviceStats.byIdentity.title')}
          options={identityChart}
          loading={loading}
          empty={identities.length === 0}
        />
      </Grid.Column>
      <Grid.Column>
        <ChartView testId="visit-count-services" title={t('serviceStats.bar.title')} options={serviceChart} loading={loading} empty={perService.length === 0} />
      </Grid.Column>
    </Grid>
  );
}
