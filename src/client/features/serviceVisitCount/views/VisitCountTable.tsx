// The visit counts per day, service and identity: one page of rows, newest day first.
import { Button, Table } from 'semantic-ui-react';
import type { VisitCountRow } from '../../../../shared/services/stats';
import type { T } from '../../../i18n';

export interface VisitCountTableProps {
  t: T;
  rows: VisitCountRow[];
  paging: { pageIndex: number; pages: number };
  busy: boolean;
  onPage: (pageIndex: number) => void;
}

export const identityLabel = (t: T, identity: string) => (identity ? t(`identity.${identity}`) : t('serviceStats.identity.unknown'));

export default function VisitCountTable({ t, rows, paging, busy, onPage }: VisitCountTableProps) {
  return (
    <>
      <Table compact celled unstackable data-testid="visit-count-table">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t('serviceStats.col.day')}</Table.HeaderCell>
            <Table.HeaderCell>{t('serviceStats.col.service')}</Table.HeaderCell>
            <Table.HeaderCell>{t('serviceStats.col.identity')}</Table.HeaderCell>
            <Table.HeaderCell textAlign="right">{t('serviceStats.col.count')}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={4} textAlign="center">
                {t('serviceStats.noRows')}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row) => (
            <Table.Row key={`${row.day}|${row.serviceId}|${row.identity}`}>
              <Table.Cell>{row.day}</Table.Cell>
              <Table.Cell>{row.serviceName}</Table.Cell>
              <Table.Cell>{identityLabel(t, row.identity)}</Table.Cell>
              <Table.Cell textAlign="right">{row.count.toLocaleString()}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      <div className="visit-count__pager">
        <Button size="mini" basic disabled={busy || paging.pageIndex <= 1} onClick={() => onPage(paging.pageIndex - 1)} data-testid="visit-count-previous">
          {t('serviceStats.previous')}
        </Button>
        <span>{t('serviceStats.page', { page: paging.pageIndex, pages: paging.pages })}</span>
        <Button
          size="mini"
          basic
          disabled={busy || paging.pageIndex >= paging.pages}
          onClick={() => onPage(paging.pageIndex + 1)}
          data-testid="visit-count-next"
        >
          {t('serviceStats.next')}
        </Button>
      </div>
    </>
  );
}
