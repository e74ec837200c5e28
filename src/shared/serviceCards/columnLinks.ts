// What a card column is tied to beyond its field (document 002 §7 cardcolumnconfig/getRoleListClass,
// getFlowType, getBusTypeName, getParamTypeList, getServiceList, teacher/dropList): the roles that
// see it (offered grouped by the identity of their members), the flow (process) service it takes
// its data from, the business type it belongs to, the service a tap on it opens and the teacher who
// handles it. The option lists come from the tenant's own tables (roles, flow services, service
// types, services, teachers); the column stores ids and the flow's key, checked on submit.
import type { ParamType } from './sources';

/** the identity classes roles are grouped by: of their members (a class member is a student's) */
export const ROLE_CLASSES = ['TEACHER', 'STUDENT', 'OTHER', 'NONE'] as const;
export type RoleClass = (typeof ROLE_CLASSES)[number];

/** getRoleListClass: one group per class holding roles, each role once per class of its members */
export interface RoleClassGroup {
  roleClass: RoleClass;
  roles: { id: number; name: string; code: string }[];
}

/** getFlowType: the tenant's enabled flow services (flowServiceConfig), by process key */
export interface FlowTypeOption {
  flowKey: string;
  name: string;
  category: string;
}

/** getBusTypeName: the tenant's business (service) types */
export interface BusTypeOption {
  id: number;
  name: string;
}

export const PARAM_TYPES: readonly ParamType[] = ['text', 'number', 'datetime'];

/** getParamTypeList: a parameter type with its i18n label; with a data source and API, only the
 *  types its params use, and where (request, return) */
export interface ParamTypeOption {
  key: ParamType;
  label: string;
  request: boolean;
  return: boolean;
}

/** getServiceList: the services on the shelf a column may open */
export interface ServiceOption {
  id: number;
  name: string;
  url: string;
  typeName: string | null;
}

/** teacher/dropList: a teacher to pick, by name or work number, paged (remote select: page 1, 40) */
export interface TeacherOption {
  id: number;
  name: string;
  workNo: string | null;
  unitName: string | null;
}
export interface TeacherDropListBody {
  name?: string;
  pageIndex?: number;
  pageSize?: number;
}
export const TEACHER_PICK_PAGE_SIZE = 40;
export const SERVICE_PICK_MAX = 200;
export const MAX_COLUMN_ROLES = 50;

/** a column's ties (all optional: no roles means every role sees it) */
export interface ColumnLinks {
  roleIds: number[];
  flowKey: string | null;
  busTypeId: number | null;
  serviceId: number | null;
  ownerId: number | null;
}
export const NO_LINKS: ColumnLinks = { roleIds: [], flowKey: null, busTypeId: null, serviceId: null, ownerId: null };
