// The scores per service, one page, best first: the average rating, the ratings, the visits of
// the mechanism's window, the favourites and the composite score (or "too few ratings"), each
// service's ratings a click away. Dumb: rows in, search, paging and the opened service out.
import { Button, Form, Loader, Table } from 'semantic-ui-react';
import type { ServiceScoreRow } from '../../../../shared/services/score';
import type { T } from '../../../i18n';
import PagerControls from '../../../widgets/pagedTable/PagerControls';

export interface ScoreTableProps {
  t: T;
  rows: ServiceScoreRow[];
  total: number;
  pageIndex: number;
  pageSize: number;
  loading: boolean;
  visitWindowDays: number;
  searchDraft: string;
  onSearchText: (text: string) => void;
  onSearch: () => void;
  onPage: (pageIndex: number) => void;
  onPageSize: (pageSize: number) => void;
  onRatings: (serviceId: number) => void;
}

export default function ScoreTable(p: ScoreTableProps) {
  const { t } = p;
  return (
    <div data-testid="score-table">
      <Form onSubmit={p.onSearch}>
        <Form.Input
          icon="search"
          placeholder={t('serviceScoreUi.search')}
          value={p.searchDraft}
          data-testid="score-search"
          onChange={(_e, { value }) => p.onSearchText(String(value))}
        />
      </Form>
      <Table compact celled unstackable>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t('serviceScoreUi.service')}</Table.HeaderCell>
            <Table.HeaderCell textAlign="right">{t('serviceScoreUi.averageRating')}</Table.HeaderCell>
            <Table.HeaderCell textAlign="right">{t('serviceScoreUi.ratings')}</Table.HeaderCell>
            <Table.HeaderCell textAlign="right">{t('serviceScoreUi.visits', { days: p.visitWindowDays })}</Table.HeaderCell>
            <Table.HeaderCell textAlign="right">{t('serviceScoreUi.favourites')}</Table.HeaderCell>
            <Table.HeaderCell textAlign="right">{t('serviceScoreUi.score')}</Table.HeaderCell>
            <Table.HeaderCell collapsing />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {p.rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={7} textAlign="center">
                {p.loading ? <Loader active inline size="small" /> : t('serviceScoreUi.empty')}
              </Table.Cell>
            </Table.Row>
          )}
          {p.rows.map((row) => (
            <Table.Row key={row.serviceId} data-testid={`score-row-${row.serviceId}`}>
              <Table.Cell>{row.serviceName}</Table.Cell>
              <Table.Cell textAlign="right">{row.averageRating === null ? '—' : row.averageRating.toFixed(2)}</Table.Cell>
              <Table.Cell textAlign="right">{row.ratings.toLocaleString()}</Table.Cell>
              <Table.Cell textAlign="right">{row.visits.toLocaleString()}</Table.Cell>
              <Table.Cell textAlign="right">{row.favourites.toLocaleString()}</Table.Cell>
              <Table.Cell textAlign="right" data-testid={`score-value-${row.serviceId}`}>
                {row.score === null ? t('serviceScoreUi.notScored') : row.score.toFixed(1)}
              </Table.Cell>
              <Table.Cell collapsing singleLine>
                <Button
                  size="mini"
                  basic
                  disabled={row.ratings === 0}
                  data-testid={`score-ratings-${row.serviceId}`}
                  onClick={() => p.onRatings(row.serviceId)}
                >
                  {t('serviceScoreUi.viewRatings')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      <PagerControls total={p.total} pageIndex={p.pageIndex} pageSize={p.pageSize} disabled={p.loading} onPageChange={p.onPage} onSizeChange={p.onPageSize} />
    </div>
  );
}
