// The apps' services tab (/AppServiceSetting): how the service list is laid out (grid columns,
// the recently used row, ratings, the search box) and the news section under it, filled from the
// campus news inbox by a synchronisation job (src/server/news): which channels, how many days
// back, how many a page. The apps read the published version; the news itself through
// GET /api/public/news/:tenantCode. Legacy: newsSectionConfig/enable and /handSyn (000 §1).
import { NEWS_CHANNELS } from '../../news/channels';
import { NEWS_PATHS } from '../../news/api';
import type { DocumentDef } from '../types';
import labels from './labels';

/** The news window's longest reach, in days. */
export const NEWS_KEEP_DAYS_MAX = 365;

export const appService: DocumentDef = {
  key: 'appService',
  labels,
  demo: () => import('./demo'),
  route: '/AppServiceSetting',
  serverRoutes: 'newsSection',
  scope: 'tenant',
  fields: [
    {
      name: 'gridColumns',
      column: 'grid_columns',
      label: 'appService.gridColumns',
      type: 'select',
      required: true,
      options: {
        kind: 'static',
        items: [3, 4, 5].map((n) => ({ value: n, label: `appService.gridColumns.${n}` })),
      },
    },
    { name: 'showRecentlyUsed', column: 'show_recently_used', label: 'appService.showRecentlyUsed', type: 'switch', default: true },
    { name: 'recentCount', column: 'recent_count', label: 'appService.recentCount', type: 'number', required: true, integer: true, min: 1, max: 12 },
    { name: 'showRatings', column: 'show_ratings', label: 'appService.showRatings', type: 'switch', default: false },
    { name: 'searchPlaceholder', column: 'search_placeholder', label: 'appService.searchPlaceholder', type: 'text', maxLength: 30 },
    { name: 'newsEnabled', column: 'news_enabled', label: 'appService.newsEnabled', type: 'switch', default: false },
    { name: 'newsTitle', column: 'news_title', label: 'appService.newsTitle', type: 'text', required: true, maxLength: 12 },
    {
      name: 'newsChannels',
      column: 'news_channels',
      label: 'appService.newsChannels',
      type: 'multiSelect',
      options: { kind: 'static', items: NEWS_CHANNELS.map((c) => ({ value: c, label: `appService.channel.${c}` })) },
    },
    {
      name: 'newsKeepDays',
      column: 'news_keep_days',
      label: 'appService.newsKeepDays',
      type: 'number',
      required: true,
      integer: true,
      min: 1,
      max: NEWS_KEEP_DAYS_MAX,
    },
    { name: 'newsPerPage', column: 'news_per_page', label: 'appService.newsPerPage', type: 'number', required: true, integer: true, min: 1, max: 50 },
    {
      name: 'newsAutoSyncHours',
      column: 'news_auto_sync_hours',
      label: 'appService.newsAutoSyncHours',
      type: 'number',
      integer: true,
      min: 0,
      max: 168,
    },
  ],
  defaults: {
    gridColumns: 4,
    showRecentlyUsed: true,
    recentCount: 4,
    showRatings: false,
    searchPlaceholder: '搜索服务',
    newsEnabled: false,
    newsTitle: '校园新闻',
    newsChannels: ['campusNews', 'notices'],
    newsKeepDays: 30,
    newsPerPage: 10,
    newsAutoSyncHours: 0,
  },
  job: { start: NEWS_PATHS.start, kind: 'newsSync', label: 'appService.syncNow' },
  // the news section on or off at once (document 000 §7), beside the form's switch
  calls: { newsEnable: { method: 'POST', path: NEWS_PATHS.enable, kind: 'write' } },
  panel: 'newsSwitch',
};
