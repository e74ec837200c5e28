// The app's unified communication settings (/AppUccn): whether the app sends push
// notifications and on which channels (the channel codes are the platform's: a channel is
// renamed or switched, never added), quiet hours when pushes wait silently, how long messages
// stay in the app's inbox, and the announcement banner on the message centre with its dates.
// The apps read the published version.
import type { DocumentDef } from '../types';
import labels from './labels';

/** One push channel as the document stores it. */
export interface PushChannel {
  code: string;
  name: string;
  enabled: boolean;
}

const channel = (code: string, name: string, enabled: boolean): PushChannel => ({ code, name, enabled });
const HOUR_MINUTE = { source: '^([01][0-9]|2[0-3]):[0-5][0-9]$', message: 'appMessaging.time.pattern' };

export const appMessaging: DocumentDef = {
  key: 'appMessaging',
  labels,
  demo: () => import('./demo'),
  route: '/AppUccn',
  scope: 'tenant',
  fields: [
    { name: 'pushEnabled', column: 'push_enabled', label: 'appMessaging.pushEnabled', type: 'switch', default: true },
    {
      name: 'channels',
      column: 'channels',
      label: 'appMessaging.channels',
      type: 'records',
      maxItems: 10,
      of: [
        { name: 'code', column: 'code', label: 'appMessaging.channelCode', type: 'text', readOnly: true },
        { name: 'name', column: 'name', label: 'appMessaging.channelName', type: 'text', required: true, maxLength: 10 },
        { name: 'enabled', column: 'enabled', label: 'appMessaging.channelEnabled', type: 'switch', default: true },
      ],
    },
    { name: 'quietHoursEnabled', column: 'quiet_hours_enabled', label: 'appMessaging.quietHoursEnabled', type: 'switch', default: false },
    { name: 'quietStart', column: 'quiet_start', label: 'appMessaging.quietStart', type: 'text', maxLength: 5, pattern: HOUR_MINUTE },
    { name: 'quietEnd', column: 'quiet_end', label: 'appMessaging.quietEnd', type: 'text', maxLength: 5, pattern: HOUR_MINUTE },
    {
      name: 'retentionDays',
      column: 'retention_days',
      label: 'appMessaging.retentionDays',
      type: 'number',
      integer: true,
      required: true,
      min: 7,
      max: 365,
    },
    { name: 'bannerEnabled', column: 'banner_enabled', label: 'appMessaging.bannerEnabled', type: 'switch', default: false },
    { name: 'bannerText', column: 'banner_text', label: 'appMessaging.bannerText', type: 'text', maxLength: 60 },
    { name: 'bannerLink', column: 'banner_link', label: 'appMessaging.bannerLink', type: 'url', maxLength: 500 },
    { name: 'bannerStartDate', column: 'banner_start_date', label: 'appMessaging.bannerStartDate', type: 'date' },
    { name: 'bannerEndDate', column: 'banner_end_date', label: 'appMessaging.bannerEndDate', type: 'date' },
  ],
  ranges: [{ from: 'bannerStartDate', to: 'bannerEndDate', message: 'appMessaging.endBeforeStart' }],
  defaults: {
    pushEnabled: true,
    channels: [
      channel('system', '系统通知', true),
      channel('todo', '待办提醒', true),
      channel('affairs', '办事进度', true),
      channel('campus_card', '校园卡动账', true),
      channel('news', '校园资讯', false),
      channel('activity', '活动推荐', false),
    ],
    quietHoursEnabled: false,
    quietStart: '22:30',
    quietEnd: '07:00',
    retentionDays: 90,
    bannerEnabled: false,
    bannerText: null,
    bannerLink: null,
    bannerStartDate: null,
    bannerEndDate: null,
  },
};
