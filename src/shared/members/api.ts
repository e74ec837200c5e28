// The wire contract of the member picker (document 000 §2, §3, §6, §7) and the shapes every
// members call shares (Page, Paging, AddMembersResult); quick authorization is in quickAuthApi.ts,
// adding APIs to a monitor in monitorApi.ts (document 001 §3, §7). Server and console both read
// paths and shapes from here. Where a document gives a path (matrixUser/*, baseService/getRoleList,
// baseService/getEduLableList) it is used under its prefix; every other path is ours, named in
// the same manner (marked "ours"). Every call is POST with a JSON body unless marked GET.
// The tenant is always the token's; a body's tenantId, when sent, must be that tenant's.
//
// Selection on the wire (src/shared/members/selection.ts): `isAll: false` → the id list names
// the picked rows; `isAll: true` → the add applies the candidate list's filters (sent along, the
// same fields as the list call) and the id list names the rows unticked (exclusions).
// Results of the add calls: AddMembersResult. Refusals (1002) carry the message to show:
// 请选择数据 (nothing selected), 最多选择二十个班级 (more than 20 classes), or the reason
// another-tenant or unknown target/people ids were refused; a refused add adds nobody.
import { PLATFORM, WORKBENCH } from '../protocol/constants';
import type { MemberKind, PermKind, RoleGroupId } from './constants';
import type { ClassType } from '../domain/people';

export const MEMBER_PATHS = {
  // ---- roles and labels (document 000 §7 baseService; the rest ours) ----
  /** GET → RoleRow[] (document 000 §7): the member picker's */
  roleList: `${PLATFORM}/baseService/getRoleList`,
  /** GET → RoleRow[] (document 002 §7): the same list under blade-workbench, /PresetRoleService's */
  workbenchRoleList: `${WORKBENCH}/baseService/getRoleList`,
  /** GET → LabelRow[] (document 000 §7) */
  labelList: `${PLATFORM}/baseService/getEduLableList`,
  /** PermMemberListBody → Page<MemberRow> (ours) */
  permMemberList: `${PLATFORM}/rolePerm/memberList`,
  /** PermMemberRemoveBody → {removed} (ours): picks, or select all with exclusions */
  permMemberRemove: `${PLATFORM}/rolePerm/removeMember`,
  /** RolePermAddBody → AddMembersResult (the role/label add of document 000 §7; path ours) */
  permAdd: `${PLATFORM}/rolePerm/addMember`,
  /** PermCandidateBody → Page<CandidateRow>: people/classes not yet in the role/label (ours) */
  permNotinStudentList: `${PLATFORM}/rolePerm/notinStudentList`,
  permNotinTeacherList: `${PLATFORM}/rolePerm/notinTeacherList`,
  permNotinOtherUserList: `${PLATFORM}/rolePerm/notinOtherUserList`,
  permNotinClassList: `${PLATFORM}/rolePerm/notinClassList`,

  // ---- matrix departments (document 000 §7 matrixUser/*; the rest ours) ----
  /** MatrixDeptListBody → Page<MatrixDeptRow> (ours) */
  matrixDeptList: `${WORKBENCH}/matrixDept/list`,
  /** MatrixDeptByLevelBody → Page<MatrixDeptRow> (document 002 §7): the departments having a level
   *  of that name (every department without one); /matrixDeptManage's department list */
  matrixDeptListByLevel: `${WORKBENCH}/eduMatrixLevelinfo/deptListByLevel`,
  /** MatrixMemberListBody → Page<MemberRow> (ours) */
  matrixMemberList: `${WORKBENCH}/matrixUser/list`,
  /** MatrixMemberRemoveBody → {removed} (ours) */
  matrixMemberRemove: `${WORKBENCH}/matrixUser/remove`,
  /** MatrixCandidateBody → Page<CandidateRow>: students not in the department (document 000 §7) */
  matrixNotinStudentList: `${WORKBENCH}/matrixUser/notinMatrixStudentList`,
  /** MatrixCandidateBody → Page<CandidateRow>: teachers not in the department (document 000 §7) */
  matrixNotinTeacherList: `${WORKBENCH}/matrixUser/notinDeptTeacherList`,
  /** MatrixAddBody → AddMembersResult (document 000 §7) */
  matrixAdd: `${WORKBENCH}/matrixUser/addUser`,

  // ---- chat classes (all ours) ----
  /** ChatClassListBody → Page<ChatClassRow> */
  chatClassList: `${WORKBENCH}/chatClass/list`,
  /** ChatMemberListBody → Page<MemberRow> */
  chatMemberList: `${WORKBENCH}/chatClass/memberList`,
  /** ChatMemberRemoveBody → {removed} */
  chatMemberRemove: `${WORKBENCH}/chatClass/removeMember`,
  /** ChatCandidateBody → Page<CandidateRow> */
  chatNotinStudentList: `${WORKBENCH}/chatClass/notinStudentList`,
  chatNotinTeacherList: `${WORKBENCH}/chatClass/notinTeacherList`,
  chatNotinOtherUserList: `${WORKBENCH}/chatClass/notinOtherUserList`,
  chatNotinClassList: `${WORKBENCH}/chatClass/notinClassList`,
  /** ChatAddBody → AddMembersResult */
  chatAdd: `${WORKBENCH}/chatClass/addMember`,
} as const;

