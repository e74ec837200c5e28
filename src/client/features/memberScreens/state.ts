// The member screens' state (roles, labels, matrix departments, chat classes): per screen, its
// groups (a role, label, department or chat class each), the group chosen and that group's
// members. Plain data only. Each list is a small status machine: a search, page or size change
// sets 'loading' and the saga reads it; answers arrive as 'loaded' or 'failed'.
import type { ChatClassRow, LabelRow, MatrixDeptRow, MemberRow, RoleRow } from '../../../shared/members/api';
import type { MemberKind, MemberTarget } from '../../../shared/members/constants';
import type { Problem } from '../../lib/problem';

export type GroupRow = RoleRow | LabelRow | MatrixDeptRow | ChatClassRow;
export type ListStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface GroupList {
  status: ListStatus;
  rows: GroupRow[];
  total: number;
  pageIndex: number;
  pageSize: number;
  /** the name searched (matrix departments and chat classes; roles and labels come whole) */
  nameDraft: string;
  name: string;
  problem: Problem | null;
}

export interface MemberFilters {
  kind: MemberKind | '';
  /** part of the name or identifier, at most 30 characters */
  name: string;
  /** matrix departments: one level, '' for every level */
  levelId: number | '';
}

export interface MemberList {
  status: ListStatus;
  rows: MemberRow[];
  total: number;
  pageIndex: number;
  pageSize: number;
  draft: MemberFilters;
  filters: MemberFilters;
  problem: Problem | null;
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

export const initialGroupList: GroupList = {
  status: 'idle',
  rows: [],
  total: 0,
  pageIndex: 1,
  pageSize: GROUP_PAGE_SIZE,
  nameDraft: '',
  name: '',
  problem: null,
};
export const initialMemberList: MemberList = {
  status: 'idle',
  rows: [],
  total: 0,
  pageIndex: 1,
  pageSize: MEMBER_PAGE_SIZE,
  draft: emptyMemberFilters,
  filters: emptyMemberFilters,
  problem: null,
};
/** A screen's first state, built afresh each time (the slice mutates it in place). */
export const newScreen = (): MemberScreenState => ({
  groups: { ...initialGroupList },
  groupId: null,
  members: { ...initialMemberList, draft: { ...emptyMemberFilters }, filters: { ...emptyMemberFilters } },
});
