// Service scenes (/serviceClassifyScene, document 000 §7 serviceScene/list, submit, remove): the
// occasions services are grouped by in the apps (enrolment, daily study, leaving): a name
// (unique), a description and an order the administrator drags (adjustOrder is ours). A scene
// still named by a service cannot be removed.
import { ResourceDef } from '../types';
import { orderedListParts, sortField } from '../orderedList';
import labels from './labels';

export const serviceScenes: ResourceDef = {
  key: 'serviceScenes',
  labels,
  demo: () => import('./demo'),
  route: '/serviceClassifyScene',
  table: 'service_scenes',
  base: '/api/blade-platform/serviceScene',
  ...orderedListParts(),
  publicRead: { fields: ['name', 'description'] },
  inUse: [{ table: 'services', column: 'scene_ids', array: true, message: 'serviceScene.inUse' }],
  fields: [
    { name: 'name', column: 'name', label: 'serviceScene.name', type: 'text', required: true, maxLength: 20, unique: true, filter: true, width: 200 },
    { name: 'description', column: 'description', label: 'serviceScene.description', type: 'textarea', maxLength: 200, width: 320 },
    sortField('serviceScene'),
  ],
};
