// The add-member picker's slice: the status machine of state.ts. Actions are events in the past
// tense ("members/rowToggled {id: 7, selected: false}"); a reducer ignores an event that makes no
// sense in the current status, and the saga reads the state first, so an ignored event causes no
// call. `confirmClicked` is an intent with no state of its own: the saga checks the rules.
import { createAction, createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { CandidateFilters, CandidateRow } from '../../../shared/members/api';
import { MemberKind, RoleGroupId } from '../../../shared/members/constants';
import type { OrgTreeNode } from '../../../shared/people/api';
import { signedOut } from '../session';
import { emptyFilters, initialList, initialPickerState, PickerFilterName, PickerState as S, PickerTarget } from './state';
import { endSelectAll, selectionCases } from './selectionCases';
import { pickerCases } from './pickerCases';
import { candidatePath, isPermTarget, KIND_FILTERS, ROLE_GROUPS, toCandidateFilters, UNIT_TREE } from './targets';
import { type Problem, Message } from '../../lib/problem';
import { pagedList } from '../../lib/pagedList';

/** Input is taken while the picker is open and no add is out. */
const takesInput = (s: S) => s.status === 'open';

/** The list is read again from `pageIndex`. */
const reload = (s: S, pageIndex: number) => pagedList.toPage(s.list, pageIndex);

export interface PickerOpenedPayload {
  target: PickerTarget;
  kind: MemberKind;
  /** roles and labels: the member group; the kind's first group when absent */
  roleId?: RoleGroupId;
  /** matrix departments: the level; the department's first level when absent */
  levelId?: number;
  title?: Message;
}

const pickerSlice = createSlice({
  name: 'members',
  initialState: initialPickerState,
  reducers: {
    /** An "add" button of a member screen. Refused while a picker is open, or for a kind the
     *  target does not take. */
    pickerOpened(state, action: PayloadAction<PickerOpenedPayload>) {
      if (state.status !== 'closed') return;
      const { target, kind, roleId, levelId, title } = action.payload;
      if (!candidatePath(target, kind)) return;
      const groups = ROLE_GROUPS[kind];
      return {
        ...initialPickerState,
        status: 'open',
        target,
        kind,
        roleId: isPermTarget(target) ? (roleId !== undefined && groups.includes(roleId) ? roleId : groups[0]) : null,
        levelId: target.target === 'MATRIX_DEPT' ? (target.levels.some((l) => l.id === levelId) ? levelId! : (target.levels[0]?.id ?? null)) : null,
        title: title ?? null,
        list: { ...initialList },
        units: { status: UNIT_TREE[kind] ? 'loading' : 'idle', nodes: [] },
      };
    },
    filterChanged(state, action: PayloadAction<{ name: PickerFilterName; value: string | number }>) {
      const { name, value } = action.payload;
      if (!takesInput(state) || !KIND_FILTERS[state.kind].includes(name)) return;
      (state.draft as Record<PickerFilterName, unknown>)[name] = value;
    },
    searchSubmitted(state) {
      if (!takesInput(state)) return;
      const changed = JSON.stringify(toCandidateFilters(state.kind, state.draft)) !== JSON.stringify(toCandidateFilters(state.kind, state.filters));
      state.filters = { ...state.draft };
      if (changed) endSelectAll(state);
      state.message = null;
      reload(state, 1);
    },
    searchReset(state) {
      if (!takesInput(state)) return;
      const changed = JSON.stringify(toCandidateFilters(state.kind, state.filters)) !== '{}';
      state.draft = emptyFilters;
      state.filters = emptyFilters;
      if (changed) endSelectAll(state);
      state.message = null;
      reload(state, 1);
    },
    pageChanged: pickerCases.pageChanged,
    pageSizeChanged: pickerCases.pageSizeChanged,
    /** Roles and labels: another member group lists other people ("not yet in this group"). */
    roleGroupChanged(state, action: PayloadAction<{ roleId: RoleGroupId }>) {
      const { roleId } = action.payload;
      if (!takesInput(state) || !isPermTarget(state.target) || !ROLE_GROUPS[state.kind].includes(roleId) || roleId === state.roleId) return;
      state.roleId = roleId;
      // another group lists other people: the picks end too
      endSelectAll(state, true);
      state.message = null;
      reload(state, 1);
    },
    /** Matrix departments: the level the people join (the list is the same at every level). */
    levelChanged(state, action: PayloadAction<{ levelId: number }>) {
      const t = state.target;
      if (!takesInput(state) || t?.target !== 'MATRIX_DEPT' || !t.levels.some((l) => l.id === action.payload.levelId)) return;
      state.levelId = action.payload.levelId;
      if (state.message && 'key' in state.message && state.message.key === 'membersUi.levelRequired') state.message = null;
    },
    /** Taken in any turn: select all reads the page in view again. */
    candidatesLoaded(state, action: PayloadAction<{ rows: CandidateRow[]; total: number }>) {
      if (state.status !== 'closed') pagedList.loadedAnyway(state.list, action.payload.rows, action.payload.total);
    },
    candidatesFailed(state, action: PayloadAction<{ problem: Problem }>) {
      if (state.status !== 'closed') pagedList.failedAnyway(state.list, action.payload.problem);
    },
    unitsLoaded(state, action: PayloadAction<{ nodes: OrgTreeNode[] }>) {
      if (state.status === 'closed' || state.units.status !== 'loading') return;
      state.units = { status: 'loaded', nodes: action.payload.nodes };
    },
    unitsFailed(state, _action: PayloadAction<{ problem: Problem }>) {
      if (state.status === 'closed' || state.units.status !== 'loading') return;
      state.units = { status: 'failed', nodes: [] };
    },
    ...selectionCases<CandidateFilters, S>({ allQueryOf: (s) => toCandidateFilters(s.kind, s.filters) }),
    /** A confirm rule is broken: 请选择数据, 最多选择二十个班级, … */
    confirmRejected: pickerCases.rejected,
    /** The rules hold: the add call goes out. */
    confirmAccepted: pickerCases.accepted,
    /** The server added them: the picker closes; member screens read their lists again. */
    membersAdded(_state, _action: PayloadAction<{ target: PickerTarget; kind: MemberKind; added: number; skipped: number }>) {
      return initialPickerState;
    },
    addFailed: pickerCases.addFailed,
    closed: pickerCases.closed,
    /** The picker's saga ended early (closed or signed out). */
    pickerCancelled() {
      return initialPickerState;
    },
  },
  extraReducers: (builder) => {
    // nothing of one administrator's picking stays for the next one to see
    builder.addCase(signedOut, () => initialPickerState);
  },
});

/** The confirm button: the saga checks the rules, then adds. */
export const confirmClicked = createAction('members/confirmClicked');

export const {
  pickerOpened,
  filterChanged,
  searchSubmitted,
  searchReset,
  pageChanged,
  pageSizeChanged,
  roleGroupChanged,
  levelChanged,
  candidatesLoaded,
  candidatesFailed,
  unitsLoaded,
  unitsFailed,
  rowToggled,
  pageToggled,
  selectAllClicked,
  allSelected,
  selectAllFailed,
  cancelAllClicked,
  confirmRejected,
  confirmAccepted,
  membersAdded,
  addFailed,
  closed,
  pickerCancelled,
} = pickerSlice.actions;

/** The events after which the candidate page is read (the saga takes the latest). */
export const LIST_EVENTS = [pickerOpened.type, searchSubmitted.type, searchReset.type, pageChanged.type, pageSizeChanged.type, roleGroupChanged.type];

export default pickerSlice.reducer;
