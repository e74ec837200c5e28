// Demo personal centre: the timetable shown and the e-ID card entry on, published six days ago;
// then a draft (today) that also shows library loans and moves the timetable up.
import type { DocumentDemo } from '../types';

const block = (key: string, title: string, order: number, enabled = true) => ({ key, title, order, enabled });

const blocks = (library: boolean) => [
  block('profile', '个人资料', 1),
  block('todos', '我的待办', 2),
  block('timetable', '我的课表', library ? 3 : 7),
  block('applications', '我的办件', library ? 4 : 3),
  block('favourites', '我的收藏', library ? 5 : 4),
  block('recentServices', '最近使用', library ? 6 : 5),
  block('campusCard', '校园卡', library ? 7 : 6),
  block('library', '图书借阅', 8, library),
];

const demo: DocumentDemo = (tenant) => [
  { content: { pageTitle: `${tenant.name}个人中心`, blocks: blocks(false) }, publish: true, daysAgo: 6 },
  { content: { pageTitle: `${tenant.name}个人中心`, blocks: blocks(true) }, publish: false, daysAgo: 0 },
];
export default demo;
