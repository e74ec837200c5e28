// Constants of the member picker, quick authorization and monitor API add (document 000 §6, §9;
// document 001 §3, §9), shared by the server and the console.

/** Picker page sizes and the default (document 000 §9, document 001 §9), defined with every list's in ../paging. */
export { PICKER_DEFAULT_PAGE_SIZE, PICKER_PAGE_SIZES } from '../paging';
/** Classes one add may name (最多选择二十个班级). */
export const MAX_CLASSES = 20;
/** Search text inputs accept at most this many characters. */
export const SEARCH_MAX = 30;
/** Picks (or exclusions) one add call may list; select-all covers more without listing them. */
export const MAX_WIRE_IDS = 5_000;

/** Who a picker lists. Class rows carry classCode and a class type (OLD or NEW). */
export const MEMBER_KINDS = ['STUDENT', 'TEACHER', 'OTHER', 'CLASS'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** What receives members. */
export const MEMBER_TARGETS = ['ROLE', 'LABEL', 'MATRIX_DEPT', 'CHAT_CLASS'] as const;
export type MemberTarget = (typeof MEMBER_TARGETS)[number];

/** The search fields of each kind's candidate list (CandidateFilters keys); the server refuses others. */
export const KIND_FILTERS = {
  STUDENT: ['name', 'identifier', 'orgUnitId', 'grade', 'currentStatus'],
  TEACHER: ['name', 'identifier', 'orgUnitId', 'currentStatus'],
  OTHER: ['name', 'identifier', 'orgUnitId'],
  CLASS: ['name', 'identifier', 'orgUnitId', 'grade', 'classType'],
} as const satisfies Record<MemberKind, readonly string[]>;

/** The kinds each target accepts (ours: the documents name the populations, not the pairs). */
export const TARGET_KINDS: Record<MemberTarget, readonly MemberKind[]> = {
  ROLE: ['STUDENT', 'TEACHER', 'OTHER', 'CLASS'],
  LABEL: ['STUDENT', 'TEACHER', 'OTHER', 'CLASS'],
  MATRIX_DEPT: ['STUDENT', 'TEACHER'],
  CHAT_CLASS: ['STUDENT', 'TEACHER', 'OTHER', 'CLASS'],
};

/**
 * The roleId of the role/label add (document 000 §6): students 1002; current-student groups A and
 * B 1001 and 1003; "teachers and other users by their add type" — the add type codes 2 (teacher),
 * 3 (other user) and 4 (class) are ours. The roleId is the member group the people join inside
 * the role or label, and it decides whom the picker lists.
 */
export const ROLE_IDS = { STUDENT_GROUP_A: 1001, STUDENT: 1002, STUDENT_GROUP_B: 1003, TEACHER: 2, OTHER: 3, CLASS: 4 } as const;
export type RoleGroupId = (typeof ROLE_IDS)[keyof typeof ROLE_IDS];
export const ROLE_GROUP_IDS: readonly RoleGroupId[] = [1001, 1002, 1003, 2, 3, 4];
export function kindOfRoleId(roleId: RoleGroupId): MemberKind {
  return roleId === 2 ? 'TEACHER' : roleId === 3 ? 'OTHER' : roleId === 4 ? 'CLASS' : 'STUDENT';
}

/** isPerm of the role/label add: the permission is assigned by role or by label (sic: LABLE). */
export const PERM_KINDS = ['ROLE', 'LABLE'] as const;
export type PermKind = (typeof PERM_KINDS)[number];

// ---- quick authorization (document 001 §3 "Member authorization", §6) ----

/** A data directory entry is a directory or a table. */
export const DIRECTORY_TYPES = ['DIR', 'FILE'] as const;
export type DirectoryType = (typeof DIRECTORY_TYPES)[number];

export interface AuthTicks {
  lookPerm: boolean;
  updateDataPerm: boolean;
  updateTablePerm: boolean;
}

/**
 * The tick rules: edit table only for FILE; edit data implies view; edit table implies view and
 * edit data; unticking view clears the others (and unticking edit data clears edit table).
 * `changed` names the tick the user just set to `value`; the result is what the row shows.
 */
export function applyTick(type: DirectoryType, ticks: AuthTicks, changed: keyof AuthTicks, value: boolean): AuthTicks {
  let { lookPerm, updateDataPerm, updateTablePerm } = ticks;
  if (changed === 'lookPerm') {
    lookPerm = value;
    if (!value) {
      updateDataPerm = false;
      updateTablePerm = false;
    }
  } else if (changed === 'updateDataPerm') {
    updateDataPerm = value;
    if (value) lookPerm = true;
    else updateTablePerm = false;
  } else {
    updateTablePerm = value;
    if (value) {
      lookPerm = true;
      updateDataPerm = true;
    }
  }
  if (type !== 'FILE') updateTablePerm = false;
  return { lookPerm, updateDataPerm, updateTablePerm };
}

/** Whether ticks obey the rules (the server refuses a save that does not). */
export function ticksValid(type: DirectoryType, t: AuthTicks): boolean {
  if (t.updateTablePerm && type !== 'FILE') return false;
  if (t.updateDataPerm && !t.lookPerm) return false;
  if (t.updateTablePerm && !(t.lookPerm && t.updateDataPerm)) return false;
  return true;
}

// ---- monitor API add (document 001 §3 "API add") ----

export const API_TYPES = ['DATA_API', 'SERVICE_API'] as const;
export type ApiType = (typeof API_TYPES)[number];
/** VIEW shown as view, OUT_DATA shown as dataset. */
export const QUOTE_TYPES = ['VIEW', 'OUT_DATA'] as const;
export type QuoteType = (typeof QUOTE_TYPES)[number];
/** ON published, OFF disabled. */
export const API_STATUSES = ['ON', 'OFF'] as const;
export type ApiStatus = (typeof API_STATUSES)[number];
/** The fields the API advanced search may name (ours, the list's columns). */
export const API_SEARCH_FIELDS = ['name', 'note', 'quoteType', 'status', 'projectName', 'createTime'] as const;
export type ApiSearchField = (typeof API_SEARCH_FIELDS)[number];
