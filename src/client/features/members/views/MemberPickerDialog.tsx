// The add-member dialog (document 000 §2; 932 px): default title 'add people excluding existing
// ones', the member group (roles and labels) or level (matrix departments), the search form, select
// all / cancel all with the selected count, the selectable table, pagination (10, 20, 30, 40) and
// the message of a broken rule or a failed add. Dumb: the view comes from selectPickerView, every
// change goes out as a callback.
import { Button, Message as UiMessage } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { CandidateRow } from '../../../../shared/members/api';
import type { RoleGroupId } from '../../../../shared/members/constants';
import { useT } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import { OptionSelect } from '../../../widgets/select/OptionSelect';
import type { PickerView } from '../selectors';
import type { PickerFilterName } from '../state';
import { CandidateSearchForm } from './CandidateSearchForm';
import { candidateColumns } from './candidateColumns';
import { KIND_LABELS } from './kindLabels';
import { PickerPager } from '../../../widgets/pagedTable/PagerControls';
import { SelectionBar } from './SelectionBar';
import { SelectionTable } from './SelectionTable';
import { say } from './text';
import { problemText } from '../../../lib/problem';

export interface PickerHandlers {
  onFilter: (name: PickerFilterName, value: string | number) => void;
  onSearch: () => void;
  onReset: () => void;
  onPage: (pageIndex: number) => void;
  onPageSize: (pageSize: number) => void;
  onRoleGroup: (roleId: RoleGroupId) => void;
  onLevel: (levelId: number) => void;
  onRow: (id: number, selected: boolean) => void;
  onPageRows: (ids: number[], selected: boolean) => void;
  onSelectAll: () => void;
  onCancelAll: () => void;
  onConfirm: () => void;
  onClose: () => void;
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
  const actions = (
    <>
      <Button type="button" data-testid="member-picker-cancel" disabled={!view.closable} content={t('common.cancel')} onClick={on.onClose} />
      <Button
        type="button"
        primary
        data-testid="member-picker-confirm"
        loading={busy}
        disabled={busy || view.selectingAll}
        content={t('common.confirm')}
        onClick={on.onConfirm}
      />
    </>
  );
  return (
    <DraggableDialog
      open={view.open}
      title={view.title ? say(t, view.title) : t('picker.title')}
      width={DIALOG_WIDTH.TABLE}
      closable={view.closable}
      onClose={on.onClose}
      actions={actions}
      className="member-picker"
      data-testid="member-picker"
    >
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
      <SelectionBar
        testId="member-picker"
        selection={view.selection}
        count={view.count}
        selectingAll={view.selectingAll}
        disabled={busy}
        onSelectAll={on.onSelectAll}
        onCancelAll={on.onCancelAll}
      />
      {view.list.status === 'failed' && view.list.problem ? (
        <UiMessage negative size="small" data-testid="member-picker-list-problem" content={problemText(t, view.list.problem)} />
      ) : null}
      <SelectionTable
        testId="member-picker"
        columns={candidateColumns(view.kind, t)}
        rows={view.list.rows}
        rowId={rowId}
        selection={view.selection}
        loading={view.list.status === 'loading' || view.selectingAll}
        disabled={busy || view.selectingAll}
        onRowToggled={on.onRow}
        onPageToggled={on.onPageRows}
      />
      <PickerPager
        testId="member-picker"
        total={view.list.total}
        pageIndex={view.list.pageIndex}
        pageSize={view.list.pageSize}
        disabled={busy}
        onPageChange={on.onPage}
        onSizeChange={on.onPageSize}
      />
      {view.message ? <UiMessage negative size="small" data-testid="member-picker-message" content={say(t, view.message)} /> : null}
    </DraggableDialog>
  );
}
