// Flow services (/processServiceConfig, document 002 §7 flowServiceConfig/*): the online
// processes (leave, reimbursement...) offered as services. Each has a name, the key of its
// process (unique; the apps find it by getOne), a category, an icon, the roles that may use it
// and whether it is enabled (row and batch actions through batchUpdate). page, detail and
// addOrUpdate are its list, detail and submit; getNum (the counts, also read by /ProjectDetails)
// is its summary tool, read as the screen opens (onOpen: enabled of total above the list), served
// with getOne by src/server/routes/serviceCatalogue.
import { MEMBER_PATHS } from '../../members/api';
import { CATALOGUE_PATHS, FlowServiceCounts } from '../../services/catalogue';
import { enableActions } from '../enableActions';
import { ResourceDef } from '../types';
import labels from './labels';

export const FLOW_CATEGORIES = ['teaching', 'studentAffairs', 'office', 'finance', 'logistics', 'other'] as const;

export const flowServices: ResourceDef = {
  key: 'flowServices',
  labels,
  demo: () => import('./demo'),
  route: '/processServiceConfig',
  table: 'flow_services',
  base: '/api/blade-platform/flowServiceConfig',
  calls: {
    list: { method: 'POST', path: 'page', shape: 'query' },
    detail: { method: 'POST', path: 'detail' },
    submit: { method: 'POST', path: 'addOrUpdate', shape: 'record' },
  },
  lookups: { roles: { method: 'GET', path: MEMBER_PATHS.roleList } },
  // the form asks getOne whether another flow service has the process key before a save
  findByKey: { call: { method: 'GET', path: CATALOGUE_PATHS.flowGetOne }, field: 'flowKey' },
  actions: enableActions('flowService', 'batchUpdate'),
  tools: [
    {
      key: 'counts',
      label: 'flowService.counts',
      kind: 'summary',
      onOpen: true,
      call: { method: 'GET', path: CATALOGUE_PATHS.flowGetNum },
      figures: (result) => {
        const r = result as FlowServiceCounts;
        return [
          { label: 'flowService.counts.total', value: r.total },
          { label: 'flowService.counts.enabled', value: r.enabled },
        ];
      },
    },
  ],
  orderBy: { column: 'created_at', direction: 'desc' },
  detailView: true,
  fields: [
    { name: 'name', column: 'name', label: 'flowService.name', type: 'text', required: true, maxLength: 30, unique: true, filter: true, width: 180 },
    {
      name: 'flowKey',
      column: 'flow_key',
      label: 'flowService.flowKey',
      type: 'text',
      required: true,
      maxLength: 64,
      unique: true,
      filter: true,
      width: 180,
      pattern: { source: '^[A-Za-z][A-Za-z0-9_.:-]*$', message: 'flowService.flowKey.pattern' },
    },
    {
      name: 'category',
      column: 'category',
      label: 'flowService.category',
      type: 'select',
      required: true,
      filter: true,
      width: 110,
      options: { kind: 'static', items: FLOW_CATEGORIES.map((value) => ({ value, label: `flowService.category.${value}` })) },
    },
    { name: 'icon', column: 'icon', label: 'flowService.icon', type: 'image', width: 70 },
    {
      name: 'roleIds',
      column: 'role_ids',
      label: 'flowService.roles',
      type: 'multiSelect',
      width: 200,
      options: { kind: 'lookup', lookup: 'roles', valueKey: 'id', labelKey: 'name', valueType: 'number' },
    },
    { name: 'enabled', column: 'enabled', label: 'flowService.enabled', type: 'switch', default: true, filter: true, width: 80 },
    { name: 'description', column: 'description', label: 'flowService.description', type: 'textarea', maxLength: 500, list: false },
  ],
};
