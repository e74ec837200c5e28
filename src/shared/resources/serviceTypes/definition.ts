// Service classifications (/serviceClassifyType, document 002 §7 serviceType/list, submit,
// remove): a name (unique), an icon (an uploaded picture) and an order the administrator drags
// (adjustOrder is ours). A type still given to a service cannot be removed.
import { ResourceDef } from '../types';
import { orderedListParts, sortField } from '../orderedList';
import labels from './labels';

export const serviceTypes: ResourceDef = {
  key: 'serviceTypes',
  labels,
  demo: () => import('./demo'),
  route: '/serviceClassifyType',
  table: 'service_types',
  base: '/api/blade-platform/serviceType',
  ...orderedListParts(),
  publicRead: { fields: ['name', 'icon'] },
  inUse: [{ table: 'services', column: 'type_id', message: 'serviceType.inUse' }],
  fields: [
    { name: 'name', column: 'name', label: 'serviceType.name', type: 'text', required: true, maxLength: 20, unique: true, filter: true, width: 200 },
    { name: 'icon', column: 'icon', label: 'serviceType.icon', type: 'image', width: 80 },
    sortField('serviceType'),
  ],
};
