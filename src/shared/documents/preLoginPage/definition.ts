// The page before login (/LoginInAdvanceShowConfig): whether the apps show it, its sections
// (banner, notices, access ways, quick services, footer) with their titles, switches and order,
// the ways someone can sign in or enter from it, the banner image and the welcome text. The apps
// read the published version; the documented calls platformPreLoginPageShoConfig/detail (GET)
// and /submit are the generic detail and save (src/server/routes/documents/calls.ts);
// /getAccessWayList (GET, the fixed list below; the access ways' options on the screen) is
// src/server/routes/documents/preLogin.ts. The screen previews it on a phone (face preLoginPage).
import type { FieldDef } from '../../resources/types';
import type { DocumentDef } from '../types';
import labels from './labels';

/** The sections of the page, in their default order. */
export const PAGE_SECTIONS = ['banner', 'notices', 'accessWays', 'quickServices', 'footer'] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];

/** The ways someone can sign in or enter, with their Chinese names (getAccessWayList's answer). */
export const ACCESS_WAYS = [
  { code: 'password', name: '账号密码登录' },
  { code: 'smsCode', name: '短信验证码登录' },
  { code: 'cas', name: '统一身份认证（CAS）' },
  { code: 'wechat', name: '微信登录' },
  { code: 'dingtalk', name: '钉钉登录' },
  { code: 'guest', name: '游客访问' },
] as const;
export type AccessWay = (typeof ACCESS_WAYS)[number]['code'];

/** One section as the document stores it. */
export interface PageSectionRecord {
  section: PageSection;
  title: string;
  enabled: boolean;
  order: number;
}

export const PRE_LOGIN_PAGE_BASE = '/api/blade-platform/platformPreLoginPageShoConfig';
export const PRE_LOGIN_PAGE_DETAIL = `${PRE_LOGIN_PAGE_BASE}/detail`;
export const ORDER_MAX = 999;

const SECTION_TITLES: Record<PageSection, string> = {
  banner: '轮播横幅',
  notices: '通知公告',
  accessWays: '登录方式',
  quickServices: '常用服务',
  footer: '底部信息',
};

const sectionFields: FieldDef[] = [
  {
    name: 'section',
    column: 'section',
    label: 'preLoginPage.section',
    type: 'select',
    required: true,
    options: { kind: 'static', items: PAGE_SECTIONS.map((value) => ({ value, label: `preLoginPage.section.${value}` })) },
  },
  { name: 'title', column: 'title', label: 'preLoginPage.sectionTitle', type: 'text', required: true, maxLength: 20 },
  { name: 'enabled', column: 'enabled', label: 'preLoginPage.sectionEnabled', type: 'switch', default: true },
  { name: 'order', column: 'sort_order', label: 'preLoginPage.sectionOrder', type: 'number', integer: true, min: 0, max: ORDER_MAX, default: 0 },
];

export const preLoginPage: DocumentDef = {
  key: 'preLoginPage',
  labels,
  demo: () => import('./demo'),
  route: '/LoginInAdvanceShowConfig',
  serverRoutes: 'preLoginPage',
  scope: 'tenant',
  face: 'preLoginPage',
  documented: { detail: PRE_LOGIN_PAGE_DETAIL, detailByGet: true, save: `${PRE_LOGIN_PAGE_BASE}/submit` },
  calls: { accessWays: { method: 'GET', path: `${PRE_LOGIN_PAGE_BASE}/getAccessWayList`, kind: 'read' } },
  optionsFrom: { field: 'accessWays', call: 'accessWays', labelPrefix: 'preLoginPage.way.' },
  fields: [
    { name: 'enabled', column: 'enabled', label: 'preLoginPage.enabled', type: 'switch', default: true },
    { name: 'sections', column: 'sections', label: 'preLoginPage.sections', type: 'records', maxItems: PAGE_SECTIONS.length, of: sectionFields },
    {
      name: 'accessWays',
      column: 'access_ways',
      label: 'preLoginPage.accessWays',
      type: 'multiSelect',
      required: true,
      options: { kind: 'static', items: ACCESS_WAYS.map(({ code }) => ({ value: code, label: `preLoginPage.way.${code}` })) },
    },
    { name: 'bannerImage', column: 'banner_image', label: 'preLoginPage.bannerImage', type: 'image' },
    { name: 'welcomeText', column: 'welcome_text', label: 'preLoginPage.welcomeText', type: 'textarea', maxLength: 200 },
  ],
  defaults: {
    enabled: true,
    sections: PAGE_SECTIONS.map((section, i) => ({ section, title: SECTION_TITLES[section], enabled: true, order: (i + 1) * 10 })),
    accessWays: ['password', 'cas'],
    bannerImage: null,
    welcomeText: '欢迎使用智慧校园服务平台',
  },
};
