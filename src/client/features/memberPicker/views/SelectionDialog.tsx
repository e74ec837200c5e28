// The frame every picker dialog shares (the member picker, the monitor's API add; 932 px): cancel
// and confirm buttons, the picker's own head (its choices and search form), select all / cancel
// all with the selected count, a note of the picker's own, the failed read's message, the
// selectable table, the picker's pager and the message of a broken rule or a failed add. Dumb:
// the view comes from the picker's selector, every change goes out as a callback.
//
// Test ids from `testId` (e.g. member-picker): `<testId>-cancel`, `<testId>-list-problem`,
// `<testId>-message` and those of SelectionBar, SelectionTable and PickerPager; the dialog's own
// `dialogTestId` and the confirm button's `confirmTestId`.
import type { ReactNode } from 'react';
import { Button, Message as UiMessage } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { Selection } from '../../../../shared/members/selection';
import { useT } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import type { PagedTableColumn } from '../../../widgets/pagedTable/PagedTable';
import { PickerPager } from '../../../widgets/pagedTable/PagerControls';
import type { PagedList } from '../../../lib/pagedList';
import { problemText, say, type Message } from '../../../lib/problem';
import { SelectionBar } from './SelectionBar';
import { SelectionTable } from './SelectionTable';

/** What every picker's selector gives its dialog. */
export interface SelectionDialogView<R> {
  open: boolean;
  adding: boolean;
  closable: boolean;
  selectingAll: boolean;
  selection: Selection;
  count: number;
  message: Message | null;
  list: PagedList<R>;
}

/** The callbacks every picker dialog takes. */
export interface SelectionDialogHandlers {
  onPage: (pageIndex: number) => void;
  onPageSize: (pageSize: number) => void;
  onRow: (id: number, selected: boolean) => void;
  onPageRows: (ids: number[], selected: boolean) => void;
  onSelectAll: () => void;
  onCancelAll: () => void;
  onClose: () => void;
}

export interface SelectionDialogProps<R> {
  view: SelectionDialogView<R>;
  on: SelectionDialogHandlers;
  title: string;
  testId: string;
  dialogTestId: string;
  className: string;
  confirmTestId: string;
  confirmText: string;
  onConfirm: () => void;
  columns: PagedTableColumn<R>[];
  rowId: (row: R) => number;
  isFixed?: (row: R) => boolean;
  /** above the selection bar: the picker's choices and search form */
  head: ReactNode;
  /** between the selection bar and the table */
  note?: ReactNode;
}

export function SelectionDialog<R>(p: SelectionDialogProps<R>) {
  const t = useT();
  const { view, on, testId } = p;
  const busy = view.adding;
  const actions = (
    <>
      <Button type="button" data-testid={`${testId}-cancel`} disabled={!view.closable} content={t('common.cancel')} onClick={on.onClose} />
      <Button
        type="button"
        primary
        data-testid={p.confirmTestId}
        loading={busy}
        disabled={busy || view.selectingAll}
        content={p.confirmText}
        onClick={p.onConfirm}
      />
    </>
  );
  return (
    <DraggableDialog
      open={view.open}
      title={p.title}
      width={DIALOG_WIDTH.TABLE}
      closable={view.closable}
      onClose={on.onClose}
      actions={actions}
      className={p.className}
      data-testid={p.dialogTestId}
    >
      {p.head}
      <SelectionBar
        testId={testId}
        selection={view.selection}
        count={view.count}
        selectingAll={view.selectingAll}
        disabled={busy}
        onSelectAll={on.onSelectAll}
        onCancelAll={on.onCancelAll}
      />
      {p.note}
      {view.list.status === 'failed' && view.list.problem ? (
        <UiMessage negative size="small" data-testid={`${testId}-list-problem`} content={problemText(t, view.list.problem)} />
      ) : null}
      <SelectionTable
        testId={testId}
        columns={p.columns}
        rows={view.list.rows}
        rowId={p.rowId}
        isFixed={p.isFixed}
        selection={view.selection}
        loading={view.list.status === 'loading' || view.selectingAll}
        disabled={busy || view.selectingAll}
        onRowToggled={on.onRow}
        onPageToggled={on.onPageRows}
      />
      <PickerPager
        testId={testId}
        total={view.list.total}
        pageIndex={view.list.pageIndex}
        pageSize={view.list.pageSize}
        disabled={busy}
        onPageChange={on.onPage}
        onSizeChange={on.onPageSize}
      />
      {view.message ? <UiMessage negative size="small" data-testid={`${testId}-message`} content={say(t, view.message)} /> : null}
    </DraggableDialog>
  );
}
