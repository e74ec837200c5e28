// The wire contract of the bulk export (document 001 §3 "Export", §4 "Export", §7; DOMAIN.md
// "Exports"). The paths are ours (document 001: "not shown"), in the manner of the import's.
// Bodies travel wrapped and signed like every call; the file itself comes from a short-lived
// signed link that is fetched with the session too (the tenant of both must agree).
import type { Identity } from '../domain/people';
import type { PeopleFilters } from '../people/api';
import type { AdvancedSearchRow } from '../people/query';

export const EXPORT_BASE = '/api/blade-workbench/export';
export const EXPORT_PATHS = {
  /** POST {tenantId, identity} → ExportHeaders: key -> label, in the list's default order */
  headers: `${EXPORT_BASE}/headers`,
  /** POST ExportCountBody → number (the rows the export would write) */
  count: `${EXPORT_BASE}/count`,
  /** POST ExportStartBody → {redisKey} */
  start: `${EXPORT_BASE}/start`,
  /** POST {tenantId, redisKey, identity} → ExportProgress */
  progress: `${EXPORT_BASE}/progress`,
  /** POST {tenantId, redisKey} → 1000; a running export stops and its file is removed */
  cancel: `${EXPORT_BASE}/cancel`,
  /**
   * POST {tenantId, redisKey} → ExportProgress: an export of any kind (xlsx, photos, a
   * collection's) keeps running in the job centre when its dialog closes, and when its page is
   * gone; without this, a job whose follower is silent for two minutes is cancelled
   */
  keepRunning: `${EXPORT_BASE}/keepRunning`,
  /** GET `${download}/:token` → the xlsx; the token is signed, expires, and names the tenant */
  download: `${EXPORT_BASE}/file`,
} as const;

/** 1 all of the identity, 2 the current search (filters and advanced search), 3 the checked rows */
export const DATA_RANGES = [1, 2, 3] as const;
export type DataRange = (typeof DATA_RANGES)[number];

export const EXPORT_FILE_NAME_MAX = 30;
/** the advice shown in the tip (document 001 §9) */
export const EXPORT_ADVICE_ROWS = 10_000;
export const PHOTO_EXPORT_ADVICE_ROWS = 5_000;
/** checklist labels are cut to this display width plus an ellipsis: document 001's five Chinese
 *  characters, i.e. ten columns (src/shared/displayWidth.ts: a CJK character counts 2, Latin 1) */
export const EXPORT_LABEL_WIDTH = 10;
/** checked rows an export may name */
export const MAX_CHOICE_IDS = 10_000;
/** the signed download link lives this long */
export const EXPORT_LINK_SECONDS = 600;

/** key -> label; JSON keeps the order */
export type ExportHeaders = Record<string, string>;

export interface ExportCountBody {
  tenantId?: string;
  identity: Identity;
  dataRange: DataRange;
  /** the list's filters (dataRange 2) */
  formInline?: PeopleFilters;
  advancedSearch?: AdvancedSearchRow[];
  /** comma list of person ids (dataRange 3) */
  choiceDataIds?: string;
}

export interface ExportStartBody extends ExportCountBody {
  /** trimmed, 1..30 characters; '.xlsx' is added */
  fileName: string;
  /** comma list of 'label:key' (document 001 §3) */
  exportField: string;
  /** 'field ORDER,...' as the list is ordered */
  dataSortStr?: string;
}

export type ExportState = 'queued' | 'running' | 'finished' | 'failed' | 'cancelled';

export interface ExportProgress {
  redisKey: string;
  state: ExportState;
  /** 1 once the export ended (finished, failed or cancelled) */
  finished: 0 | 1;
  /** 0 to 1 */
  finishRate: number;
  totalNum: number;
  finishNum: number;
  /** the signed download link, once finished */
  url: string | null;
  /** the localized reason, when failed */
  errorMsg: string | null;
  fileName: string;
}
