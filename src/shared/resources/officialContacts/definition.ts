// Official contacts shown to alumni (/OfficialContact, SCREENS.md: ours, no legacy calls): a
// name, the department, a phone (a mobile or a landline with its area code), an email, the
// office address and open hours, an avatar (file/upload), enabled (row and batch actions) and an
// order the administrator drags.
import { ResourceDef } from '../types';
import { enableActions } from '../enableActions';
import labels from './labels';

/** a mainland mobile number, a landline with its area code (and an extension), or a 400/800 number */
export const CONTACT_PHONE = '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8}(-\\d{1,6})?|[48]00-?\\d{3}-?\\d{4})$';

export const officialContacts: ResourceDef = {
  key: 'officialContacts',
  labels,
  demo: () => import('./demo'),
  route: '/OfficialContact',
  table: 'official_contacts',
  base: '/api/blade-platform/officialContact',
  calls: {
    list: { method: 'POST', path: 'list', shape: 'query' },
    detail: { method: 'POST', path: 'detail' },
    submit: { method: 'POST', path: 'submit', shape: 'record' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
    adjustOrder: { method: 'POST', path: 'adjustOrder', shape: 'order' },
  },
  actions: enableActions('officialContact'),
  orderField: 'sort',
  orderBy: { column: 'sort', direction: 'asc' },
  maxRemove: 100,
  detailView: true,
  publicRead: {
    fields: ['name', 'department', 'phone', 'email', 'officeAddress', 'openHours', 'avatar'],
    when: { field: 'enabled', value: true },
  },
  fields: [
    { name: 'name', column: 'name', label: 'officialContact.name', type: 'text', required: true, maxLength: 30, filter: true, width: 130 },
    { name: 'department', column: 'department', label: 'officialContact.department', type: 'text', maxLength: 50, filter: true, width: 170 },
    {
      name: 'phone',
      column: 'phone',
      label: 'officialContact.phone',
      type: 'text',
      required: true,
      maxLength: 20,
      width: 140,
      pattern: { source: CONTACT_PHONE, message: 'officialContact.phone.pattern' },
    },
    {
      name: 'email',
      column: 'email',
      label: 'officialContact.email',
      type: 'text',
      maxLength: 100,
      width: 200,
      pattern: { source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: 'officialContact.email.pattern' },
    },
    { name: 'officeAddress', column: 'office_address', label: 'officialContact.officeAddress', type: 'text', maxLength: 100, width: 200 },
    { name: 'openHours', column: 'open_hours', label: 'officialContact.openHours', type: 'text', maxLength: 60, width: 180 },
    { name: 'avatar', column: 'avatar', label: 'officialContact.avatar', type: 'image', width: 70 },
    { name: 'enabled', column: 'enabled', label: 'officialContact.enabled', type: 'switch', default: true, filter: true, width: 80 },
    { name: 'sort', column: 'sort', label: 'officialContact.sort', type: 'number', integer: true, min: 0, max: 999999, default: 0, width: 80 },
  ],
};
