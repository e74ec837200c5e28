// The home screens' calls and shapes: the public read of the latest published app version per
// platform (phones, no sign-in), and the administrator's "what needs attention" call.
//
//   GET  /api/public/app/:tenantCode/latest  (no sign-in, plain JSON, ETag and 304)
//        → LatestVersions; an unknown or disabled tenant: HTTP 404 { error }
//   POST /api/console/attention  {}  (signed, envelope) → Attention
export const APP_PLATFORMS = ['android', 'ios', 'harmony'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/** The public read's path for one tenant (the tenant code is tenants.id). */
export const publicLatestPath = (tenantCode: string) => `/api/public/app/${encodeURIComponent(tenantCode)}/latest`;
export const PUBLIC_LATEST_ROUTE = '/api/public/app/:tenantCode/latest';

export const HOME_PATHS = {
  attention: '/api/console/attention',
} as const;

/** The console page a phone opens from the download page's QR code (outside the signed-in shell). */
export const MIDDLE_PAGE_PATH = '/downloadMiddlePage';
/** Its query parameter naming the tenant. */
export const MIDDLE_PAGE_TENANT_PARAM = 'tenant';
export const middlePageUrl = (origin: string, tenantCode: string) =>
  `${origin}${MIDDLE_PAGE_PATH}?${MIDDLE_PAGE_TENANT_PARAM}=${encodeURIComponent(tenantCode)}`;

/** One published version of the app on one platform. */
export interface AppVersionInfo {
  platform: AppPlatform;
  version: string;
  build: number;
  forceUpdate: boolean;
  notes: string;
  /** the package (android, harmony) or store (ios, harmony) address */
  downloadUrl: string;
  /** ISO time */
  publishedAt: string | null;
}

export interface LatestVersions {
  tenant: { code: string; name: string; logo: string | null };
  /** null: nothing published for that platform */
  platforms: Record<AppPlatform, AppVersionInfo | null>;
}

// ---- attention ----
export const ATTENTION_KEYS = [
  'importsFailed',
  'importsRunning',
  'exportsFailed',
  'exportsRunning',
  'photoImportsFailed',
  'photoImportsRunning',
  'photoExportsFailed',
  'photoExportsRunning',
  'servicesOffShelf',
  'postsHeld',
  'reportsOpen',
] as const;
export type AttentionKey = (typeof ATTENTION_KEYS)[number];

/** Failed jobs count for this many days; the figures cover the same days. */
export const ATTENTION_WINDOW_DAYS = 7;

export interface AttentionItem {
  key: AttentionKey;
  count: number;
  /**
   * the console route that deals with it, filtered to what needs attention where its list has
   * a filter for it (`/serviceList?shelfStatus=0`, `/dynamicManage?status=HELD`); a job item's
   * route is its target's screen, and its card opens the job centre, where the jobs are
   */
  link: string;
  /** a job item: its card opens the job centre */
  jobs?: true;
}

export interface Attention {
  items: AttentionItem[];
  figures: { days: number; peopleAdded: number; importsFinished: number; exportsFinished: number };
  /** ISO time of the count */
  at: string;
}
