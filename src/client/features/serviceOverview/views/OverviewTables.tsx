// The overview's table tab: the top services and every service's visits in the range.
import { Grid, Header, Table } from 'semantic-ui-react';
import type { ServiceCount } from '../../../../shared/services/stats';
import type { T } from '../../../i18n';

function CountTable({ t, rows, testId }: { t: T; rows: ServiceCount[]; testId: string }) {
  return (
    <Table compact celled unstackable data-testid={testId}>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell collapsing>{t('serviceStats.col.rank')}</Table.HeaderCell>
          <Table.HeaderCell>{t('serviceStats.col.service')}</Table.HeaderCell>
          <Table.HeaderCell textAlign="right">{t('serviceStats.col.count')}</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 && (
          <Table.Row>
            <Table.Cell colSpan={3} textAlign="center">
              {t('chart.empty')}
            </Table.Cell>
          </Table.Row>
        )}
        {rows.map((row, i) => (
          <Table.Row key={row.serviceId}>
            <Table.Cell>{i + 1}</Table.Cell>
            <Table.Cell>{row.serviceName}</Table.Cell>
            <Table.Cell textAlign="right">{row.count.toLocaleString()}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
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
