// Roles of the tenant's administrators (issue 36): a name and the rights it grants (grants of the
// rights catalogue, src/shared/rights/catalogue.ts). The built-in role 全部权限 holds every right;
// it cannot be removed and its grants cannot change (`fixedRows`). A role an administrator holds
// cannot be removed (`inUse`). The grants' options come from the server, labelled in the caller's
// language (src/server/lookups/rights.ts).
import { ResourceDef } from '../types';
import labels from './labels';

export const ADMIN_ROLES_BASE = '/api/blade-system/adminRole';
export const ADMIN_ROLE_GRANTS_PATH = `${ADMIN_ROLES_BASE}/grantOptions`;

export const adminRoles: ResourceDef = {
  key: 'adminRoles',
  labels,
  demo: () => import('./demo'),
  route: '/adminRoles',
  table: 'admin_roles',
  base: ADMIN_ROLES_BASE,
  calls: {
    list: { method: 'POST', path: 'list', shape: 'query' },
    detail: { method: 'POST', path: 'detail' },
    save: { method: 'POST', path: 'save', shape: 'record' },
    update: { method: 'POST', path: 'update', shape: 'record' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
  },
  orderBy: { column: 'id', direction: 'asc' },
  maxRemove: 50,
  lookups: { grants: { method: 'POST', path: ADMIN_ROLE_GRANTS_PATH } },
  inUse: [{ table: 'admin_users', column: 'role_id', message: 'adminRole.inUse' }],
  fixedRows: { field: 'builtIn', keep: ['grants'], message: 'adminRole.builtInFixed' },
  titleField: 'name',
  fields: [
    { name: 'name', column: 'name', label: 'adminRole.name', type: 'text', required: true, maxLength: 40, unique: true, filter: true, width: 200 },
    {
      name: 'grants',
      column: 'grants',
      label: 'adminRole.grants',
      type: 'multiSelect',
      // a matrix of areas and screens in the form, the grants' labels in the list
      editor: 'rights',
      required: true,
      options: { kind: 'lookup', lookup: 'grants', valueKey: 'value', labelKey: 'label' },
    },
    { name: 'builtIn', column: 'built_in', label: 'adminRole.builtIn', type: 'switch', default: false, readOnly: true, width: 100 },
    { name: 'remark', column: 'remark', label: 'adminRole.remark', type: 'textarea', maxLength: 200 },
  ],
};
