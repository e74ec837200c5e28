// The visit log (/serviceAccessRecordVisitLog, document 002 §7 visitLog/list, /getServicePreview):
// every visit the platform's apps recorded (src/server/appCalls/visits.ts), newest first: the
// service, the account and, when it names one of the tenant's people, the person's name, the
// identity, the client and when. Read-only (no write call), exported through the export job. The
// table is migration 026's event log (bigint ids, no created_at / updated_at, the instant in
// timestamptz); its index (tenant_id, visited_at desc, id desc) serves the list's order, and a
// large log's total stops counting at countCap. getServicePreview: one visit with its service's
// name, icon and address.
import { IDENTITIES } from '../../domain/people';
import { APP_CLIENTS } from '../../appCalls/api';
import { FieldDef, ResourceDef } from '../types';
import labels from './labels';

/** a value read from the visit's service (getServicePreview) */
const ofService = (name: string, column: string, type: FieldDef['type'], label: string): FieldDef => ({
  name,
  column: `service_${column}`,
  label,
  type,
  list: false,
  form: false,
  joined: { table: 'services', on: 'service_id', column },
});

export const visitLog: ResourceDef = {
  key: 'visitLog',
  labels,
  demo: () => import('./demo'),
  route: '/serviceAccessRecordVisitLog',
  table: 'service_visits',
  base: '/api/blade-platform/visitLog',
  calls: {
    list: { method: 'POST', path: 'list', shape: 'query' },
    detail: { method: 'POST', path: 'getServicePreview' },
  },
  lookups: {
    services: { method: 'GET', path: 'serviceOptions', rowsOf: { collection: 'services', fields: ['name'] } },
  },
  readOnly: true,
  timestamps: false,
  countCap: 10_000,
  orderBy: { column: 'visited_at', direction: 'desc' },
  exportable: true,
  detailView: true,
  fields: [
    {
      name: 'service',
      column: 'service_id',
      label: 'visitLog.service',
      type: 'select',
      form: false,
      filter: true,
      width: 160,
      options: { kind: 'lookup', lookup: 'services', valueKey: 'id', labelKey: 'name', valueType: 'number' },
    },
    { name: 'account', column: 'account', label: 'visitLog.account', type: 'text', form: false, maxLength: 50, filter: true, width: 130 },
    {
      name: 'personName',
      column: 'person_name',
      label: 'visitLog.personName',
      type: 'text',
      form: false,
      width: 110,
      joined: { table: 'people', on: 'person_id', column: 'name' },
    },
    {
      name: 'identity',
      column: 'identity',
      label: 'visitLog.identity',
      type: 'select',
      form: false,
      filter: true,
      width: 120,
      options: { kind: 'static', items: IDENTITIES.map((value) => ({ value, label: `identity.${value}` })) },
    },
    {
      name: 'client',
      column: 'client',
      label: 'visitLog.client',
      type: 'select',
      form: false,
      filter: true,
      width: 100,
      options: { kind: 'static', items: APP_CLIENTS.map((value) => ({ value, label: `visitLog.client.${value}` })) },
    },
    { name: 'visitedAt', column: 'visited_at', label: 'visitLog.visitedAt', type: 'datetime', instant: true, form: false, filter: true, width: 170 },
    ofService('serviceName', 'name', 'text', 'service.name'),
    ofService('serviceIcon', 'icon', 'image', 'service.icon'),
    ofService('serviceUrl', 'url', 'url', 'service.url'),
  ],
};
