// The only way the picker's views and saga read its state (STYLE.md #5): the domain selector,
// the bodies of its calls and the dialog's view.
import { createSelector } from '@reduxjs/toolkit';
import { selectedCount } from '../../../shared/members/selection';
import { initialPickerState, PickerState } from './state';
import { addRequest, candidateBody, candidatePath, isPermTarget, KIND_FILTERS, ROLE_GROUPS, STATUS_DICT } from './targets';
import { unitOptions } from './unitOptions';

type WithMembers = { members?: PickerState };

export const selectPicker = (state: WithMembers): PickerState => state.members ?? initialPickerState;
export const selectPickerStatus = (state: WithMembers) => selectPicker(state).status;
export const selectPickerOpen = (state: WithMembers) => selectPicker(state).status !== 'closed';
export const selectPickerClosed = (state: WithMembers) => !selectPickerOpen(state);

/** The candidate list's path and the body of the page in view. */
export const selectCandidateCall = createSelector([selectPicker], (s) => {
  if (!s.target) return null;
  const url = candidatePath(s.target, s.kind);
  return url ? { url, body: candidateBody(s) } : null;
});

/** The add call with the selection on the wire (null while the picker lacks what it needs). */
export const selectAddRequest = createSelector([selectPicker], addRequest);

const selectUnitOptions = createSelector([(s: WithMembers) => selectPicker(s).units.nodes, (s: WithMembers) => selectPicker(s).kind], unitOptions);

/** Everything the dialog shows. */
export const selectPickerView = createSelector([selectPicker, selectUnitOptions], (s, units) => ({
  open: s.status !== 'closed',
  adding: s.status === 'adding',
  closable: s.status === 'open',
  target: s.target,
  kind: s.kind,
  title: s.title,
  fields: KIND_FILTERS[s.kind],
  statusDict: STATUS_DICT[s.kind] ?? null,
  draft: s.draft,
  units,
  unitsLoading: s.units.status === 'loading',
  roleGroups: isPermTarget(s.target) ? ROLE_GROUPS[s.kind] : [],
  roleId: s.roleId,
  levels: s.target?.target === 'MATRIX_DEPT' ? s.target.levels : [],
  levelId: s.levelId,
  list: s.list,
  selection: s.selection,
  selectingAll: s.selectingAll,
  count: selectedCount(s.selection),
  message: s.message,
}));
export type PickerView = ReturnType<typeof selectPickerView>;
