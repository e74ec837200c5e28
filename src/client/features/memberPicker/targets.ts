// What differs between the picker's targets and kinds, as pure functions of its state: which
// search fields a kind reads, the candidate list's path and body, and the add call's body
// (src/shared/members/api.ts). The saga and the tests read the calls from here.
import { CANDIDATE_PATHS, CandidateFilters, ChatAddBody, MatrixAddBody, RolePermAddBody } from '../../../shared/members/api';
import { MemberKind, ROLE_IDS, RoleGroupId } from '../../../shared/members/constants';
import { commaList, toWire } from '../../../shared/members/selection';
import { PersonAddBody, PRESET_CANDIDATE_PATHS } from '../../../shared/services/presets';
import type { OrgTreeKind } from '../../api/org';
import type { PickerFilterName, PickerFilterValues, PickerState, PickerTarget } from './state';

/** The search fields each kind reads, in the form's order (the contract's CandidateFilters). */
export const KIND_FILTERS: Record<MemberKind, readonly PickerFilterName[]> = {
  STUDENT: ['name', 'identifier', 'orgUnitId', 'grade', 'currentStatus'],
  TEACHER: ['name', 'identifier', 'orgUnitId', 'currentStatus'],
  OTHER: ['name', 'identifier'],
  CLASS: ['name', 'identifier', 'orgUnitId', 'grade', 'classType'],
};

/** The status dictionary of a kind's currentStatus filter. */
export const STATUS_DICT: Partial<Record<MemberKind, string>> = { STUDENT: 'stu_current_status', TEACHER: 'teacher_current_status' };

/** The organisation tree of a kind's unit filter: students and classes by faculty, major (and
 *  class, for students); teachers by department; other users have none. */
export const UNIT_TREE: Partial<Record<MemberKind, OrgTreeKind>> = { STUDENT: 'studentClasses', TEACHER: 'depts', CLASS: 'majors' };

/** The member groups a role or label offers for a kind (document 000 §6): students 1002 or the
 *  current-student groups 1001 and 1003; teachers, other users and classes by their add type. */
export const ROLE_GROUPS: Record<MemberKind, readonly RoleGroupId[]> = {
  STUDENT: [ROLE_IDS.STUDENT, ROLE_IDS.STUDENT_GROUP_A, ROLE_IDS.STUDENT_GROUP_B],
  TEACHER: [ROLE_IDS.TEACHER],
  OTHER: [ROLE_IDS.OTHER],
  CLASS: [ROLE_IDS.CLASS],
};

export const isPermTarget = (t: PickerTarget | null): t is Extract<PickerTarget, { target: 'ROLE' | 'LABEL' }> => t?.target === 'ROLE' || t?.target === 'LABEL';

/** The form's values as the wire's filters: only the kind's fields, text trimmed, empties left out. */
export function toCandidateFilters(kind: MemberKind, values: PickerFilterValues): CandidateFilters {
  const filters: CandidateFilters = {};
  for (const name of KIND_FILTERS[kind]) {
    const value = values[name];
    if (typeof value === 'string' && value.trim() === '') continue;
    (filters as Record<string, unknown>)[name] = typeof value === 'string' ? value.trim() : value;
  }
  return filters;
}

/** The candidate list of the target and kind; undefined when the target does not take the kind. */
export function candidatePath(target: PickerTarget, kind: MemberKind): string | undefined {
  if (target.target === 'PRESET_PERSON') return kind === 'CLASS' ? undefined : PRESET_CANDIDATE_PATHS[kind];
  const paths: Partial<Record<MemberKind, string>> = CANDIDATE_PATHS[target.target];
  return paths[kind];
}

/** Who the target is, as every candidate call names it. */
function targetFields(s: Pick<PickerState, 'target' | 'roleId' | 'levelId'>): Record<string, unknown> {
  const t = s.target!;
  switch (t.target) {
    case 'ROLE':
      return { isPerm: 'ROLE', permId: t.permId, roleId: s.roleId };
    case 'LABEL':
      return { isPerm: 'LABLE', permId: t.permId, roleId: s.roleId };
    case 'MATRIX_DEPT':
      return s.levelId === null ? { deptId: t.deptId } : { deptId: t.deptId, levelId: s.levelId };
    case 'CHAT_CLASS':
      return { chatClassId: t.chatClassId };
    case 'PRESET_PERSON':
      return {};
  }
}

/** The body of one candidate page for the search in force (the paged table drops empty values). */
export function candidateBody(s: PickerState, paging = { pageIndex: s.list.pageIndex, pageSize: s.list.pageSize }): Record<string, unknown> {
  return { ...targetFields(s), ...toCandidateFilters(s.kind, s.filters), ...paging };
}

export type AddRequest =
  | { call: 'perm'; body: RolePermAddBody }
  | { call: 'matrix'; body: MatrixAddBody }
  | { call: 'chat'; body: ChatAddBody }
  | { call: 'preset'; body: PersonAddBody };

/** The add call of the target with the selection on the wire: picks, or with isAll the
 *  exclusions plus the search select all applied to. Null while something it needs is missing. */
export function addRequest(s: PickerState): AddRequest | null {
  const t = s.target;
  if (!t) return null;
  const { isAll, ids } = toWire(s.selection);
  const query = isAll ? { query: s.allQuery ?? {} } : {};
  switch (t.target) {
    case 'ROLE':
    case 'LABEL': {
      if (s.roleId === null) return null;
      const body: RolePermAddBody = {
        isPerm: t.target === 'ROLE' ? 'ROLE' : 'LABLE',
        permId: t.permId,
        roleId: s.roleId,
        isAll,
        perm: ids.map((id) => ({ id, permIds: [] })),
        ...query,
      };
      if (t.target === 'LABEL' && t.parentId !== null) body.parentId = t.parentId;
      return { call: 'perm', body };
    }
    case 'MATRIX_DEPT':
      if (s.levelId === null || (s.kind !== 'STUDENT' && s.kind !== 'TEACHER')) return null;
      return { call: 'matrix', body: { deptId: t.deptId, levelId: s.levelId, userIds: commaList(ids), isAll, userType: s.kind, ...query } };
    case 'CHAT_CLASS':
      return { call: 'chat', body: { chatClassId: t.chatClassId, kind: s.kind, isAll, ids, ...query } };
    case 'PRESET_PERSON':
      if (s.kind === 'CLASS') return null;
      return { call: 'preset', body: { kind: s.kind, isAll, ids, ...query } };
  }
}
