// The shared paged table of document 002 §2. Dumb: it shows the rows, total and paging it is
// given and reports page, size and selection changes; it never loads anything itself.
//
// The loading indicator appears only after LOADER_DELAY_MS, without a component timer: the
// overlay is always mounted while loading but starts transparent, and a zero-length CSS
// animation with that delay turns it opaque (pagedTable.css). A load that ends sooner unmounts
// the overlay before anyone sees it.
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
}

export interface PagedTableProps<R> {
  columns: PagedTableColumn<R>[];
  rows: R[];
  total: number;
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
  selection?: { selected: RowId[]; onChange: (selected: RowId[]) => void };
  onPageChange: (pageIndex: number) => void;
  onSizeChange: (pageSize: number) => void;
}

const defaultRowId = (row: unknown): RowId => (row as { id: RowId }).id;

export default function PagedTable<R>(props: PagedTableProps<R>) {
  const { columns, rows, total, pageIndex, pageSize, loading, noPaging, selection, onPageChange, onSizeChange } = props;
  const t = useT();
  const idOf = props.rowId ?? defaultRowId;
  const pageIds = rows.map(idOf);
  const allPicked = pageIds.length > 0 && pageIds.every((id) => selection?.selected.includes(id));
  const toggleAll = () => selection?.onChange(allPicked ? [] : pageIds);
  const toggleOne = (id: RowId) =>
    selection?.onChange(selection.selected.includes(id) ? selection.selected.filter((x) => x !== id) : [...selection.selected, id]);
  const columnCount = columns.length + (selection ? 1 : 0);

  return (
    <div className="paged-table" data-testid="paged-table">
      <div className="paged-table-body">
        <Table celled compact selectable unstackable>
          <Table.Header>
            <Table.Row>
              {selection && (
                <Table.HeaderCell collapsing>
                  <Checkbox data-testid="paged-table-pick-all" checked={allPicked} disabled={rows.length === 0} onChange={toggleAll} />
                </Table.HeaderCell>
              )}
              {columns.map((c) => (
                <Table.HeaderCell key={c.key} style={c.width ? { width: c.width } : undefined}>
                  {c.header}
                </Table.HeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 ? (
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
                        <Checkbox data-testid={`row-pick-${id}`} checked={selection.selected.includes(id)} onChange={() => toggleOne(id)} />
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
          <span className="paged-table-total" data-testid="pager-total">{t('common.total', { total })}</span>
        </div>
      ) : (
        <PagerControls total={total} pageIndex={pageIndex} pageSize={pageSize} onPageChange={onPageChange} onSizeChange={onSizeChange} />
      )}
    </div>
  );
}
