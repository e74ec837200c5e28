// Demo communication settings: quiet hours at night and the news channel switched on, published
// five days ago.
import type { DocumentDemo } from '../types';

const DAY_MS = 24 * 3600 * 1000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const demo: DocumentDemo = (tenant, nowMs) => [
  {
    content: {
      channels: [
        { code: 'system', name: '系统通知', enabled: true },
        { code: 'todo', name: '待办提醒', enabled: true },
        { code: 'affairs', name: '办事进度', enabled: true },
        { code: 'campus_card', name: '校园卡动账', enabled: true },
        { code: 'news', name: '校园资讯', enabled: true },
        { code: 'activity', name: '活动推荐', enabled: false },
      ],
      quietHoursEnabled: true,
      quietStart: '23:00',
      quietEnd: '07:00',
      retentionDays: 180,
      bannerEnabled: true,
      bannerText: `${tenant.name}消息中心已升级，点击查看新功能`,
      bannerLink: 'https://www.example.edu.cn/news/message-center',
      bannerStartDate: day(nowMs - 5 * DAY_MS),
      bannerEndDate: day(nowMs + 25 * DAY_MS),
    },
    publish: true,
    daysAgo: 5,
  },
];
export default demo;
