// The wire contract of the preset services (SCREENS.md /PresetRoleService, /PresetPersonalService):
// the services a role sees by default on its home screen, in order, and the personal lists of
// named people over their roles' presets. Every path is ours, under /api/blade-platform; every
// call is POST with a JSON body unless marked GET; the tenant is always the token's.
//
// A save replaces the whole ordered list in one transaction. Refused (1002, nothing saved): a
// service that is not this tenant's (named), a service listed twice (named), more than
// PRESET_MAX services, a role or person that is not this tenant's.
import { PLATFORM } from '../protocol/constants';
import type { CandidateFilters, Paging } from '../members/api';
import type { MemberKind } from '../members/constants';

const BASE = `${PLATFORM}/presetService`;

export const PRESET_PATHS = {
  /** GET → PresetRoleRow[]: the tenant's roles with member and preset counts */
  roleList: `${BASE}/roleList`,
  /** RoleDetailBody → RoleDetail */
  roleDetail: `${BASE}/roleDetail`,
  /** RoleSaveBody → SavedResult */
  roleSave: `${BASE}/roleSave`,
  /** GET → PresetService[]: the tenant's shelved services, in the catalogue's order (what may be added) */
  serviceOptions: `${BASE}/serviceOptions`,
  /** PersonListBody → Page<PresetPersonRow>: the people who have a personal preset */
  personList: `${BASE}/personList`,
  /** PersonDetailBody → PersonDetail */
  personDetail: `${BASE}/personDetail`,
  /** PersonSaveBody → SavedResult */
  personSave: `${BASE}/personSave`,
  /** PersonRemoveBody → {removed}: their personal presets go, their roles' presets stay */
  personRemove: `${BASE}/personRemove`,
  /** PersonAddBody → AddMembersResult: the member picker's add (people get an empty 'prepend' preset) */
  personAdd: `${BASE}/personAdd`,
  /** CandidateFilters & Paging → Page<CandidateRow>: the member picker's lists, people without a personal preset */
  notinStudentList: `${BASE}/notinStudentList`,
  notinTeacherList: `${BASE}/notinTeacherList`,
  notinOtherUserList: `${BASE}/notinOtherUserList`,
} as const;

/** The picker's candidate list of each kind a personal preset takes. */
export const PRESET_CANDIDATE_PATHS = {
  STUDENT: PRESET_PATHS.notinStudentList,
  TEACHER: PRESET_PATHS.notinTeacherList,
  OTHER: PRESET_PATHS.notinOtherUserList,
} as const satisfies Partial<Record<MemberKind, string>>;
export type PresetKind = keyof typeof PRESET_CANDIDATE_PATHS;

/** Services one role or person may have in its preset. */
export const PRESET_MAX = 30;

/** How a personal list meets the roles' presets: instead of them, or before them (repeats dropped). */
export const PRESET_MODES = ['replace', 'prepend'] as const;
export type PresetMode = (typeof PRESET_MODES)[number];

export interface PresetService {
  id: number;
  name: string;
  icon: string | null;
  /** 1 shelved, 0 taken off (a taken-off service stays in a preset but is not shown to people) */
  shelfStatus: number;
}

export interface PresetRoleRow {
  id: number;
  name: string;
  code: string;
  memberCount: number;
  serviceCount: number;
}

export interface RoleDetailBody {
  roleId: number;
}
export interface RoleDetail {
  roleId: number;
  services: PresetService[];
}
export interface RoleSaveBody {
  roleId: number;
  serviceIds: number[];
}
export interface SavedResult {
  count: number;
}

export interface PersonListBody extends Paging {
  /** part of the name or the identifier */
  name?: string;
}
export interface PresetPersonRow {
  personId: number;
  name: string;
  identity: string;
  /** student number, work number or account */
  identifier: string | null;
  mode: PresetMode;
  serviceCount: number;
}
export interface PersonDetailBody {
  personId: number;
}
/** Where an effective service comes from. */
export type EffectiveSource = 'person' | 'role';
export interface EffectiveService extends PresetService {
  source: EffectiveSource;
}
export interface PersonDetail {
  person: PresetPersonRow;
  /** the person's roles, whose presets the effective list reads */
  roles: { id: number; name: string }[];
  services: PresetService[];
  /** what the person's home screen shows now: shelved services they may see, at most PRESET_MAX */
  effective: EffectiveService[];
}
export interface PersonSaveBody {
  personId: number;
  mode: PresetMode;
  serviceIds: number[];
}
export interface PersonRemoveBody {
  personIds: number[];
}
export interface PersonAddBody {
  kind: PresetKind;
  isAll: boolean;
  /** isAll false: the picked people; isAll true: the excluded ones */
  ids: number[];
  /** isAll: the candidate list's filters */
  query?: CandidateFilters;
}
