// The member screens' state (roles, labels, matrix departments, chat classes): per screen, its
// groups (a role, label, department or chat class each), the group chosen and that group's
// members. Plain data only. Each list is the paged list of lib/pagedList: a search, page or size
// change sets 'loading' and the saga reads it; answers arrive as 'ready' or 'failed'.
import type { ChatClassRow, LabelRow, MatrixDeptRow, MemberRow, RoleRow } from '../../../shared/members/api';
import type { MemberKind, MemberTarget } from '../../../shared/members/constants';
import { initialPagedList, PagedList } from '../../lib/pagedList';

export type GroupRow = RoleRow | LabelRow | MatrixDeptRow | ChatClassRow;

export interface GroupList extends PagedList<GroupRow> {
  /** the name searched (matrix departments and chat classes; roles and labels come whole) */
  nameDraft: string;
  name: string;
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

export interface MemberScreenState {
  groups: GroupList;
  /** the group whose members show */
  groupId: number | null;
  members: MemberList;
}

export type MemberScreensState = Partial<Record<MemberTarget, MemberScreenState>>;

export const MEMBER_PAGE_SIZE = 20;
export const GROUP_PAGE_SIZE = 20;
export const emptyMemberFilters: MemberFilters = { kind: '', name: '', levelId: '' };

export const initialGroupList: GroupList = { ...initialPagedList<GroupRow>(), pageSize: GROUP_PAGE_SIZE, nameDraft: '', name: '' };
export const initialMemberList: MemberList = {
  ...initialPagedList<MemberRow>(),
  pageSize: MEMBER_PAGE_SIZE,
  draft: emptyMemberFilters,
  filters: emptyMemberFilters,
};
/** A screen's first state, built afresh each time (the slice mutates it in place). */
export const newScreen = (): MemberScreenState => ({
  groups: { ...initialGroupList },
  groupId: null,
  members: { ...initialMemberList, draft: { ...emptyMemberFilters }, filters: { ...emptyMemberFilters } },
});
