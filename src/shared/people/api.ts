// The wire contract of the people lists and the organisation calls (document 002 §7 for the
// teacher, student and new-student lists; document 000 §7 for the trees; the graduate and
// other-user lists, the detail calls and the unit list are ours, named in the same manner).
// Server and console both read the paths and shapes from here.
import { WORKBENCH } from '../protocol/constants';
import type { ClassType, Identity, OrgUnitType } from '../domain/people';
import type { PeopleQueryExtras } from './query';

/** The legacy path family of each identity's calls. */
export const PEOPLE_API_FAMILY: Record<Identity, string> = {
  NEW_STUDENT: 'edunewstudentinfo',
  STUDENT: 'edustudentinfo',
  GRADUATE_STUDENT: 'edugraduateinfo',
  TEACHER: 'eduteacherinfo',
  OTHER: 'eduotheruserinfo',
};

/** Each identity's list: POST PeopleListBody → {data: PersonRow[], total}; 1004 when nothing matches. */
export const PEOPLE_LIST_PATHS = Object.fromEntries(
  Object.entries(PEOPLE_API_FAMILY).map(([identity, family]) => [identity, `${WORKBENCH}/${family}/list/role`]),
) as Record<Identity, string>;
export const peopleListPath = (identity: Identity) => PEOPLE_LIST_PATHS[identity];
/** POST {tenantId, id} → PersonDetail; 1002 when the id is not this tenant's person of this identity. */
export const personDetailPath = (identity: Identity) => `${WORKBENCH}/${PEOPLE_API_FAMILY[identity]}/detail`;

export const ORG_PATHS = {
  /** POST {tenantId, classType?, grade?} → OrgTreeNode[]: campus → faculty → major → class */
  collegeMajorTree: `${WORKBENCH}/eduClassInfo/getCollegeMajorTree`,
  /** GET → OrgTreeNode[]: campus → faculty → major → new-student classes only */
  newStudentOrganization: `${WORKBENCH}/edunewstudentinfo/newStudentOranization`,
  /** POST {tenantId} → OrgTreeNode[]: campuses, faculties, units and organisations */
  deptTree: `${WORKBENCH}/eduteacherinfo/getEduDeptInfoTree`,
  /** POST {tenantId, deptId} → [OrgTreeNode]: that department and the departments below it */
  deptTreeByDeptId: `${WORKBENCH}/eduteacherinfo/getEduDeptInfoTreeByDeptId`,
  /** POST {tenantId} → OrgTreeNode[]: every unit of every type (the organisation screen) */
  unitTree: `${WORKBENCH}/orgUnit/tree`,
  /** POST OrgUnitListBody → {data: OrgUnitRow[], total}; 1004 when nothing matches */
  unitList: `${WORKBENCH}/orgUnit/list`,
} as const;

/** The filters of a people list; empty values are not sent (the paged table drops them). */
export interface PeopleFilters {
  /** part of the name */
  name?: string;
  /** the identity's own number (new students: exam or student number), whole or its start */
  identifier?: string;
  idNumber?: string;
  phone?: string;
  gender?: number;
  currentStatus?: string;
  presentState?: string;
  /** a unit and every unit below it */
  orgUnitId?: number;
  classId?: number;
  grade?: string;
}
export const PEOPLE_FILTER_NAMES = [
  'name',
  'identifier',
  'idNumber',
  'phone',
  'gender',
  'currentStatus',
  'presentState',
  'orgUnitId',
  'classId',
  'grade',
] as const;
export type PeopleFilterName = (typeof PEOPLE_FILTER_NAMES)[number];

export interface PeopleListBody extends PeopleFilters, PeopleQueryExtras {
  tenantId?: string;
  pageIndex?: number;
  pageSize?: number;
}

/** One list row. ID number and phone are masked here; the detail call has them whole. */
export interface PersonRow {
  id: number;
  identity: Identity;
  name: string;
  /** dictionary gender: 1 male, 2 female */
  gender: number | null;
  /** the identity's own number: exam number (new students), student number (students,
   *  graduates), work number (teachers), account (others) */
  identifier: string | null;
  studentNo: string | null;
  examNo: string | null;
  workNo: string | null;
  account: string | null;
  /** e.g. 110105********002X */
  idNumber: string | null;
  /** e.g. 138****8000 */
  phone: string | null;
  orgUnitId: number | null;
  unitName: string | null;
  classId: number | null;
  className: string | null;
  currentStatus: string | null;
  presentState: string | null;
  grade: string | null;
  hasPhoto: boolean;
  /** the photo's thumbnail, a signed link (src/shared/photos/api.ts); null without a photo */
  thumbUrl?: string | null;
  /** ISO time */
  createdAt: string;
}

export interface OrgPathStep {
  id: number;
  name: string;
  type: OrgUnitType;
}

export interface PersonDetail extends PersonRow {
  email: string | null;
  updatedAt: string;
  /** from the campus down to the person's class (or unit) */
  orgPath: OrgPathStep[];
}

export interface OrgTreeNode {
  id: number;
  parentId: number | null;
  type: OrgUnitType;
  code: string;
  name: string;
  sort: number;
  grade: string | null;
  classType: ClassType | null;
  children: OrgTreeNode[];
}

export interface OrgUnitListBody {
  tenantId?: string;
  pageIndex?: number;
  pageSize?: number;
  /** the unit whose children are listed; without it: the top-level units, or, when a type or
   *  name is given, matching units at any level */
  parentId?: number;
  type?: OrgUnitType;
  name?: string;
}

export interface OrgUnitRow {
  id: number;
  parentId: number | null;
  parentName: string | null;
  type: OrgUnitType;
  code: string;
  name: string;
  sort: number;
  grade: string | null;
  classType: ClassType | null;
  childCount: number;
  /** people in the unit and every unit below it */
  peopleCount: number;
  /** the same, by identity (identities with nobody are left out) */
  peopleByIdentity: Partial<Record<Identity, number>>;
}