/** The candidate list path of each target family and kind (undefined: the target does not take the kind). */
export const CANDIDATE_PATHS = {
  ROLE: {
    STUDENT: MEMBER_PATHS.permNotinStudentList,
    TEACHER: MEMBER_PATHS.permNotinTeacherList,
    OTHER: MEMBER_PATHS.permNotinOtherUserList,
    CLASS: MEMBER_PATHS.permNotinClassList,
  },
  LABEL: {
    STUDENT: MEMBER_PATHS.permNotinStudentList,
    TEACHER: MEMBER_PATHS.permNotinTeacherList,
    OTHER: MEMBER_PATHS.permNotinOtherUserList,
    CLASS: MEMBER_PATHS.permNotinClassList,
  },
  MATRIX_DEPT: { STUDENT: MEMBER_PATHS.matrixNotinStudentList, TEACHER: MEMBER_PATHS.matrixNotinTeacherList },
  CHAT_CLASS: {
    STUDENT: MEMBER_PATHS.chatNotinStudentList,
    TEACHER: MEMBER_PATHS.chatNotinTeacherList,
    OTHER: MEMBER_PATHS.chatNotinOtherUserList,
    CLASS: MEMBER_PATHS.chatNotinClassList,
  },
} as const satisfies Record<string, Partial<Record<MemberKind, string>>>;

// ---- shared shapes ----

/** Every list result; a list with no rows answers 1000 with data [] and total 0. */
export interface Page<T> {
  data: T[];
  total: number;
}

export interface Paging {
  /** 1-based */
  pageIndex?: number;
  /** 10, 20, 30 or 40 (default 10) */
  pageSize?: number;
}

/** added: rows that became members; skipped: rows that already were (ignored, not an error). */
export interface AddMembersResult {
  added: number;
  skipped: number;
}

export interface RemovedResult {
  removed: number;
}

/**
 * The search form of a candidate list (text fields at most 30 characters; empty ones are not
 * sent). Which fields a kind reads: STUDENT name, identifier (student number), orgUnitId (a
 * faculty, major or class and everything below it), grade, currentStatus; TEACHER name,
 * identifier (work number), orgUnitId, currentStatus; OTHER name, identifier (account),
 * orgUnitId (their unit); CLASS name (class name), identifier (class code), orgUnitId, grade,
 * classType (constants KIND_FILTERS). A field the kind does not read is refused (1002, with a
 * message naming it).
 */
export interface CandidateFilters {
  name?: string;
  identifier?: string;
  orgUnitId?: number;
  grade?: string;
  currentStatus?: string;
  classType?: ClassType;
}

/**
 * One picker row (document 000 §3): exactly one of studentId, teacherId, otherUserId or classCode
 * is set, by kind; `id` is the row's id in every case (a person's id, or a class's unit id) and
 * is what the selection holds.
 */
export interface CandidateRow {
  id: number;
  kind: MemberKind;
  studentId?: number;
  teacherId?: number;
  otherUserId?: number;
  classCode?: string;
  /** classes: OLD (in-school class) or NEW (new-student class) */
  classType?: ClassType;
  name: string;
  /** student number, work number, account, or class code */
  identifier: string | null;
  /** the person's unit (faculty or department) or the class's major */
  unitName: string | null;
  className: string | null;
  grade: string | null;
}

/** One member of a role, label, matrix department or chat class. */
export interface MemberRow {
  /** the membership's id (what remove takes) */
  id: number;
  kind: MemberKind;
  /** the person's id or the class's unit id */
  memberId: number;
  name: string;
  identifier: string | null;
  unitName: string | null;
  classType?: ClassType;
  /** roles/labels: the roleId group the member joined */
  roleId?: RoleGroupId;
  /** matrix departments: the member's level */
  levelId?: number;
  levelName?: string;
  /** ISO time */
  createdAt: string;
}

/**
 * A removal of members (the member list's selection, ./selection.ts toWire): `isAll` false (or
 * absent) → `ids` are the memberships picked (MemberRow.id); `isAll` true → every member the
 * list's filters (`query`, as the list call took them when select all was pressed) match, but
 * the memberships in `ids` (exclusions, possibly none). The server resolves the selection in
 * one statement and records it in the history; the answer is RemovedResult with the message
 * 已移除 N 项. Refused (1002 请选择数据) when nothing is selected.
 */
