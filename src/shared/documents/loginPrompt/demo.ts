// Demo login notice: a welcome published three days ago, and a maintenance notice for this week
// kept as a draft yesterday (so the screen shows a draft to publish and a difference).
import type { DocumentDemo } from '../types';

const DAY_MS = 24 * 3600 * 1000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const demo: DocumentDemo = (_tenant, nowMs) => [
  { content: { enabled: true, title: '欢迎使用校园服务平台', content: '<p>请使用学校统一身份认证账号登录。</p>', level: 'info' }, publish: true, daysAgo: 3 },
  {
    content: {
      enabled: true,
      title: '系统维护通知',
      content: '<p>本周六 <strong>22:00–24:00</strong> 系统维护，期间可能无法登录。</p>',
      level: 'warning',
      startDate: day(nowMs),
      endDate: day(nowMs + 7 * DAY_MS),
    },
    publish: false,
    daysAgo: 1,
  },
];
export default demo;
