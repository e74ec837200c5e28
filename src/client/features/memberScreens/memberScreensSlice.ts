// The member screens' slice: one entry per screen (state.ts), every event carrying its target.
// A search, page or size change sets its list 'loading' (lib/pagedList; the saga reads it); an
// answer for a list that is not loading is ignored. The picker's `membersAdded` reloads the groups (their member
// counts) and the members of the screen it added to. Removal (state.ts MemberRemoval): members
// are ticked with the shared selection model (picks, or select all with exclusions, exactly as
// the picker adds them), confirmed, removed in one call; `membersRemoved` reloads both lists.
// Choices as the picker's: a new search ends select-all mode (it belonged to the old search) but
// keeps picks; another group clears every tick.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { MemberRow } from '../../../shared/members/api';
import { MemberTarget, SEARCH_MAX } from '../../../shared/members/constants';
import { emptySelection, selectAll, selectedCount, setRow, setRows } from '../../../shared/members/selection';
import { contractPageSize, membersAdded } from '../memberPicker';
import { signedOut } from '../session';
import { GroupRow, initialMemberList, newRemoval, newScreen, MemberFilters, MemberRemoval, MemberScreensState, MemberScreenState } from './state';
import type { Message, Problem } from '../../lib/problem';
import { pagedList } from '../../lib/pagedList';

type Keyed<T = object> = PayloadAction<{ target: MemberTarget } & T>;

const screenOf = (state: MemberScreensState, target: MemberTarget): MemberScreenState => {
  if (!state[target]) state[target] = newScreen();
  const s = state[target]!;
  s.removal ??= newRemoval();
  return s;
};

/** Ticks are taken while nothing is asked or under way. */
const takesTicks = (r: MemberRemoval) => r.status === 'open' && !r.selectingAll;
/** Select all belonged to the search it was pressed on: a new one ends it, picks stay. */
function endSelectAll(r: MemberRemoval) {
  if (r.selection.mode === 'all') r.selection = emptySelection();
  r.allQuery = null;
  r.selectingAll = false;
}

const loadGroups = (s: MemberScreenState, pageIndex: number) => pagedList.toPage(s.groups, pageIndex);
/** The members are read only while a group is chosen. */
function loadMembers(s: MemberScreenState, pageIndex: number) {
  if (s.groupId !== null) pagedList.toPage(s.members, pageIndex);
}

