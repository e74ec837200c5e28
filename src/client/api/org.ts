// Typed calls of the organisation trees (document 000 §7 and ours, src/shared/people/api.ts).
// The unit list goes through the paged table's fetchPage with ORG_PATHS.unitList.
import type { Envelope } from '../../shared/protocol';
import { ORG_PATHS, OrgTreeNode } from '../../shared/people/api';
import type { Api } from './types';

/** Which tree a screen reads: in-school classes (students), new-student classes, the college
 *  tree without its classes (graduates by faculty or major), departments (staff), or every unit
 *  (the organisation screen). */
export type OrgTreeKind = 'studentClasses' | 'newStudentClasses' | 'majors' | 'depts' | 'units';

export function fetchOrgTree(api: Api, kind: OrgTreeKind): Promise<Envelope<OrgTreeNode[]>> {
  switch (kind) {
    case 'studentClasses':
      return api.request<OrgTreeNode[]>({ method: 'POST', url: ORG_PATHS.collegeMajorTree, data: { classType: 'OLD' } });
    case 'newStudentClasses':
      return api.request<OrgTreeNode[]>({ method: 'GET', url: ORG_PATHS.newStudentOrganization });
    case 'majors':
      return api.request<OrgTreeNode[]>({ method: 'POST', url: ORG_PATHS.collegeMajorTree, data: {} });
    case 'depts':
      return api.request<OrgTreeNode[]>({ method: 'POST', url: ORG_PATHS.deptTree, data: {} });
    case 'units':
      return api.request<OrgTreeNode[]>({ method: 'POST', url: ORG_PATHS.unitTree, data: {} });
  }
}

/** One department and the departments below it (document 000 §7 getEduDeptInfoTreeByDeptId):
 *  [node], or 1002 when the id is no department of the tenant. */
export const fetchDeptBranch = (api: Api, deptId: number): Promise<Envelope<OrgTreeNode[]>> =>
  api.request<OrgTreeNode[]>({ method: 'POST', url: ORG_PATHS.deptTreeByDeptId, data: { deptId } });
