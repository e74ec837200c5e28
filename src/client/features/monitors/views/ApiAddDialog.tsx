// The add data API / add service API dialog (document 001 §2, §5; 932 px): the filter form with
// the advanced search, select all across pages / cancel all with the selected count, the
// selectable table (APIs already in the monitor shown ticked and fixed), pagination (10, 20, 30,
// 40) and the message (请选择数据, or the server's). Dumb. Test ids: monitor-api-dialog,
// monitor-api-select-all, monitor-api-cancel-all, monitor-api-count, monitor-api-row-<id>,
// monitor-api-page, monitor-api-page-size, monitor-api-message, monitor-api-add,
// monitor-api-cancel (and ApiFilterForm's, ApiAdvancedDialog's).
import { Button, Message as UiMessage } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { ApiCandidateRow } from '../../../../shared/members/monitorApi';
import { useT } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import { say, SelectionBar, SelectionTable } from '../../members/components';
import { PickerPager } from '../../../widgets/pagedTable/PagerControls';
import type { ApiAddView } from '../selectors';
import type { ApiQueryName } from '../state';
import { ApiAdvancedDialog, RowPart } from './ApiAdvancedDialog';
import { apiColumns } from './apiColumns';
import { ApiFilterForm } from './ApiFilterForm';
import { problemText } from '../../../lib/problem';

export interface ApiAddHandlers {
  onQuery: (name: ApiQueryName, value: string | number) => void;
  onSearch: () => void;
  onReset: () => void;
  onPage: (pageIndex: number) => void;
  onPageSize: (pageSize: number) => void;
  onRow: (id: number, selected: boolean) => void;
  onPageRows: (ids: number[], selected: boolean) => void;
  onSelectAll: () => void;
  onCancelAll: () => void;
  onAdd: () => void;
  onClose: () => void;
  onAdvancedOpen: () => void;
  onAdvancedAdd: () => void;
  onAdvancedRemove: (index: number) => void;
  onAdvancedChange: (index: number, part: RowPart, value: string) => void;
  onAdvancedConfirm: () => void;
  onAdvancedClear: () => void;
  onAdvancedClose: () => void;
}

const rowId = (r: ApiCandidateRow) => r.id;
const isFixed = (r: ApiCandidateRow) => r.added;

export function ApiAddDialog({ view, on }: { view: ApiAddView; on: ApiAddHandlers }) {
  const t = useT();
  const busy = view.adding;
  const actions = (
    <>
      <Button type="button" data-testid="monitor-api-cancel" disabled={!view.closable} content={t('common.cancel')} onClick={on.onClose} />
      <Button
        type="button"
        primary
        data-testid="monitor-api-add"
        loading={busy}
        disabled={busy || view.selectingAll}
        content={t('membersUi.api.add')}
        onClick={on.onAdd}
      />
    </>
  );
  return (
    <>
      <DraggableDialog
        open={view.open}
        title={t(`membersUi.api.addTitle.${view.type}`, { name: view.monitorName })}
        width={DIALOG_WIDTH.TABLE}
        closable={view.closable}
        onClose={on.onClose}
        actions={actions}
        className="monitor-api-dialog"
        data-testid="monitor-api-dialog"
      >
        <ApiFilterForm
          values={view.draft}
          advancedCount={view.advancedCount}
          disabled={busy}
          onChange={on.onQuery}
          onSearch={on.onSearch}
          onReset={on.onReset}
          onAdvanced={on.onAdvancedOpen}
        />
        <SelectionBar
          testId="monitor-api"
          selection={view.selection}
          count={view.count}
          selectingAll={view.selectingAll}
          disabled={busy}
          onSelectAll={on.onSelectAll}
          onCancelAll={on.onCancelAll}
        />
        {view.list.fixedCount > 0 ? (
          <div className="monitor-api-fixed" data-testid="monitor-api-fixed">
            {t('membersUi.api.fixedNote', { count: view.list.fixedCount })}
          </div>
        ) : null}
        {view.list.status === 'failed' && view.list.problem ? <UiMessage negative size="small" content={problemText(t, view.list.problem)} /> : null}
        <SelectionTable
          testId="monitor-api"
          columns={apiColumns<ApiCandidateRow>(t)}
          rows={view.list.rows}
          rowId={rowId}
          isFixed={isFixed}
          selection={view.selection}
          loading={view.list.status === 'loading' || view.selectingAll}
          disabled={busy || view.selectingAll}
          onRowToggled={on.onRow}
          onPageToggled={on.onPageRows}
        />
        <PickerPager
          testId="monitor-api"
          total={view.list.total}
          pageIndex={view.list.pageIndex}
          pageSize={view.list.pageSize}
          disabled={busy}
          onPageChange={on.onPage}
          onSizeChange={on.onPageSize}
        />
        {view.message ? <UiMessage negative size="small" data-testid="monitor-api-message" content={say(t, view.message)} /> : null}
      </DraggableDialog>
      {view.advanced ? (
        <ApiAdvancedDialog
          rows={view.advanced.rows}
          errors={view.advanced.errors}
          onAdd={on.onAdvancedAdd}
          onRemove={on.onAdvancedRemove}
          onChange={on.onAdvancedChange}
          onConfirm={on.onAdvancedConfirm}
          onClear={on.onAdvancedClear}
          onClose={on.onAdvancedClose}
        />
      ) : null}
    </>
  );
}
