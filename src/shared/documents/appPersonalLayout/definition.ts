// The apps' "我的" personal-centre page (/AppPersonalCenter): its header (a background image or a
// colour, the avatar, and whether the person's identity and masked student or staff number
// show), the groups of entries (titled, ordered, switched on or off), the entries in them (name,
// icon, badge, the built-in page or the link they open, order, on or off, and the identities
// that see them: none chosen means everyone) and the items at the bottom of the page. The web
// portal's personal centre is /personalCenterConfig's (personalCenter); the tab's own list of
// entries and its About text are /MyZOEConfig's (appMyTab). The apps read the published version
// and show the enabled groups and entries by ascending order; the screen previews the page on a
// phone (face appPersonalLayout).
import type { FieldDef } from '../../resources/types';
import { IDENTITIES } from '../../domain/people';
import type { DocumentDef } from '../types';
import labels from './labels';

export const HEADER_STYLES = ['image', 'color'] as const;

/** The app's own pages an entry can open instead of a link. */
export const BUILT_IN_PAGES = [
  'profile',
  'eIdCard',
  'messages',
  'todos',
  'applications',
  'favourites',
  'campusCard',
  'timetable',
  'scores',
  'library',
] as const;

/** The items under the groups, in the order the app draws them. */
export const BOTTOM_ITEMS = ['settings', 'switchIdentity', 'helpCenter', 'about', 'signOut'] as const;

export const ENTRIES_MAX = 30;
export const GROUPS_MAX = 8;
const ORDER_MAX = 999;

/** One group as the document stores it. */
export interface LayoutGroup {
  key: string;
  title: string;
  order: number;
  enabled: boolean;
}

/** One entry as the document stores it; `group` is its group's key, `showFor` empty means everyone. */
export interface LayoutEntry {
  name: string;
  icon: string | null;
  badge: string | null;
  page: string | null;
  url: string | null;
  group: string;
  order: number;
  enabled: boolean;
  showFor: string[];
}

const KEY_PATTERN = { source: '^[a-z][A-Za-z0-9_]*$', message: 'appPersonalLayout.key.pattern' };
const staticOptions = (values: readonly string[], prefix: string) => ({
  kind: 'static' as const,
  items: values.map((value) => ({ value, label: `${prefix}${value}` })),
});
const order = (label: string): FieldDef => ({
  name: 'order',
  column: 'sort_order',
  label,
  type: 'number',
  integer: true,
  required: true,
  min: 1,
  max: ORDER_MAX,
});

const groupFields: FieldDef[] = [
  { name: 'key', column: 'key', label: 'appPersonalLayout.groupKey', type: 'text', required: true, maxLength: 30, pattern: KEY_PATTERN },
  { name: 'title', column: 'title', label: 'appPersonalLayout.groupTitle', type: 'text', required: true, maxLength: 12 },
  order('appPersonalLayout.groupOrder'),
  { name: 'enabled', column: 'enabled', label: 'appPersonalLayout.groupEnabled', type: 'switch', default: true },
];

const entryFields: FieldDef[] = [
  { name: 'name', column: 'name', label: 'appPersonalLayout.entryName', type: 'text', required: true, maxLength: 8 },
  { name: 'icon', column: 'icon', label: 'appPersonalLayout.entryIcon', type: 'image' },
  { name: 'badge', column: 'badge', label: 'appPersonalLayout.entryBadge', type: 'text', maxLength: 4 },
  { name: 'page', column: 'page', label: 'appPersonalLayout.entryPage', type: 'select', options: staticOptions(BUILT_IN_PAGES, 'appPersonalLayout.page.') },
  { name: 'url', column: 'url', label: 'appPersonalLayout.entryUrl', type: 'url', maxLength: 500 },
  { name: 'group', column: 'group_key', label: 'appPersonalLayout.entryGroup', type: 'text', required: true, maxLength: 30, pattern: KEY_PATTERN },
  order('appPersonalLayout.entryOrder'),
  { name: 'enabled', column: 'enabled', label: 'appPersonalLayout.entryEnabled', type: 'switch', default: true },
  { name: 'showFor', column: 'show_for', label: 'appPersonalLayout.entryShowFor', type: 'multiSelect', options: staticOptions(IDENTITIES, 'identity.') },
];

export const appPersonalLayout: DocumentDef = {
  key: 'appPersonalLayout',
  labels,
  demo: () => import('./demo'),
  route: '/AppPersonalCenter',
  scope: 'tenant',
  face: 'appPersonalLayout',
  documented: {
    detail: '/api/blade-platform/platformappspersonalconfig/detail',
    save: '/api/blade-platform/platformappspersonalconfig/save',
  },
  fields: [
    { name: 'pageTitle', column: 'page_title', label: 'appPersonalLayout.pageTitle', type: 'text', required: true, maxLength: 8 },
    {
      name: 'headerStyle',
      column: 'header_style',
      label: 'appPersonalLayout.headerStyle',
      type: 'select',
      required: true,
      options: staticOptions(HEADER_STYLES, 'appPersonalLayout.headerStyle.'),
    },
    { name: 'headerImage', column: 'header_image', label: 'appPersonalLayout.headerImage', type: 'image' },
    { name: 'headerColor', column: 'header_color', label: 'appPersonalLayout.headerColor', type: 'color', required: true },
    { name: 'showAvatar', column: 'show_avatar', label: 'appPersonalLayout.showAvatar', type: 'switch', default: true },
    { name: 'showIdentity', column: 'show_identity', label: 'appPersonalLayout.showIdentity', type: 'switch', default: true },
    { name: 'showNumber', column: 'show_number', label: 'appPersonalLayout.showNumber', type: 'switch', default: false },
    { name: 'groups', column: 'groups', label: 'appPersonalLayout.groups', type: 'records', required: true, maxItems: GROUPS_MAX, of: groupFields },
    { name: 'entries', column: 'entries', label: 'appPersonalLayout.entries', type: 'records', maxItems: ENTRIES_MAX, of: entryFields },
    {
      name: 'bottomItems',
      column: 'bottom_items',
      label: 'appPersonalLayout.bottomItems',
      type: 'multiSelect',
      options: staticOptions(BOTTOM_ITEMS, 'appPersonalLayout.bottom.'),
    },
  ],
  defaults: {
    pageTitle: '我的',
    headerStyle: 'color',
    headerImage: null,
    headerColor: '#1f5fa8',
    showAvatar: true,
    showIdentity: true,
    showNumber: false,
    groups: [
      { key: 'study', title: '学习生活', order: 1, enabled: true },
      { key: 'affairs', title: '办事服务', order: 2, enabled: true },
    ],
    entries: [],
    bottomItems: ['settings', 'about', 'signOut'],
  },
};
