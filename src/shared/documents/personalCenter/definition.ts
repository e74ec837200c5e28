// The web portal's personal centre (/personalCenterConfig): its title, the platform's blocks
// (each renamed, ordered and switched on or off; a block is the portal's, never added here),
// and the e-ID card, message count and settings entries in its header. The apps' "mine" tab is
// /AppPersonalCenter's. The portal reads the published version.
import type { DocumentDef } from '../types';
import labels from './labels';

const block = (key: string, title: string, order: number, enabled = true) => ({ key, title, order, enabled });

export const personalCenter: DocumentDef = {
  key: 'personalCenter',
  labels,
  demo: () => import('./demo'),
  route: '/personalCenterConfig',
  scope: 'tenant',
  fields: [
    { name: 'pageTitle', column: 'page_title', label: 'personalCenter.pageTitle', type: 'text', required: true, maxLength: 20 },
    {
      name: 'blocks',
      column: 'blocks',
      label: 'personalCenter.blocks',
      type: 'records',
      required: true,
      maxItems: 10,
      of: [
        { name: 'key', column: 'key', label: 'personalCenter.blockKey', type: 'text', readOnly: true },
        { name: 'title', column: 'title', label: 'personalCenter.blockTitle', type: 'text', required: true, maxLength: 10 },
        { name: 'order', column: 'order', label: 'personalCenter.blockOrder', type: 'number', required: true, integer: true, min: 1, max: 99 },
        { name: 'enabled', column: 'enabled', label: 'personalCenter.blockEnabled', type: 'switch', default: true },
      ],
    },
    { name: 'showEidEntry', column: 'show_eid_entry', label: 'personalCenter.showEidEntry', type: 'switch', default: true },
    { name: 'showMessageCount', column: 'show_message_count', label: 'personalCenter.showMessageCount', type: 'switch', default: true },
    { name: 'showSettingsEntry', column: 'show_settings_entry', label: 'personalCenter.showSettingsEntry', type: 'switch', default: true },
  ],
  defaults: {
    pageTitle: '个人中心',
    blocks: [
      block('profile', '个人资料', 1),
      block('todos', '我的待办', 2),
      block('applications', '我的办件', 3),
      block('favourites', '我的收藏', 4),
      block('recentServices', '最近使用', 5),
      block('campusCard', '校园卡', 6),
      block('timetable', '我的课表', 7, false),
      block('library', '图书借阅', 8, false),
    ],
    showEidEntry: true,
    showMessageCount: true,
    showSettingsEntry: true,
  },
};
