// The apps' frame (/frameLayerConfig): the bottom tab bar (the platform's tab pages, each
// renamed, given an icon, ordered and switched on or off), the tab the app opens on, and the
// top bar's style and buttons. The apps read the published version when they start.
import type { DocumentDef } from '../types';
import labels from './labels';

/** One bottom tab as the document stores it; `key` names an app page, the apps' own. */
interface FrameTab {
  key: string;
  label: string;
  icon: string;
  order: number;
  enabled: boolean;
}

const TAB_KEYS = ['home', 'services', 'messages', 'contacts', 'mine'] as const;

const tab = (key: (typeof TAB_KEYS)[number], label: string, icon: string, order: number, enabled = true): FrameTab => ({ key, label, icon, order, enabled });

export const frameLayer: DocumentDef = {
  key: 'frameLayer',
  labels,
  demo: () => import('./demo'),
  route: '/frameLayerConfig',
  scope: 'tenant',
  fields: [
    {
      name: 'tabs',
      column: 'tabs',
      label: 'frameLayer.tabs',
      type: 'records',
      required: true,
      maxItems: TAB_KEYS.length,
      of: [
        { name: 'key', column: 'key', label: 'frameLayer.tabKey', type: 'text', readOnly: true },
        { name: 'label', column: 'label', label: 'frameLayer.tabLabel', type: 'text', required: true, maxLength: 6 },
        {
          name: 'icon',
          column: 'icon',
          label: 'frameLayer.tabIcon',
          type: 'text',
          required: true,
          maxLength: 40,
          pattern: { source: '^[a-z][a-z0-9-]*$', message: 'frameLayer.tabIcon.pattern' },
        },
        { name: 'order', column: 'order', label: 'frameLayer.tabOrder', type: 'number', required: true, integer: true, min: 1, max: 9 },
        { name: 'enabled', column: 'enabled', label: 'frameLayer.tabEnabled', type: 'switch', default: true },
      ],
    },
    {
      name: 'defaultTab',
      column: 'default_tab',
      label: 'frameLayer.defaultTab',
      type: 'select',
      required: true,
      default: 'home',
      options: { kind: 'static', items: TAB_KEYS.map((k) => ({ value: k, label: `frameLayer.tab.${k}` })) },
    },
    {
      name: 'topBarStyle',
      column: 'top_bar_style',
      label: 'frameLayer.topBarStyle',
      type: 'select',
      required: true,
      default: 'theme',
      options: {
        kind: 'static',
        items: [
          { value: 'theme', label: 'frameLayer.topBarTheme' },
          { value: 'light', label: 'frameLayer.topBarLight' },
          { value: 'dark', label: 'frameLayer.topBarDark' },
        ],
      },
    },
    { name: 'topBarTitle', column: 'top_bar_title', label: 'frameLayer.topBarTitle', type: 'text', maxLength: 20 },
    { name: 'showScanButton', column: 'show_scan_button', label: 'frameLayer.showScanButton', type: 'switch', default: true },
    { name: 'showUnreadBadge', column: 'show_unread_badge', label: 'frameLayer.showUnreadBadge', type: 'switch', default: true },
  ],
  defaults: {
    tabs: [
      tab('home', '首页', 'home', 1),
      tab('services', '服务', 'grid', 2),
      tab('messages', '消息', 'message', 3),
      tab('contacts', '通讯录', 'contacts', 4, false),
      tab('mine', '我的', 'user', 5),
    ],
    defaultTab: 'home',
    topBarStyle: 'theme',
    topBarTitle: null,
    showScanButton: true,
    showUnreadBadge: true,
  },
};
