// The add data API / add service API dialog (document 001 §2, §5; 932 px): the filter form with
// the advanced search, select all across pages / cancel all with the selected count, the
// selectable table (APIs already in the monitor shown ticked and fixed), pagination (10, 20, 30,
// 40) and the message (请选择数据, or the server's), in the pickers' SelectionDialog frame. Dumb. Test ids: monitor-api-dialog,
// monitor-api-select-all, monitor-api-cancel-all, monitor-api-count, monitor-api-row-<id>,
// monitor-api-page, monitor-api-page-size, monitor-api-list-problem, monitor-api-message, monitor-api-add,
// monitor-api-cancel (and ApiFilterForm's, ApiAdvancedDialog's).
import type { ApiCandidateRow } from '../../../../shared/members/monitorApi';
import { useT } from '../../../i18n';
import { SelectionDialog, type SelectionDialogHandlers } from '../../memberPicker/components';
import type { ApiAddView } from '../selectors';
import type { ApiQueryName } from '../state';
import { ApiAdvancedDialog, RowPart } from './ApiAdvancedDialog';
import { apiColumns } from './apiColumns';
import { ApiFilterForm } from './ApiFilterForm';

export interface ApiAddHandlers extends SelectionDialogHandlers {
  onQuery: (name: ApiQueryName, value: string | number) => void;
  onSearch: () => void;
  onReset: () => void;
  onAdd: () => void;
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
  return (
    <>
      <SelectionDialog
        view={view}
        on={on}
        title={t(`membersUi.api.addTitle.${view.type}`, { name: view.monitorName })}
        testId="monitor-api"
        dialogTestId="monitor-api-dialog"
        className="monitor-api-dialog"
        confirmTestId="monitor-api-add"
        confirmText={t('membersUi.api.add')}
        onConfirm={on.onAdd}
        columns={apiColumns<ApiCandidateRow>(t)}
        rowId={rowId}
        isFixed={isFixed}
        head={
          <ApiFilterForm
            values={view.draft}
            advancedCount={view.advancedCount}
            disabled={view.adding}
            onChange={on.onQuery}
            onSearch={on.onSearch}
            onReset={on.onReset}
            onAdvanced={on.onAdvancedOpen}
          />
        }
        note={
          view.list.fixedCount > 0 ? (
            <div className="monitor-api-fixed" data-testid="monitor-api-fixed">
              {t('membersUi.api.fixedNote', { count: view.list.fixedCount })}
            </div>
          ) : null
        }
      />
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
