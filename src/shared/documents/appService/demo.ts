// Demo services tab: four services a row with the news section on (campus news and notices of
// the last 30 days), published ten days ago; a later draft adds the academic channel.
import type { DocumentDemo } from '../types';

const published = {
  gridColumns: 4,
  showRecentlyUsed: true,
  recentCount: 4,
  showRatings: true,
  searchPlaceholder: '搜索服务，如 校园卡充值、请假',
  newsEnabled: true,
  newsTitle: '校园新闻',
  newsChannels: ['campusNews', 'notices'],
  newsKeepDays: 30,
  newsPerPage: 10,
  newsAutoSyncHours: 6,
};

const demo: DocumentDemo = () => [
  { content: published, publish: true, daysAgo: 10 },
  { content: { ...published, newsChannels: ['campusNews', 'notices', 'academic'], newsKeepDays: 45 }, publish: false, daysAgo: 2 },
];
export default demo;
