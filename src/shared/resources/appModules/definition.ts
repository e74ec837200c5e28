// The apps and modules of the platform (/APPmanage, document 002 §7 platformAppsDict/list, GET):
// name, code (unique), icon (an uploaded picture), the platforms it runs on, enabled (row and
// batch actions), and an order the administrator drags. Calls other than list are ours.
import { ResourceDef } from '../types';
import { enableActions } from '../enableActions';
import labels from './labels';

export const appModules: ResourceDef = {
  key: 'appModules',
  labels,
  demo: () => import('./demo'),
  route: '/APPmanage',
  table: 'app_modules',
  base: '/api/blade-workbench/platformAppsDict',
  calls: {
    list: { method: 'GET', path: 'list', shape: 'query' },
    detail: { method: 'POST', path: 'detail' },
    submit: { method: 'POST', path: 'submit', shape: 'record' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
    adjustOrder: { method: 'POST', path: 'adjustOrder', shape: 'order' },
  },
  actions: enableActions('appModule'),
  orderField: 'sort',
  orderBy: { column: 'sort', direction: 'asc' },
  maxRemove: 100,
  detailView: true,
  fields: [
    { name: 'moduleName', column: 'module_name', label: 'appModule.name', type: 'text', required: true, maxLength: 30, unique: true, filter: true, width: 180 },
    {
      name: 'code',
      column: 'code',
      label: 'appModule.code',
      type: 'text',
      required: true,
      maxLength: 40,
      unique: true,
      filter: true,
      width: 160,
      pattern: { source: '^[A-Za-z][A-Za-z0-9_-]*$', message: 'appModule.code.pattern' },
    },
    { name: 'icon', column: 'icon', label: 'appModule.icon', type: 'image', width: 80 },
    {
      name: 'platforms',
      column: 'platforms',
      label: 'appModule.platforms',
      type: 'multiSelect',
      required: true,
      filter: true,
      width: 200,
      options: {
        kind: 'static',
        items: [
          { value: 'android', label: 'appVersion.platform.android' },
          { value: 'ios', label: 'appVersion.platform.ios' },
          { value: 'harmony', label: 'appVersion.platform.harmony' },
          { value: 'web', label: 'appModule.platform.web' },
        ],
      },
    },
    { name: 'description', column: 'description', label: 'appModule.description', type: 'textarea', maxLength: 200, list: false },
    { name: 'enabled', column: 'enabled', label: 'appModule.enabled', type: 'switch', default: true, filter: true, width: 90 },
    { name: 'sort', column: 'sort', label: 'appModule.sort', type: 'number', integer: true, min: 0, max: 999999, default: 0, width: 80 },
  ],
};
