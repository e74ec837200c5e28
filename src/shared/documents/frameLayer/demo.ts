// Demo frame: the five tabs with the contacts tab shown, published five days ago; then a draft
// (yesterday) opening on the services tab with a dark top bar, to publish or compare.
import type { DocumentDemo } from '../types';

const tabs = [
  { key: 'home', label: '首页', icon: 'home', order: 1, enabled: true },
  { key: 'services', label: '办事大厅', icon: 'grid', order: 2, enabled: true },
  { key: 'messages', label: '消息', icon: 'message', order: 3, enabled: true },
  { key: 'contacts', label: '通讯录', icon: 'contacts', order: 4, enabled: true },
  { key: 'mine', label: '我的', icon: 'user', order: 5, enabled: true },
];

const demo: DocumentDemo = (tenant) => [
  { content: { tabs, defaultTab: 'home', topBarStyle: 'theme', topBarTitle: tenant.name }, publish: true, daysAgo: 5 },
  { content: { tabs, defaultTab: 'services', topBarStyle: 'dark', topBarTitle: tenant.name }, publish: false, daysAgo: 1 },
];
export default demo;
