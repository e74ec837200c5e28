// The member screens' state (roles, labels, matrix departments, chat classes): per screen, its
// groups (a role, label, department or chat class each), the group chosen and that group's
// members. Plain data only. Each list is the paged list of lib/pagedList: a search, page or size
// change sets 'loading' and the saga reads it; answers arrive as 'ready' or 'failed'.
import type { ChatClassRow, LabelRow, MatrixDeptRow, MemberRow, RoleRow } from '../../../shared/members/api';
import type { MemberKind, MemberTarget } from '../../../shared/members/constants';
import { emptySelection, Selection } from '../../../shared/members/selection';
import { initialPagedList, PagedList } from '../../lib/pagedList';
import type { Message } from '../../lib/problem';

export type GroupRow = RoleRow | LabelRow | MatrixDeptRow | ChatClassRow;

export interface GroupList extends PagedList<GroupRow> {
  /** the name searched (matrix departments and chat classes; roles and labels come whole) */
  nameDraft: string;
  name: string;
  /** matrix departments: part of a level's name (deptListByLevel), as typed and as searched */
  levelDraft: string;
  level: string;
}

export interface MemberFilters {
  kind: MemberKind | '';
  /** part of the name or identifier, at most 30 characters */
  name: string;
  /** matrix departments: one level, '' for every level */
  levelId: number | '';
}

export interface MemberList extends PagedList<MemberRow> {
  draft: MemberFilters;
  filters: MemberFilters;
}

/**
 * Removing members, as they were added (issue 29): the members ticked (the shared selection
 * model: picks, or select all across pages with exclusions), then a confirmation, then the call.
 *
 *   open ──removeClicked (something ticked)──▶ confirming ──removeConfirmed──▶ removing
 *     ▲                                            │ removeCancelled              │ membersRemoved (ticks cleared, lists read again)
 *     └────────────────────────────────────────────┴──────────────────────────────┤ removeFailed → confirming (with the message)
 *                                                                                  └ removalAbandoned (left the screen, signed out) → open
 */
export interface MemberRemoval {
  status: 'open' | 'confirming' | 'removing';
  selection: Selection;
  /** select all pressed: the saga reads the list's total first (ticks wait meanwhile) */
  selectingAll: boolean;
  /** the filters select all applied to (sent with the removal); null when picking */
  allQuery: MemberFilters | null;
  message: Message | null;
}

export interface MemberScreenState {
  groups: GroupList;
  /** the group whose members show */
  groupId: number | null;
  members: MemberList;
  removal: MemberRemoval;
}

export type MemberScreensState = Partial<Record<MemberTarget, MemberScreenState>>;

export const emptyMemberFilters: MemberFilters = { kind: '', name: '', levelId: '' };

// the paged table's default page size (40, document 002 §2), as every list
export const initialGroupList: GroupList = { ...initialPagedList<GroupRow>(), nameDraft: '', name: '', levelDraft: '', level: '' };
export const initialMemberList: MemberList = {
  ...initialPagedList<MemberRow>(),
  draft: emptyMemberFilters,
  filters: emptyMemberFilters,
};
export const newRemoval = (): MemberRemoval => ({ status: 'open', selection: emptySelection(), selectingAll: false, allQuery: null, message: null });

/** A screen's first state, built afresh each time (the slice mutates it in place). */
export const newScreen = (): MemberScreenState => ({
  groups: { ...initialGroupList },
  groupId: null,
  members: { ...initialMemberList, draft: { ...emptyMemberFilters }, filters: { ...emptyMemberFilters } },
  removal: newRemoval(),
});
