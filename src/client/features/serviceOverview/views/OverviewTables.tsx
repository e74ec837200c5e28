// The overview's table tab: the top services and every service's visits in the range.
import { Grid, Header } from 'semantic-ui-react';
import type { ServiceCount } from '../../../../shared/services/stats';
import type { T } from '../../../i18n';
import FigureTable, { figure, FigureColumn } from '../../../widgets/figureTable/FigureTable';

function CountTable({ t, rows, testId }: { t: T; rows: ServiceCount[]; testId: string }) {
  const columns: FigureColumn<ServiceCount>[] = [
    { key: 'rank', header: t('serviceStats.col.rank'), collapsing: true, cell: (_row, i) => i + 1 },
    { key: 'service', header: t('serviceStats.col.service'), cell: (row) => row.serviceName },
    { key: 'count', header: t('serviceStats.col.count'), figure: true, cell: (row) => figure(row.count) },
  ];
  return <FigureTable columns={columns} rows={rows} rowKey={(row) => row.serviceId} empty={t('chart.empty')} testId={testId} />;
}

export default function OverviewTables({ t, top, topSize, all }: { t: T; top: ServiceCount[]; topSize: number; all: ServiceCount[] }) {
  return (
    <Grid stackable columns={2}>
      <Grid.Column>
        <Header as="h4">{t('serviceStats.top.title', { top: topSize })}</Header>
        <CountTable t={t} rows={top} testId="overview-top-table" />
      </Grid.Column>
      <Grid.Column>
        <Header as="h4">{t('serviceStats.bar.title')}</Header>
        <CountTable t={t} rows={all} testId="overview-services-table" />
      </Grid.Column>
    </Grid>
  );
}
