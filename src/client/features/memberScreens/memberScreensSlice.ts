// The member screens' slice: one entry per screen (state.ts), every event carrying its target.
// A search, page or size change sets its list 'loading' (lib/pagedList; the saga reads it); an
// answer for a list that is not loading is ignored. The picker's `membersAdded` reloads the groups (their member
// counts) and the members of the screen it added to.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { MemberRow } from '../../../shared/members/api';
import { MemberTarget, SEARCH_MAX } from '../../../shared/members/constants';
import { contractPageSize, membersAdded } from '../members';
import { signedOut } from '../session';
import { GroupRow, initialMemberList, newScreen, MemberFilters, MemberScreensState, MemberScreenState } from './state';
import type { Problem } from '../../lib/problem';
import { pagedList } from '../../lib/pagedList';

type Keyed<T = object> = PayloadAction<{ target: MemberTarget } & T>;

const screenOf = (state: MemberScreensState, target: MemberTarget): MemberScreenState => {
  if (!state[target]) state[target] = newScreen();
  return state[target]!;
};

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
    groupsSearched(state, action: Keyed) {
      const s = screenOf(state, action.payload.target);
      s.groups.name = s.groups.nameDraft.trim();
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
  },
  extraReducers: (builder) => {
    // People were added through the picker: the counts and the member list change.
    builder.addCase(membersAdded, (state, action) => {
      const target = action.payload.target.target;
      const s = target === 'PRESET_PERSON' ? undefined : state[target];
      if (!s) return;
      loadGroups(s, s.groups.pageIndex);
      loadMembers(s, s.members.pageIndex);
    });
    builder.addCase(signedOut, () => ({}));
  },
});

export const {
  screenOpened,
  groupNameChanged,
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
} = memberScreensSlice.actions;

/** The events after which a screen's groups are read (the saga takes the latest per screen). */
export const GROUP_EVENTS = [screenOpened.type, groupsSearched.type, groupsPageChanged.type, groupsPageSizeChanged.type, membersAdded.type];
/** The events after which a screen's members are read. */
export const MEMBER_EVENTS = [
  screenOpened.type,
  groupChosen.type,
  membersSearched.type,
  membersPageChanged.type,
  membersPageSizeChanged.type,
  membersAdded.type,
];

export default memberScreensSlice.reducer;
