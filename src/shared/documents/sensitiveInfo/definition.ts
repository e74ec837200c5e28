// Which personal fields the console masks for whom (/sensitiveInformationConfiguration): one
// rule per sensitive field of the people lists (src/shared/people/query.ts) and identity (or
// every identity), with a masking pattern and the places it applies (the list, the person's
// detail, the Excel export), under one master switch. The server masks by the published version
// before anything leaves it (src/server/people/masking.ts); policy.ts decides which rule counts.
// Before any publish the defaults hold: ID numbers and phones masked in every list, as always.
import { IDENTITIES } from '../../domain/people';
import { MASK_PATTERNS } from '../../people/mask';
import type { DocumentDef } from '../types';
import labels from './labels';
import { ALL_IDENTITIES, SENSITIVE_FIELDS, sensitiveRule } from './rules';

export const sensitiveInfo: DocumentDef = {
  key: 'sensitiveInfo',
  labels,
  demo: () => import('./demo'),
  route: '/sensitiveInformationConfiguration',
  scope: 'tenant',
  fields: [
    { name: 'enabled', column: 'enabled', label: 'sensitiveInfo.enabled', type: 'switch' },
    {
      name: 'rules',
      column: 'rules',
      label: 'sensitiveInfo.rules',
      type: 'records',
      maxItems: 30,
      of: [
        {
          name: 'field',
          column: 'field',
          label: 'sensitiveInfo.field',
          type: 'select',
          required: true,
          options: { kind: 'static', items: SENSITIVE_FIELDS.map((f) => ({ value: f, label: `sensitiveInfo.field.${f}` })) },
        },
        {
          name: 'identity',
          column: 'identity',
          label: 'sensitiveInfo.identity',
          type: 'select',
          required: true,
          options: { kind: 'static', items: [ALL_IDENTITIES, ...IDENTITIES].map((i) => ({ value: i, label: `sensitiveInfo.identity.${i}` })) },
        },
        {
          name: 'pattern',
          column: 'pattern',
          label: 'sensitiveInfo.pattern',
          type: 'select',
          required: true,
          options: { kind: 'static', items: MASK_PATTERNS.map((p) => ({ value: p, label: `sensitiveInfo.pattern.${p}` })) },
        },
        { name: 'inList', column: 'in_list', label: 'sensitiveInfo.inList', type: 'switch', default: true },
        { name: 'inDetail', column: 'in_detail', label: 'sensitiveInfo.inDetail', type: 'switch', default: false },
        { name: 'inExport', column: 'in_export', label: 'sensitiveInfo.inExport', type: 'switch', default: false },
        { name: 'note', column: 'note', label: 'sensitiveInfo.note', type: 'text', maxLength: 100 },
      ],
    },
  ],
  defaults: {
    enabled: true,
    rules: [sensitiveRule('idNumber', 'first6Last4', true), sensitiveRule('phone', 'first3Last4', true)],
  },
};
