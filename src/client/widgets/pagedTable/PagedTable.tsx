// The shared paged table of document 002 §2. Dumb: it shows the rows, total and paging it is
// given and reports page, size and selection changes; it never loads anything itself.
//
// Selection (optional checkbox column): the owner keeps the ids. Picking the page adds this
// page's rows to the ids already picked on other pages; unpicking it removes only this page's,
// so a selection survives paging when the owner keeps it.
//
// The loading indicator appears only after LOADER_DELAY_MS, without a component timer: the
// overlay is always mounted while loading but starts transparent, and a zero-length CSS
// animation with that delay turns it opaque (pagedTable.css). A load that ends sooner unmounts
// the overlay before anyone sees it.
//
// A list being read with no rows yet (the first load, or a new search) shows no empty state and no
// "0" total: the body keeps a blank row under the loader and the pager says it is loading. "No
// data" is an answer, so it shows only once one came.
import { ReactNode } from 'react';
import { Checkbox, Loader, Table } from 'semantic-ui-react';
import { useT } from '../../i18n';
import PagerControls from './PagerControls';
import { LOADER_DELAY_MS } from './pagedQuery';
import './pagedTable.css';

export type RowId = number | string;

export interface PagedTableColumn<R> {
  key: string;
  /** already translated */
  header: ReactNode;
  render: (row: R) => ReactNode;
  /** px */
  width?: number;
  /** the column's order, when the list can be ordered by it: set on the header cell (aria-sort) */
  sort?: 'ascending' | 'descending' | 'none';
}

export interface RowSelection {
  /** the picked ids, of this page and others */
  selected: RowId[];
  onChange: (selected: RowId[]) => void;
  /** a row checkbox's data-testid; default `row-pick-<id>` */
  rowTestId?: (id: RowId) => string;
  /** the page checkbox's data-testid; default `paged-table-pick-all` */
  pageTestId?: string;
}

export interface PagedTableProps<R> {
  columns: PagedTableColumn<R>[];
  rows: R[];
  total: number;
  /** the total stopped counting there (ResourceDef.countCap): the pager says "more than" */
  totalCapped?: boolean;
  pageIndex: number;
  pageSize: number;
  loading?: boolean;
  /** no-paging mode (page size 99999): the footer shows only the total */
  noPaging?: boolean;
  /** default: row.id */
  rowId?: (row: R) => RowId;
  /** a row's data-testid; default `row-<id>` (a screen names its own, e.g. `people-row-<id>`) */
  rowTestId?: (id: RowId) => string;
  /** when given, a checkbox column lets the user pick rows */
  selection?: RowSelection;
  onPageChange: (pageIndex: number) => void;
  onSizeChange: (pageSize: number) => void;
}

const defaultRowId = (row: unknown): RowId => (row as { id: RowId }).id;

export default function PagedTable<R>(props: PagedTableProps<R>) {
  const { columns, rows, total, totalCapped, pageIndex, pageSize, loading, noPaging, selection, onPageChange, onSizeChange } = props;
  const t = useT();
  const idOf = props.rowId ?? defaultRowId;
  const pageIds = rows.map(idOf);
  const picked = new Set(selection?.selected ?? []);
  const pickedOnPage = pageIds.filter((id) => picked.has(id)).length;
  const allPicked = pageIds.length > 0 && pickedOnPage === pageIds.length;
  const onPage = new Set(pageIds);
  const otherPages = (selection?.selected ?? []).filter((id) => !onPage.has(id));
  const toggleAll = () => selection?.onChange(allPicked ? otherPages : [...otherPages, ...pageIds]);
  const toggleOne = (id: RowId) =>
    selection?.onChange(selection.selected.includes(id) ? selection.selected.filter((x) => x !== id) : [...selection.selected, id]);
  const columnCount = columns.length + (selection ? 1 : 0);
  const waiting = Boolean(loading) && rows.length === 0;

  return (
    <div className="paged-table" data-testid="paged-table">
      <div className="paged-table-body">
        <Table celled compact selectable unstackable>
          <Table.Header>
            <Table.Row>
              {selection && (
                <Table.HeaderCell collapsing>
                  <Checkbox
                    data-testid={selection.pageTestId ?? 'paged-table-pick-all'}
                    checked={allPicked}
                    indeterminate={pickedOnPage > 0 && !allPicked}
                    aria-label={t('common.pickAllOnPage')}
                    disabled={rows.length === 0}
                    onChange={toggleAll}
                  />
                </Table.HeaderCell>
              )}
              {columns.map((c) => (
                <Table.HeaderCell key={c.key} style={c.width ? { width: c.width } : undefined} aria-sort={c.sort}>
                  {c.header}
                </Table.HeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {waiting ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount} className="paged-table-waiting" data-testid="paged-table-waiting" />
              </Table.Row>
            ) : rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount} textAlign="center" className="paged-table-empty" data-testid="paged-table-empty">
                  {t('common.noData')}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => {
                const id = idOf(row);
                return (
                  <Table.Row key={id} data-testid={props.rowTestId ? props.rowTestId(id) : `row-${id}`}>
                    {selection && (
                      <Table.Cell collapsing>
                        <Checkbox
                          data-testid={selection.rowTestId ? selection.rowTestId(id) : `row-pick-${id}`}
                          checked={picked.has(id)}
                          aria-label={t('common.pickRow')}
                          onChange={() => toggleOne(id)}
                        />
                      </Table.Cell>
                    )}
                    {columns.map((c) => (
                      <Table.Cell key={c.key}>{c.render(row)}</Table.Cell>
                    ))}
                  </Table.Row>
                );
              })
            )}
          </Table.Body>
        </Table>
        {loading && (
          <div className="paged-table-loader" data-testid="paged-table-loader" style={{ animationDelay: `${LOADER_DELAY_MS}ms` }}>
            <Loader active inline="centered" />
          </div>
        )}
      </div>
      {noPaging ? (
        <div className="paged-table-pager">
          <span className="paged-table-total" data-testid="pager-total">
            {waiting ? t('shell.loading') : t('common.total', { total })}
          </span>
        </div>
      ) : (
        <PagerControls
          total={total}
          pending={waiting}
          capped={totalCapped}
          pageIndex={pageIndex}
          pageSize={pageSize}
          onPageChange={onPageChange}
          onSizeChange={onSizeChange}
        />
      )}
    </div>
  );
}