const memberScreensSlice = createSlice({
  name: 'memberScreens',
  initialState: {} as MemberScreensState,
  reducers: {
    /** The screen was opened: its groups are read (again); the group chosen stays. */
    screenOpened(state, action: Keyed) {
      const s = screenOf(state, action.payload.target);
      loadGroups(s, s.groups.pageIndex);
      loadMembers(s, s.members.pageIndex);
    },
    groupNameChanged(state, action: Keyed<{ name: string }>) {
      screenOf(state, action.payload.target).groups.nameDraft = action.payload.name.slice(0, SEARCH_MAX);
    },
    /** matrix departments: the level choice (part of a level's name) */
    groupLevelChanged(state, action: Keyed<{ level: string }>) {
      screenOf(state, action.payload.target).groups.levelDraft = action.payload.level.slice(0, SEARCH_MAX);
    },
    groupsSearched(state, action: Keyed) {
      const s = screenOf(state, action.payload.target);
      s.groups.name = s.groups.nameDraft.trim();
      s.groups.level = s.groups.levelDraft.trim();
      loadGroups(s, 1);
    },
    groupsPageChanged(state, action: Keyed<{ pageIndex: number }>) {
      loadGroups(screenOf(state, action.payload.target), action.payload.pageIndex);
    },
    groupsPageSizeChanged(state, action: Keyed<{ pageSize: number }>) {
      pagedList.toPageSize(screenOf(state, action.payload.target).groups, contractPageSize(action.payload.pageSize));
    },
    groupsLoaded(state, action: Keyed<{ rows: GroupRow[]; total: number }>) {
      pagedList.loaded(screenOf(state, action.payload.target).groups, action.payload.rows, action.payload.total);
    },
    groupsFailed(state, action: Keyed<{ problem: Problem }>) {
      pagedList.failed(screenOf(state, action.payload.target).groups, action.payload.problem);
    },
    /** A group was chosen: its members show, from page 1 with no filter. */
    groupChosen(state, action: Keyed<{ id: number }>) {
      const s = screenOf(state, action.payload.target);
      if (s.groupId === action.payload.id) return;
      s.groupId = action.payload.id;
      s.members = { ...initialMemberList, pageSize: s.members.pageSize };
      // memberships of another group: nothing ticked carries over
      if (s.removal.status === 'open') s.removal = newRemoval();
      loadMembers(s, 1);
    },
    memberFilterChanged(state, action: Keyed<{ filters: Partial<MemberFilters> }>) {
      const s = screenOf(state, action.payload.target);
      const draft = { ...s.members.draft, ...action.payload.filters };
      draft.name = draft.name.slice(0, SEARCH_MAX);
      s.members.draft = draft;
    },
    membersSearched(state, action: Keyed) {
      const s = screenOf(state, action.payload.target);
      s.members.filters = { ...s.members.draft };
      if (s.removal.status === 'open') endSelectAll(s.removal);
      loadMembers(s, 1);
    },
    membersPageChanged(state, action: Keyed<{ pageIndex: number }>) {
      loadMembers(screenOf(state, action.payload.target), action.payload.pageIndex);
    },
    membersPageSizeChanged(state, action: Keyed<{ pageSize: number }>) {
      const s = screenOf(state, action.payload.target);
      s.members.pageSize = contractPageSize(action.payload.pageSize);
      loadMembers(s, 1);
    },
    /** an answer for a group no longer chosen is ignored */
    membersLoaded(state, action: Keyed<{ groupId: number; rows: MemberRow[]; total: number }>) {
      const s = screenOf(state, action.payload.target);
      if (s.groupId === action.payload.groupId) pagedList.loaded(s.members, action.payload.rows, action.payload.total);
    },
    membersFailed(state, action: Keyed<{ groupId: number; problem: Problem }>) {
      const s = screenOf(state, action.payload.target);
      if (s.groupId === action.payload.groupId) pagedList.failed(s.members, action.payload.problem);
    },

    // ---- removal: the ticks (the shared selection model), the confirmation, the call ----
    memberRowToggled(state, action: Keyed<{ id: number; selected: boolean }>) {
      const r = screenOf(state, action.payload.target).removal;
      if (!takesTicks(r)) return;
      r.selection = setRow(r.selection, action.payload.id, action.payload.selected);
      r.message = null;
    },
    /** the table's header box: every row of the page */
    memberPageToggled(state, action: Keyed<{ ids: number[]; selected: boolean }>) {
      const r = screenOf(state, action.payload.target).removal;
      if (!takesTicks(r)) return;
      r.selection = setRows(r.selection, action.payload.ids, action.payload.selected);
      r.message = null;
    },
    /** select all across pages: the saga reads the list's total under its filters first */
    memberSelectAllClicked(state, action: Keyed) {
      const s = screenOf(state, action.payload.target);
      if (!takesTicks(s.removal) || s.groupId === null) return;
      s.removal.selectingAll = true;
      s.removal.message = null;
    },
    memberAllSelected(state, action: Keyed<{ fixedTotal: number }>) {
      const s = screenOf(state, action.payload.target);
      if (s.removal.status !== 'open' || !s.removal.selectingAll) return;
      s.removal.selectingAll = false;
      s.removal.selection = selectAll(action.payload.fixedTotal);
      s.removal.allQuery = { ...s.members.filters };
    },
    memberSelectAllFailed(state, action: Keyed<{ problem: Problem }>) {
      const r = screenOf(state, action.payload.target).removal;
      if (!r.selectingAll) return;
      r.selectingAll = false;
      r.message = action.payload.problem.key ? { key: action.payload.problem.key } : { text: action.payload.problem.msg };
    },
    memberCancelAllClicked(state, action: Keyed) {
      const r = screenOf(state, action.payload.target).removal;
      if (r.status !== 'open') return;
      r.selection = emptySelection();
      r.allQuery = null;
      r.selectingAll = false;
      r.message = null;
    },
    /** the remove button: asks first; with nothing ticked it says so (请选择数据) */
    removeClicked(state, action: Keyed) {
      const r = screenOf(state, action.payload.target).removal;
      if (!takesTicks(r)) return;
      if (selectedCount(r.selection) === 0) {
        r.message = { key: 'picker.selectData' };
        return;
      }
      r.status = 'confirming';
      r.message = null;
    },
    removeCancelled(state, action: Keyed) {
      const r = screenOf(state, action.payload.target).removal;
      if (r.status === 'confirming') {
        r.status = 'open';
        r.message = null;
      }
    },
    /** confirmed: the saga removes (a second click while the call is out is ignored) */
    removeConfirmed(state, action: Keyed) {
      const r = screenOf(state, action.payload.target).removal;
      if (r.status !== 'confirming') return;
      r.status = 'removing';
      r.message = null;
    },
    /** removed: nothing is ticked any more; the counts and the members are read again */
    membersRemoved(state, action: Keyed<{ groupId: number; removed: number }>) {
      const s = screenOf(state, action.payload.target);
      if (s.removal.status !== 'removing') return;
      s.removal = newRemoval();
      loadGroups(s, s.groups.pageIndex);
      if (s.groupId === action.payload.groupId) loadMembers(s, 1);
    },
    /** refused or failed: the dialog stays with the reason, the ticks stay for another try */
    removeFailed(state, action: Keyed<{ message: Message }>) {
      const r = screenOf(state, action.payload.target).removal;
      if (r.status !== 'removing') return;
      r.status = 'confirming';
      r.message = action.payload.message;
    },
    /** the removal's saga was cancelled (the screen left, signed out) */
    removalAbandoned(state, action: Keyed) {
      const r = screenOf(state, action.payload.target).removal;
      if (r.status === 'removing') r.status = 'open';
    },
  },
  extraReducers: (builder) => {
    // People were added through the picker: the counts and the member list change.
    builder.addCase(membersAdded, (state, action) => {
      const target = action.payload.target.target;
      const s = target === 'PRESET_PERSON' ? undefined : state[target];
      if (!s) return;
      loadGroups(s, s.groups.pageIndex);
      loadMembers(s, s.members.pageIndex);
      // a select all counted the list before the add
      if (s.removal?.status === 'open') endSelectAll(s.removal);
    });
    builder.addCase(signedOut, () => ({}));
  },
});

