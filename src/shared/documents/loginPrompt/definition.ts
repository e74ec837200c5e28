// The login page's notice (/Loginprompt): a switch, a title, rich text, a level and the days it
// shows. The console's login page and the apps read the published version.
import type { DocumentDef } from '../types';
import labels from './labels';

export const loginPrompt: DocumentDef = {
  key: 'loginPrompt',
  labels,
  demo: () => import('./demo'),
  route: '/Loginprompt',
  scope: 'tenant',
  face: 'loginPage',
  fields: [
    { name: 'enabled', column: 'enabled', label: 'loginPrompt.enabled', type: 'switch', default: false },
    { name: 'title', column: 'title', label: 'loginPrompt.noticeTitle', type: 'text', maxLength: 40 },
    { name: 'content', column: 'content', label: 'loginPrompt.content', type: 'richText', maxLength: 2000 },
    {
      name: 'level',
      column: 'level',
      label: 'loginPrompt.level',
      type: 'select',
      required: true,
      default: 'info',
      options: {
        kind: 'static',
        items: [
          { value: 'info', label: 'loginPrompt.levelInfo' },
          { value: 'warning', label: 'loginPrompt.levelWarning' },
        ],
      },
    },
    { name: 'startDate', column: 'start_date', label: 'loginPrompt.startDate', type: 'date' },
    { name: 'endDate', column: 'end_date', label: 'loginPrompt.endDate', type: 'date' },
  ],
  ranges: [{ from: 'startDate', to: 'endDate', message: 'loginPrompt.endBeforeStart' }],
  defaults: { enabled: false, title: null, content: null, level: 'info', startDate: null, endDate: null },
};
