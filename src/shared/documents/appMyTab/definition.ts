// The app's "My" tab (/MyZOEConfig): the entries it lists (each a key the app tracks it by, a
// title, an icon from the app's built-in set, the page it opens, on or off, and its place), the
// account-security and feedback entries the app draws itself, and the text of its About page.
// The apps read the published version and show the enabled entries by ascending order.
import type { DocumentDef } from '../types';
import labels from './labels';

/** The icons the apps carry (an entry names one; the apps draw it in their own style). */
export const MY_TAB_ICONS = ['card', 'wallet', 'calendar', 'book', 'certificate', 'star', 'help', 'setting'] as const;

export interface MyTabEntry {
  key: string;
  title: string;
  icon: string;
  url: string;
  enabled: boolean;
  order: number;
}

export const appMyTab: DocumentDef = {
  key: 'appMyTab',
  labels,
  demo: () => import('./demo'),
  route: '/MyZOEConfig',
  scope: 'tenant',
  fields: [
    {
      name: 'entries',
      column: 'entries',
      label: 'appMyTab.entries',
      type: 'records',
      maxItems: 12,
      of: [
        {
          name: 'key',
          column: 'key',
          label: 'appMyTab.entryKey',
          type: 'text',
          required: true,
          maxLength: 30,
          pattern: { source: '^[a-z][A-Za-z0-9_]*$', message: 'appMyTab.entryKey.pattern' },
        },
        { name: 'title', column: 'title', label: 'appMyTab.entryTitle', type: 'text', required: true, maxLength: 8 },
        {
          name: 'icon',
          column: 'icon',
          label: 'appMyTab.entryIcon',
          type: 'select',
          required: true,
          options: { kind: 'static', items: MY_TAB_ICONS.map((value) => ({ value, label: `appMyTab.icon.${value}` })) },
        },
        { name: 'url', column: 'url', label: 'appMyTab.entryUrl', type: 'url', required: true, maxLength: 500 },
        { name: 'enabled', column: 'enabled', label: 'appMyTab.entryEnabled', type: 'switch', default: true },
        { name: 'order', column: 'sort_order', label: 'appMyTab.entryOrder', type: 'number', integer: true, required: true, min: 1, max: 99 },
      ],
    },
    { name: 'showAccountSecurity', column: 'show_account_security', label: 'appMyTab.showAccountSecurity', type: 'switch', default: true },
    { name: 'showFeedback', column: 'show_feedback', label: 'appMyTab.showFeedback', type: 'switch', default: true },
    { name: 'aboutText', column: 'about_text', label: 'appMyTab.aboutText', type: 'richText', maxLength: 2000 },
  ],
  defaults: { entries: [], showAccountSecurity: true, showFeedback: true, aboutText: null },
};
