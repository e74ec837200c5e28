// Emergency records (/deviceManage, second tab; document 000 §1, §7 emergency/List, /details):
// what people reported through the app's emergency button: who, how to reach them, what kind of
// emergency, where and when, and whether it has been dealt with. The app records them; the
// console lists and opens them, marks them dealt with (row and batch action) and exports them.
import { IDENTITIES } from '../../domain/people';
import { ResourceDef } from '../types';
import labels from './labels';

export const EMERGENCY_KINDS = ['sos', 'medical', 'security', 'fire', 'lost', 'other'] as const;

export const emergencyRecords: ResourceDef = {
  key: 'emergencyRecords',
  labels,
  demo: () => import('./demo'),
  ownTitle: 'emergencyRecord.title',
  route: '/deviceManage',
  table: 'emergency_records',
  base: '/api/blade-platform/emergency',
  calls: {
    list: { method: 'POST', path: 'List', shape: 'query' },
    detail: { method: 'POST', path: 'details' },
  },
  readOnly: true,
  detailView: true,
  exportable: true,
  actions: [
    {
      key: 'handled',
      label: 'emergencyRecord.markHandled',
      field: 'status',
      value: 2,
      call: { method: 'POST', path: 'handle', shape: 'ids' },
      row: true,
      batch: true,
      confirm: 'emergencyRecord.markHandledConfirm',
      hideWhenSet: true,
    },
  ],
  orderBy: { column: 'occurred_at', direction: 'desc' },
  // the reporter's phone and name follow the published sensitive-information rules of their identity
  masked: { fields: { phone: 'phone', personName: 'name' }, identity: 'identity' },
  fields: [
    { name: 'personName', column: 'person_name', label: 'emergencyRecord.personName', type: 'text', required: true, maxLength: 50, filter: true, width: 110 },
    { name: 'identifier', column: 'identifier', label: 'emergencyRecord.identifier', type: 'text', maxLength: 32, filter: true, width: 130 },
    {
      name: 'identity',
      column: 'identity',
      label: 'emergencyRecord.identity',
      type: 'select',
      filter: true,
      width: 110,
      options: { kind: 'static', items: IDENTITIES.map((value) => ({ value, label: `identity.${value}` })) },
    },
    { name: 'phone', column: 'phone', label: 'emergencyRecord.phone', type: 'text', maxLength: 20, width: 130 },
    {
      name: 'kind',
      column: 'kind',
      label: 'emergencyRecord.kind',
      type: 'select',
      required: true,
      filter: true,
      width: 110,
      options: { kind: 'static', items: EMERGENCY_KINDS.map((value) => ({ value, label: `emergencyRecord.kind.${value}` })) },
    },
    { name: 'location', column: 'location', label: 'emergencyRecord.location', type: 'text', maxLength: 100, filter: true, width: 200 },
    { name: 'description', column: 'description', label: 'emergencyRecord.description', type: 'textarea', maxLength: 1000, list: false },
    { name: 'occurredAt', column: 'occurred_at', label: 'emergencyRecord.occurredAt', type: 'datetime', required: true, filter: true, width: 170 },
    {
      name: 'status',
      column: 'status',
      label: 'emergencyRecord.status',
      type: 'select',
      required: true,
      default: 0,
      filter: true,
      width: 100,
      options: {
        kind: 'static',
        items: [
          { value: 0, label: 'emergencyRecord.status.new' },
          { value: 1, label: 'emergencyRecord.status.handling' },
          { value: 2, label: 'emergencyRecord.status.handled' },
        ],
      },
    },
    { name: 'device', column: 'device', label: 'emergencyRecord.device', type: 'text', maxLength: 60, list: false },
  ],
};
