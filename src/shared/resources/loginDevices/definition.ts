// Login devices per person (/deviceManage, document 000 §7 loginequipment/List): the person, the
// device, its system and app version, the last sign-in and its address. Read-only: the app
// records them; the administrator signs a device out (sets `revoked`, row and batch action).
import { peopleLookup, personOptions } from '../peopleLookup';
import { ResourceDef } from '../types';
import labels from './labels';

export const loginDevices: ResourceDef = {
  key: 'loginDevices',
  labels,
  demo: () => import('./demo'),
  ownTitle: 'loginDevice.title',
  route: '/deviceManage',
  table: 'login_devices',
  base: '/api/blade-platform/loginequipment',
  calls: { list: { method: 'POST', path: 'List', shape: 'query' } },
  readOnly: true,
  actions: [
    {
      key: 'signOut',
      label: 'loginDevice.signOut',
      field: 'revoked',
      value: true,
      call: { method: 'POST', path: 'signOut', shape: 'ids' },
      row: true,
      batch: true,
      confirm: 'loginDevice.signOutConfirm',
      hideWhenSet: true,
    },
  ],
  lookups: { people: peopleLookup },
  // named in the history by the person (their name and number), not by a remark or a device
  titleField: 'personId',
  orderBy: { column: 'last_login_at', direction: 'desc' },
  fields: [
    { name: 'personId', column: 'person_id', label: 'loginDevice.person', type: 'select', required: true, filter: true, width: 200, options: personOptions },
    { name: 'deviceModel', column: 'device_model', label: 'loginDevice.deviceModel', type: 'text', required: true, maxLength: 60, filter: true, width: 160 },
    { name: 'os', column: 'os', label: 'loginDevice.os', type: 'text', maxLength: 40, filter: true, width: 120 },
    { name: 'appVersion', column: 'app_version', label: 'loginDevice.appVersion', type: 'text', maxLength: 20, width: 100 },
    { name: 'lastLoginAt', column: 'last_login_at', label: 'loginDevice.lastLoginAt', type: 'datetime', required: true, filter: true, width: 170 },
    { name: 'ip', column: 'ip', label: 'loginDevice.ip', type: 'text', maxLength: 45, filter: true, width: 130 },
    { name: 'revoked', column: 'revoked', label: 'loginDevice.revoked', type: 'switch', default: false, filter: true, width: 90 },
  ],
};
