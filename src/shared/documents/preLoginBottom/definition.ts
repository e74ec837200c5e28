// The bottom of the page before login (/LoginInAdvanceBottomInformation): up to ten links (text,
// address, order, shown or not), the copyright line, the ICP filing number, the contact phone
// and the address. The apps read the published version; the documented calls
// platformPrepareLoginButtomConfig/detail (GET) and /submit (the generic detail and save) are
// src/server/routes/documents/calls.ts, /checkLinks (every link checked by the url rule, never
// fetched; the screen's checkLinks panel) src/server/routes/documents/preLogin.ts.
import type { DocumentDef } from '../types';
import labels from './labels';

/** One bottom link as the document stores it. */
export interface BottomLink {
  text: string;
  url: string;
  order: number;
  enabled: boolean;
}

export const PRE_LOGIN_BOTTOM_BASE = '/api/blade-platform/platformPrepareLoginButtomConfig';
export const PRE_LOGIN_BOTTOM_DETAIL = `${PRE_LOGIN_BOTTOM_BASE}/detail`;
export const LINKS_MAX = 10;
export const LINK_URL_MAX = 500;

export const preLoginBottom: DocumentDef = {
  key: 'preLoginBottom',
  labels,
  demo: () => import('./demo'),
  route: '/LoginInAdvanceBottomInformation',
  serverRoutes: 'preLoginBottom',
  scope: 'tenant',
  face: 'preLoginPage',
  documented: { detail: PRE_LOGIN_BOTTOM_DETAIL, detailByGet: true, save: `${PRE_LOGIN_BOTTOM_BASE}/submit` },
  calls: { checkLinks: { method: 'POST', path: `${PRE_LOGIN_BOTTOM_BASE}/checkLinks`, kind: 'read' } },
  panel: 'checkLinks',
  fields: [
    {
      name: 'links',
      column: 'links',
      label: 'preLoginBottom.links',
      type: 'records',
      maxItems: LINKS_MAX,
      of: [
        { name: 'text', column: 'text', label: 'preLoginBottom.linkText', type: 'text', required: true, maxLength: 20 },
        { name: 'url', column: 'url', label: 'preLoginBottom.linkUrl', type: 'url', required: true, maxLength: LINK_URL_MAX },
        { name: 'order', column: 'sort_order', label: 'preLoginBottom.linkOrder', type: 'number', integer: true, min: 0, max: 999, default: 0 },
        { name: 'enabled', column: 'enabled', label: 'preLoginBottom.linkEnabled', type: 'switch', default: true },
      ],
    },
    { name: 'copyrightText', column: 'copyright_text', label: 'preLoginBottom.copyrightText', type: 'text', maxLength: 100 },
    { name: 'icpText', column: 'icp_text', label: 'preLoginBottom.icpText', type: 'text', maxLength: 50 },
    {
      name: 'contactPhone',
      column: 'contact_phone',
      label: 'preLoginBottom.contactPhone',
      type: 'text',
      maxLength: 20,
      pattern: { source: '^\\+?[0-9][0-9 -]{2,18}[0-9]$', message: 'preLoginBottom.contactPhone.pattern' },
    },
    { name: 'address', column: 'address', label: 'preLoginBottom.address', type: 'text', maxLength: 100 },
  ],
  defaults: { links: [], copyrightText: null, icpText: null, contactPhone: null, address: null },
};
