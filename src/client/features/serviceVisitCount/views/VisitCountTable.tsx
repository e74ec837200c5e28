// The visit counts per day, service and identity: one page of rows, newest day first.
import { Button } from 'semantic-ui-react';
import type { VisitCountRow } from '../../../../shared/services/stats';
import type { T } from '../../../i18n';
import FigureTable, { figure, FigureColumn } from '../../../widgets/figureTable/FigureTable';

export interface VisitCountTableProps {
  t: T;
  rows: VisitCountRow[];
  paging: { pageIndex: number; pages: number };
  busy: boolean;
  onPage: (pageIndex: number) => void;
}

export const identityLabel = (t: T, identity: string) => (identity ? t(`identity.${identity}`) : t('serviceStats.identity.unknown'));

export default function VisitCountTable({ t, rows, paging, busy, onPage }: VisitCountTableProps) {
  const columns: FigureColumn<VisitCountRow>[] = [
    { key: 'day', header: t('serviceStats.col.day'), cell: (row) => row.day },
    { key: 'service', header: t('serviceStats.col.service'), cell: (row) => row.serviceName },
    { key: 'identity', header: t('serviceStats.col.identity'), cell: (row) => identityLabel(t, row.identity) },
    { key: 'count', header: t('serviceStats.col.count'), figure: true, cell: (row) => figure(row.count) },
  ];
  return (
    <>
      <FigureTable
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.day}|${row.serviceId}|${row.identity}`}
        empty={t('serviceStats.noRows')}
        testId="visit-count-table"
      />
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
