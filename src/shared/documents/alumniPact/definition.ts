// The alumni agreement (/AlumniPact): what people accept before they first post in the alumni
// circle. The app shows the published title and body (rich text, kept to the allowlist by the
// server), records which version label a person accepted, and asks again after a change of
// version when reacceptance is required.
import type { DocumentDef } from '../types';
import labels from './labels';

export const alumniPact: DocumentDef = {
  key: 'alumniPact',
  labels,
  demo: () => import('./demo'),
  route: '/AlumniPact',
  scope: 'tenant',
  // the body may be long: 10,000 visible characters with their markup
  maxBytes: 128 * 1024,
  fields: [
    { name: 'pactTitle', column: 'pact_title', label: 'alumniPact.pactTitle', type: 'text', required: true, maxLength: 40 },
    { name: 'body', column: 'body', label: 'alumniPact.body', type: 'richText', required: true, maxLength: 10000 },
    {
      name: 'versionLabel',
      column: 'version_label',
      label: 'alumniPact.versionLabel',
      type: 'text',
      required: true,
      maxLength: 20,
      pattern: { source: '^[0-9A-Za-z][0-9A-Za-z.\\-]*$', message: 'alumniPact.versionLabelPattern' },
    },
    { name: 'effectiveDate', column: 'effective_date', label: 'alumniPact.effectiveDate', type: 'date', required: true },
    { name: 'reacceptOnChange', column: 'reaccept_on_change', label: 'alumniPact.reacceptOnChange', type: 'switch', default: true },
  ],
  defaults: { pactTitle: '校友圈用户协议', body: null, versionLabel: '1.0', effectiveDate: null, reacceptOnChange: true },
};
