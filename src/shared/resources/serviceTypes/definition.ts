// Service classifications (/serviceClassifyType, document 002 §7 serviceType/list, submit,
// remove): a name (unique), an icon (an uploaded picture) and an order the administrator drags
// (adjustOrder is ours). A type still given to a service cannot be removed.
import { ResourceDef } from '../types';
import labels from './labels';

export const serviceTypes: ResourceDef = {
  key: 'serviceTypes',
  labels,
  demo: () => import('./demo'),
  title: 'serviceType.title',
  route: '/serviceClassifyType',
  table: 'service_types',
  base: '/api/blade-platform/serviceType',
  calls: {
    list: { method: 'POST', path: 'list', shape: 'query' },
    submit: { method: 'POST', path: 'submit', shape: 'record' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
    adjustOrder: { method: 'POST', path: 'adjustOrder', shape: 'order' },
  },
  orderField: 'sort',
  orderBy: { column: 'sort', direction: 'asc' },
  maxRemove: 100,
  inUse: [{ table: 'services', column: 'type_id', message: 'serviceType.inUse' }],
  fields: [
    { name: 'name', column: 'name', label: 'serviceType.name', type: 'text', required: true, maxLength: 20, unique: true, filter: true, width: 200 },
    { name: 'icon', column: 'icon', label: 'serviceType.icon', type: 'image', width: 80 },
    { name: 'sort', column: 'sort', label: 'serviceType.sort', type: 'number', integer: true, min: 0, max: 999999, default: 0, width: 80 },
  ],
};