export const {
  screenOpened,
  groupNameChanged,
  groupLevelChanged,
  groupsSearched,
  groupsPageChanged,
  groupsPageSizeChanged,
  groupsLoaded,
  groupsFailed,
  groupChosen,
  memberFilterChanged,
  membersSearched,
  membersPageChanged,
  membersPageSizeChanged,
  membersLoaded,
  membersFailed,
  memberRowToggled,
  memberPageToggled,
  memberSelectAllClicked,
  memberAllSelected,
  memberSelectAllFailed,
  memberCancelAllClicked,
  removeClicked,
  removeCancelled,
  removeConfirmed,
  membersRemoved,
  removeFailed,
  removalAbandoned,
} = memberScreensSlice.actions;

/** The events after which a screen's groups are read (the saga takes the latest per screen). */
export const GROUP_EVENTS = [
  screenOpened.type,
  groupsSearched.type,
  groupsPageChanged.type,
  groupsPageSizeChanged.type,
  membersAdded.type,
  membersRemoved.type,
];
/** The events after which a screen's members are read. */
export const MEMBER_EVENTS = [
  screenOpened.type,
  groupChosen.type,
  membersSearched.type,
  membersPageChanged.type,
  membersPageSizeChanged.type,
  membersAdded.type,
  membersRemoved.type,
];

export default memberScreensSlice.reducer;
