// The add-member dialog (document 000 §2; 932 px): default title 'add people excluding existing
// ones', the member group (roles and labels) or level (matrix departments), the search form, select
// all / cancel all with the selected count, the selectable table, pagination (10, 20, 30, 40) and
// the message of a broken rule or a failed add, in the pickers' SelectionDialog frame. Dumb: the
// view comes from selectPickerView, every change goes out as a callback.
import type { CandidateRow } from '../../../../shared/members/api';
import type { RoleGroupId } from '../../../../shared/members/constants';
import { useT } from '../../../i18n';
import { OptionSelect } from '../../../widgets/select/OptionSelect';
import type { PickerView } from '../selectors';
import type { PickerFilterName } from '../state';
import { CandidateSearchForm } from './CandidateSearchForm';
import { candidateColumns } from './candidateColumns';
import { KIND_LABELS } from './kindLabels';
import { SelectionDialog, type SelectionDialogHandlers } from './SelectionDialog';
import { say } from './text';

export interface PickerHandlers extends SelectionDialogHandlers {
  onFilter: (name: PickerFilterName, value: string | number) => void;
  onSearch: () => void;
  onReset: () => void;
  onRoleGroup: (roleId: RoleGroupId) => void;
  onLevel: (levelId: number) => void;
  onConfirm: () => void;
}

const rowId = (row: CandidateRow) => row.id;
const TARGET_LABELS = {
  ROLE: 'membersUi.target.ROLE',
  LABEL: 'membersUi.target.LABEL',
  MATRIX_DEPT: 'membersUi.target.MATRIX_DEPT',
  CHAT_CLASS: 'membersUi.target.CHAT_CLASS',
  PRESET_PERSON: 'membersUi.target.PRESET_PERSON',
};

export function MemberPickerDialog({ view, on }: { view: PickerView; on: PickerHandlers }) {
  const t = useT();
  const busy = view.adding;
  const head = (
    <>
      <div className="picker-head">
        {view.target ? (
          <span className="picker-target" data-testid="member-picker-target">
            {t('membersUi.targetLine', { target: t(TARGET_LABELS[view.target.target]), name: view.target.name, kind: t(KIND_LABELS[view.kind]) })}
          </span>
        ) : null}
        {view.roleGroups.length > 1 ? (
          <span className="picker-choice">
            <label>{t('membersUi.roleGroup')}</label>
            <OptionSelect
              data-testid="member-picker-group"
              aria-label={t('membersUi.roleGroup')}
              optionType="number"
              value={view.roleId}
              disabled={busy}
              options={view.roleGroups.map((id) => ({ label: t(`membersUi.roleGroup.${id}`), value: id }))}
              onChange={(_e, c) => on.onRoleGroup(Number(c.value) as RoleGroupId)}
            />
          </span>
        ) : null}
        {view.levels.length > 0 ? (
          <span className="picker-choice">
            <label>{t('membersUi.level')}</label>
            <OptionSelect
              data-testid="member-picker-level"
              optionType="number"
              value={view.levelId ?? ''}
              disabled={busy}
              options={view.levels.map((l) => ({ label: l.name, value: l.id }))}
              onChange={(_e, c) => on.onLevel(Number(c.value))}
            />
          </span>
        ) : null}
      </div>
      <CandidateSearchForm
        kind={view.kind}
        fields={view.fields}
        values={view.draft}
        units={view.units}
        unitsLoading={view.unitsLoading}
        statusDict={view.statusDict}
        disabled={busy}
        onChange={on.onFilter}
        onSearch={on.onSearch}
        onReset={on.onReset}
      />
    </>
  );
  return (
    <SelectionDialog
      view={view}
      on={on}
      title={view.title ? say(t, view.title) : t('picker.title')}
      testId="member-picker"
      dialogTestId="member-picker"
      className="member-picker"
      confirmTestId="member-picker-confirm"
      confirmText={t('common.confirm')}
      onConfirm={on.onConfirm}
      columns={candidateColumns(view.kind, t)}
      rowId={rowId}
      head={head}
    />
  );
}
