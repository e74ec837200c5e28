// Covert users (/contactsMannage, document 002 §4 covertUser/*): people hidden from the address
// book. A person is picked from the tenant's people (queryUser, searched in the dropdown); the
// identity is copied from the person by the database. List, add and remove; clearing all
// (truncate) and the counts per identity (overview) are its tools, served by
// src/server/routes/peopleArea (domain: src/server/people/covertUsers.ts).
import { IDENTITIES } from '../../domain/people';
import { peopleLookup, personOptions } from '../peopleLookup';
import { ResourceDef } from '../types';
import labels from './labels';

export const COVERT_USER_PATHS = {
  truncate: '/api/blade-platform/covertUser/truncate',
  overview: '/api/blade-platform/covertUser/overview',
} as const;

export const covertUsers: ResourceDef = {
  key: 'covertUsers',
  labels,
  demo: () => import('./demo'),
  route: '/contactsMannage',
  table: 'covert_users',
  base: '/api/blade-platform/covertUser',
  calls: {
    list: { method: 'POST', path: 'list', shape: 'query' },
    save: { method: 'POST', path: 'save', shape: 'record' },
    remove: { method: 'POST', path: 'remove', shape: 'ids' },
  },
  lookups: { people: peopleLookup },
  // named in the history by the person (their name and number), not by a remark or a device
  titleField: 'personId',
  tools: [
    {
      key: 'overview',
      label: 'covertUser.overview',
      kind: 'summary',
      call: { method: 'GET', path: COVERT_USER_PATHS.overview },
      figures: (result) => {
        const r = result as { total: number; identities: { identity: string; count: number }[] };
        return [{ label: 'covertUser.overviewTotal', value: r.total }, ...r.identities.map((i) => ({ label: `identity.${i.identity}`, value: i.count }))];
      },
    },
    {
      key: 'truncate',
      label: 'covertUser.truncate',
      kind: 'command',
      call: { method: 'POST', path: COVERT_USER_PATHS.truncate },
      confirm: 'covertUser.truncateConfirm',
      needsRows: true,
    },
  ],
  orderBy: { column: 'created_at', direction: 'desc' },
  maxRemove: 500,
  fields: [
    {
      name: 'personId',
      column: 'person_id',
      label: 'covertUser.person',
      type: 'select',
      required: true,
      unique: true,
      filter: true,
      width: 220,
      options: personOptions,
    },
    {
      name: 'identity',
      column: 'identity',
      label: 'covertUser.identity',
      type: 'select',
      readOnly: true,
      form: false,
      filter: true,
      width: 120,
      options: { kind: 'static', items: IDENTITIES.map((value) => ({ value, label: `identity.${value}` })) },
    },
    { name: 'remark', column: 'remark', label: 'covertUser.remark', type: 'text', maxLength: 100, width: 240 },
  ],
};
