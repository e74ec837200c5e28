// A candidate table driven by the shared selection model (src/shared/members/selection.ts):
// a row is ticked when the model says so (picked, or in select-all mode not excluded); the
// header box ticks or unticks the page. Rows `isFixed` says are already there (e.g. APIs in the
// monitor) show ticked and cannot be changed. Dumb: every tick goes out as a callback. Shared by
// the member picker and the monitor's API add (exported from the feature's index).
//
// Test ids, from `testId` (e.g. member-picker): `<testId>-row-<id>` (the row's tick box; the row
// itself is `<testId>-tr-<id>`), `<testId>-page` (the header box), `<testId>-empty`.
import { Checkbox, Loader, Table } from 'semantic-ui-react';
import { allSelected, isSelected, Selection } from '../../../../shared/members/selection';
import { useT } from '../../../i18n';
import type { PagedTableColumn } from '../../../widgets/pagedTable/PagedTable';
import { LOADER_DELAY_MS } from '../../../widgets/pagedTable/pagedQuery';
import '../../../widgets/pagedTable/pagedTable.css';

export interface SelectionTableProps<R> {
  testId: string;
  columns: PagedTableColumn<R>[];
  rows: R[];
  rowId: (row: R) => number;
  selection: Selection;
  isFixed?: (row: R) => boolean;
  loading: boolean;
  /** e.g. while select all is being fixed or the add is out */
  disabled?: boolean;
  onRowToggled: (id: number, selected: boolean) => void;
  onPageToggled: (ids: number[], selected: boolean) => void;
}

export function SelectionTable<R>({
  testId,
  columns,
  rows,
  rowId,
  selection,
  isFixed,
  loading,
  disabled,
  onRowToggled,
  onPageToggled,
}: SelectionTableProps<R>) {
  const t = useT();
  const fixed = (row: R) => Boolean(isFixed?.(row));
  const selectable = rows.filter((r) => !fixed(r)).map(rowId);
  const pageTicked = allSelected(selection, selectable);
  const someTicked = selectable.some((id) => isSelected(selection, id));
  return (
    <div className="paged-table picker-table">
      <div className="paged-table-body">
        <Table celled compact selectable unstackable>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell collapsing>
                <Checkbox
                  data-testid={`${testId}-page`}
                  aria-label={t('membersUi.tickPage')}
                  checked={pageTicked}
                  indeterminate={someTicked && !pageTicked}
                  disabled={disabled || selectable.length === 0}
                  onChange={() => onPageToggled(selectable, !pageTicked)}
                />
              </Table.HeaderCell>
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
                <Table.Cell colSpan={columns.length + 1} textAlign="center" className="paged-table-empty" data-testid={`${testId}-empty`}>
                  {t('common.noData')}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => {
                const id = rowId(row);
                const isFixedRow = fixed(row);
                const ticked = isFixedRow || isSelected(selection, id);
                return (
                  <Table.Row key={id} data-testid={`${testId}-tr-${id}`} active={ticked && !isFixedRow} disabled={isFixedRow}>
                    <Table.Cell collapsing>
                      <Checkbox
                        data-testid={`${testId}-row-${id}`}
                        aria-label={t('membersUi.tickRow')}
                        checked={ticked}
                        disabled={disabled || isFixedRow}
                        onChange={() => onRowToggled(id, !ticked)}
                      />
                    </Table.Cell>
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
          <div className="paged-table-loader" style={{ animationDelay: `${LOADER_DELAY_MS}ms` }}>
            <Loader active inline="centered" />
          </div>
        )}
      </div>
    </div>
  );
}
