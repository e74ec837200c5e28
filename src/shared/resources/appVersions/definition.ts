// App versions (/APPVersionsManage, document 000 §7 platformAppVersionManage): platform, version
// number, build, force-update flag, notes, download address, published and publish time. The
// table (app_versions) is written by hand in migration 018 as the issue 12 contract fixes it.
import { ResourceDef } from '../types';
import labels from './labels';

export const appVersions: ResourceDef = {
  key: 'appVersions',
  labels,
  demo: () => import('./demo'),
  route: '/APPVersionsManage',
  table: 'app_versions',
  base: '/api/blade-platform/platformAppVersionManage',
  calls: {
    list: { method: 'POST', path: 'getAppVersionList', shape: 'query' },
    submit: { method: 'POST', path: 'saveOrUpdateAppVersion', shape: 'record' },
    remove: { method: 'POST', path: 'deleteVersionByIds', shape: 'ids' },
  },
  orderBy: { column: 'build', direction: 'desc' },
  maxRemove: 100,
  exportable: true,
  fields: [
    {
      name: 'platform',
      column: 'platform',
      label: 'appVersion.platform',
      type: 'select',
      required: true,
      filter: true,
      width: 110,
      options: {
        kind: 'static',
        items: [
          { value: 'android', label: 'appVersion.platform.android' },
          { value: 'ios', label: 'appVersion.platform.ios' },
          { value: 'harmony', label: 'appVersion.platform.harmony' },
        ],
      },
    },
    {
      name: 'version',
      column: 'version',
      label: 'appVersion.version',
      type: 'text',
      required: true,
      maxLength: 20,
      filter: true,
      width: 110,
      pattern: { source: '^\\d{1,4}(\\.\\d{1,4}){1,3}$', message: 'appVersion.version.pattern' },
    },
    { name: 'build', column: 'build', label: 'appVersion.build', type: 'number', integer: true, required: true, min: 1, max: 2147483647, width: 100 },
    { name: 'forceUpdate', column: 'force_update', label: 'appVersion.forceUpdate', type: 'switch', default: false, filter: true, width: 100 },
    { name: 'notes', column: 'notes', label: 'appVersion.notes', type: 'textarea', maxLength: 1000, list: false },
    { name: 'downloadUrl', column: 'download_url', label: 'appVersion.downloadUrl', type: 'url', required: true, maxLength: 500, width: 260 },
    { name: 'published', column: 'published', label: 'appVersion.published', type: 'switch', default: false, filter: true, width: 90 },
    {
      name: 'publishedAt',
      column: 'published_at',
      label: 'appVersion.publishedAt',
      type: 'datetime',
      filter: true,
      width: 170,
      // the download page names the current version by its publish time (尚未发布 without one)
      requiredWhen: { field: 'published', value: true },
    },
  ],
};