export interface MemberRemoveSelection {
  isAll?: boolean;
  /** picks or exclusions, at most MAX_WIRE_IDS */
  ids: number[];
  query?: MemberRemoveQuery;
}

/** The member list's filters a select-all removal applies (those its screen's list call takes). */
export interface MemberRemoveQuery {
  kind?: MemberKind | '';
  name?: string;
  /** roles and labels: the member group */
  roleId?: RoleGroupId;
  /** matrix departments: one level */
  levelId?: number | null;
}

/** Members list filters shared by the screens. */
export interface MemberListFilters extends Paging {
  kind?: MemberKind;
  /** part of the name or the identifier, at most 30 characters */
  name?: string;
}

// ---- roles and labels ----

export interface RoleRow {
  id: number;
  name: string;
  /** the role's code, unique in the tenant */
  code: string;
  note: string | null;
  memberCount: number;
}

export interface LabelRow {
  id: number;
  name: string;
  /** the label group's id (parentId of the add), null at the top */
  parentId: number | null;
  parentName: string | null;
  memberCount: number;
}

export interface PermTarget {
  tenantId?: string;
  /** ROLE: permId is a role id; LABLE: a label id */
  isPerm: PermKind;
  permId: number;
}

export interface PermMemberListBody extends PermTarget, MemberListFilters {
  roleId?: RoleGroupId;
}
export interface PermMemberRemoveBody extends PermTarget, MemberRemoveSelection {}

export interface PermCandidateBody extends PermTarget, CandidateFilters, Paging {
  /** the member group; decides nothing on the list beyond 'not yet in this group' */
  roleId: RoleGroupId;
}

/**
 * The role/label add of document 000 §7. parentId: the label group of the label (0 or absent
 * for roles and top-level labels; when sent it must be the target's). roleId: the member group
 * (constants ROLE_IDS), which decides the kind added. perm: with isAll false, the picked rows,
 * each with the ids of further roles/labels (of the same isPerm) it also joins (permIds, usually
 * empty); with isAll true, the rows unticked (permIds empty). `query`: the candidate list's
 * filters (isAll only).
 */
export interface RolePermAddBody extends PermTarget {
  parentId?: number;
  roleId: RoleGroupId;
  isAll: boolean;
  perm: { id: number; permIds?: number[] }[];
  query?: CandidateFilters;
}

// ---- matrix departments ----

export interface MatrixLevel {
  id: number;
  name: string;
  sort: number;
}
export interface MatrixDeptRow {
  id: number;
  name: string;
  note: string | null;
  levels: MatrixLevel[];
  memberCount: number;
}
export interface MatrixDeptListBody extends Paging {
  tenantId?: string;
  name?: string;
}
/** deptListByLevel: `levelName` part of a level's name (the demo's 组长, 副组长, 成员) */
export interface MatrixDeptByLevelBody extends MatrixDeptListBody {
  levelName?: string;
}
export interface MatrixMemberListBody extends MemberListFilters {
  tenantId?: string;
  deptId: number;
  levelId?: number;
}
export interface MatrixMemberRemoveBody extends MemberRemoveSelection {
  tenantId?: string;
  deptId: number;
}
/** People not in the department at any level. */
export interface MatrixCandidateBody extends CandidateFilters, Paging {
  tenantId?: string;
  deptId: number;
  levelId?: number;
}
/**
 * matrixUser/addUser of document 000 §7: deptId, levelId (a level of that department), userIds
 * (comma list of person ids: picks, or with isAll the exclusions), isAll. userType and query
 * (ours): which candidate list isAll applies, with its filters.
 */
export interface MatrixAddBody {
  tenantId?: string;
  deptId: number;
  levelId: number;
  userIds: string;
  isAll: boolean;
  userType: 'STUDENT' | 'TEACHER';
  query?: CandidateFilters;
}

// ---- chat classes ----

export interface ChatClassRow {
  id: number;
  name: string;
  note: string | null;
  memberCount: number;
  createdAt: string;
}
export interface ChatClassListBody extends Paging {
  tenantId?: string;
  name?: string;
}
export interface ChatMemberListBody extends MemberListFilters {
  tenantId?: string;
  chatClassId: number;
}
export interface ChatMemberRemoveBody extends MemberRemoveSelection {
  tenantId?: string;
  chatClassId: number;
}
export interface ChatCandidateBody extends CandidateFilters, Paging {
  tenantId?: string;
  chatClassId: number;
}
/** ids: picks, or with isAll the exclusions; query: the candidate list's filters (isAll only). */
export interface ChatAddBody {
  tenantId?: string;
  chatClassId: number;
  kind: MemberKind;
  isAll: boolean;
  ids: number[];
  query?: CandidateFilters;
}
