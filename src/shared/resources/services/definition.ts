// The services of the service hall (/serviceList, document 000 §7 serviceInfo/list, submit,
// updateStatus, remove; adjustOrder is ours): a name (unique), an icon (an uploaded picture),
// the address it opens (the url rule), its classification, the scenes it belongs to, who sees
// it (identities, roles and labels of the member picker), the listing marks shown on it, its
// shelf status (shelved or taken off, row and batch actions) and an order the administrator
// drags. The option lists are the other catalogue collections' rows (serviceType/options,
// serviceScene/options, baseService/getShelfLabel) and the members' roles and labels
// (baseService/getRoleList, getEduLableList); getAllServerDict answers them all at once, and the
// screen reads them through it (lookupBundle; the lookups' providers still check a save). The
// order and the listing marks are edited in place in the table through serviceItem/update
// (inlineEdit). Table `services` is the contract other screens read.
import { IDENTITIES } from '../../domain/people';
import { MEMBER_PATHS } from '../../members/api';
import { CATALOGUE_PATHS, SERVICE_ITEM_FIELDS, SHELF_STATUS } from '../../services/catalogue';
import { ActionDef, OptionSource, ResourceDef } from '../types';
import labels from './labels';

const byId = (lookup: string): OptionSource => ({ kind: 'lookup', lookup, valueKey: 'id', labelKey: 'name', valueType: 'number' });

const shelfAction = (key: 'shelve' | 'takeOff', value: number): ActionDef => ({
  key,
  label: `service.${key}`,
  field: 'shelfStatus',
  value,
  call: { method: 'POST', path: 'updateStatus', shape: 'ids' },
  row: true,
  batch: true,
  ...(value === SHELF_STATUS.takenOff ? { confirm: 'service.takeOffConfirm' } : {}),
  hideWhenSet: true,
});

export const services: ResourceDef = {
  key: 'services',
  labels,
  demo: () => import('./demo'),
  route: '/serviceList',
  table: 'services',
  base: '/api/blade-platform/serviceInfo',
  calls: {
    list: { method: 'POST', path: 'list', shape: 'query' },
    detail: { method: 'POST', path: 'detail' },
    submit: { method: 'POST', path: 'submit', shape: 'record' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
    adjustOrder: { method: 'POST', path: 'adjustOrder', shape: 'order' },
  },
  lookups: {
    types: { method: 'GET', path: CATALOGUE_PATHS.typeOptions, rowsOf: { collection: 'serviceTypes', fields: ['name', 'icon'] } },
    scenes: { method: 'GET', path: CATALOGUE_PATHS.sceneOptions, rowsOf: { collection: 'serviceScenes', fields: ['name'] } },
    marks: { method: 'GET', path: CATALOGUE_PATHS.shelfLabels, rowsOf: { collection: 'listingMarks', fields: ['name', 'color'] } },
    roles: { method: 'GET', path: MEMBER_PATHS.roleList },
    labels: { method: 'GET', path: MEMBER_PATHS.labelList },
  },
  lookupBundle: { method: 'GET', path: CATALOGUE_PATHS.allServerDict, answers: ['types', 'scenes', 'marks', 'roles', 'labels'] },
  inlineEdit: { call: { method: 'POST', path: CATALOGUE_PATHS.serviceItemUpdate, shape: 'record' }, fields: [...SERVICE_ITEM_FIELDS] },
  actions: [shelfAction('shelve', SHELF_STATUS.shelved), shelfAction('takeOff', SHELF_STATUS.takenOff)],
  orderField: 'sort',
  orderBy: { column: 'sort', direction: 'asc' },
  maxRemove: 100,
  detailView: true,
  // the apps' catalogue: shelved services; who sees them by role or label stays the presets' read
  publicRead: {
    fields: ['name', 'icon', 'url', 'typeId', 'sceneIds', 'identities', 'markIds', 'description'],
    when: { field: 'shelfStatus', value: SHELF_STATUS.shelved },
  },
  fields: [
    { name: 'name', column: 'name', label: 'service.name', type: 'text', required: true, maxLength: 30, unique: true, filter: true, width: 160 },
    { name: 'icon', column: 'icon', label: 'service.icon', type: 'image', width: 70 },
    { name: 'url', column: 'url', label: 'service.url', type: 'url', required: true, maxLength: 500, width: 220 },
    { name: 'typeId', column: 'type_id', label: 'service.type', type: 'select', required: true, filter: true, width: 110, options: byId('types') },
    { name: 'sceneIds', column: 'scene_ids', label: 'service.scenes', type: 'multiSelect', filter: true, width: 160, options: byId('scenes') },
    {
      name: 'identities',
      column: 'identities',
      label: 'service.identities',
      type: 'multiSelect',
      required: true,
      filter: true,
      width: 200,
      options: { kind: 'static', items: IDENTITIES.map((value) => ({ value, label: `identity.${value}` })) },
    },
    { name: 'roleIds', column: 'role_ids', label: 'service.roles', type: 'multiSelect', list: false, options: byId('roles') },
    { name: 'labelIds', column: 'label_ids', label: 'service.labels', type: 'multiSelect', list: false, options: byId('labels') },
    { name: 'markIds', column: 'mark_ids', label: 'service.marks', type: 'multiSelect', filter: true, width: 120, options: byId('marks') },
    {
      name: 'shelfStatus',
      column: 'shelf_status',
      label: 'service.shelfStatus',
      type: 'select',
      form: false,
      filter: true,
      default: SHELF_STATUS.shelved,
      width: 90,
      options: {
        kind: 'static',
        items: [
          { value: SHELF_STATUS.shelved, label: 'service.shelfStatus.shelved' },
          { value: SHELF_STATUS.takenOff, label: 'service.shelfStatus.takenOff' },
        ],
      },
    },
    { name: 'sort', column: 'sort', label: 'service.sort', type: 'number', integer: true, min: 0, max: 999999, default: 0, width: 70 },
    { name: 'description', column: 'description', label: 'service.description', type: 'textarea', maxLength: 500, list: false },
  ],
};
