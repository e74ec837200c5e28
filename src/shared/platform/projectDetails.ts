// The platform's own details page (/ProjectDetails): its name and logo (the appearance
// document's legacy detail, GET platformapplyguiselogo/detail, document 002 §7), its administrators and the
// modules in use with their counts. Tenant from the token in every call.
//
//   POST /api/blade-platform/platformapplyguiselogo/queryAdminInfo  {}  → AdminInfo[]
//        the tenant's administrator accounts, enabled first, then by account
//   GET  /api/blade-platform/projectDetail/summary                      → ProjectSummary
//        the counts, each from one cheap query (never a scan of the visit log)
import type { AppPlatform } from '../home/api';
import type { Identity } from '../domain/people';

export const PROJECT_DETAIL_PATHS = {
  /** the appearance document's legacy detail (GET, no query) → DocumentState: content.platformName, content.logo */
  appearance: '/api/blade-platform/platformapplyguiselogo/detail',
  adminInfo: '/api/blade-platform/platformapplyguiselogo/queryAdminInfo',
  summary: '/api/blade-platform/projectDetail/summary',
} as const;

export interface AdminInfo {
  account: string;
  name: string;
  enabled: boolean;
  /** ISO time of the newest sign-in recorded, or null */
  lastSignInAt: string | null;
}

export interface ProjectSummary {
  /** people per identity, every identity listed */
  people: { identity: Identity; count: number }[];
  services: { total: number; shelved: number };
  /** flow services (table flow_services), null while the table does not exist */
  flowServices: number | null;
  /** rows of each collection of the definitions (src/shared/resources) that has a table, by key */
  collections: { key: string; count: number }[];
  /** configuration documents with a published version, of `total` defined */
  documents: { published: number; total: number };
  /** the newest published app version per platform (a platform without one is left out) */
  appVersions: { platform: AppPlatform; version: string; build: number }[];
}
