// The news section's calls (document 000 §1: newsSectionConfig/enable, /handSyn) and the apps'
// read of the synchronised news. All signed POSTs but the public read.
//   POST /api/blade-platform/newsSectionConfig/enable  { enable: boolean } → DocumentState (appService)
//   POST /api/blade-platform/newsSectionConfig/handSyn {}                → DocumentJobProgress (the new or running job)
//   POST /api/blade-platform/newsSectionConfig/synStatus { key }         → DocumentJobProgress
//   POST /api/blade-platform/newsSectionConfig/synCancel { key }         → DocumentJobProgress (nothing applied)
//   GET  /api/public/news/:tenantCode[?channel=&current=&size=]         → { data: AppNewsItem[], total, enabled }
//        (plain JSON, ETag and 304; an unknown or disabled tenant: HTTP 404 { error })
import type { NewsChannel } from './channels';

const BASE = '/api/blade-platform/newsSectionConfig';
export const NEWS_PATHS = {
  enable: `${BASE}/enable`,
  start: `${BASE}/handSyn`,
  status: `${BASE}/synStatus`,
  cancel: `${BASE}/synCancel`,
} as const;
export const PUBLIC_NEWS_PATTERN = '/api/public/news/:tenantCode';
export const publicNewsPath = (tenantCode: string) => `/api/public/news/${encodeURIComponent(tenantCode)}`;

/** One article of the app's news section, as the apps read it. */
export interface AppNewsItem {
  articleId: string;
  channel: NewsChannel;
  title: string;
  summary: string;
  cover: string | null;
  url: string;
  /** ISO time */
  publishedAt: string;
}

export interface AppNewsPage {
  data: AppNewsItem[];
  total: number;
  /** false: the published settings switch the news section off (data is then empty) */
  enabled: boolean;
}
