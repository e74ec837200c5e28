// The wire contract of user photos (document 000 "User image: list, delete, delete all, import,
// export, export count, config"; document 001 §3, §4 "Import" and "Photo export", §7). The paths
// are the documents' own (document 000 §7: userImg/userList, deleteImg, deleteAllImg, getConfig,
// importImg, exportImg, exportImgCount, excel/checkExportImg); the steps they do not name (the
// import's mapping, progress and cancel, the export's progress, saving the settings) are ours,
// under the call they belong to. Bodies travel wrapped and signed like every call; the
// zip upload is multipart (parts uploadZip and data); pictures and zips come from short-lived
// signed links, because an <img> cannot carry the session.
import type { Identity } from '../domain/people';
import type { PeopleFilters } from '../people/api';
import type { AdvancedSearchRow } from '../people/query';
import type { DataRange, ExportProgress } from '../exports/api';
import type { MatchField, RelationResult, ImportTaskStatus } from '../imports/api';
import type { FormatRule, NamingRule } from './naming';

export const PHOTO_BASE = '/api/blade-platform/userImg';
export const PHOTO_PATHS = {
  // --- the photo screen (document 000)
  /** POST PhotoListBody → {data: PhotoRow[], total} (1004 when empty) */
  list: `${PHOTO_BASE}/userList`,
  /** POST {tenantId, ids: 'id,id'} → {removed}: the photos of these people are removed */
  remove: `${PHOTO_BASE}/deleteImg`,
  /** POST {tenantId, identity} → {removed}: every photo of the identity in the tenant */
  removeAll: `${PHOTO_BASE}/deleteAllImg`,
  /** POST {tenantId} → PhotoConfig */
  config: `${PHOTO_BASE}/getConfig`,
  /** POST PhotoConfig → PhotoConfig (9009 with field reasons when invalid) */
  saveConfig: `${PHOTO_BASE}/saveConfig`,
  /** GET `${file}/:token` → the picture (image/jpeg or image/png); token signed, expiring */
  file: `${PHOTO_BASE}/file`,
  // --- the zip import (document 001 §4 "Import")
  /** POST multipart: uploadZip (the file) and data (JSON of PhotoImportData) → PhotoUploadResult */
  importUpload: `${PHOTO_BASE}/importImg`,
  /** POST {tenantId, redisKey} → RelationResult of the zip's spreadsheet (the field match list) */
  importFields: `${PHOTO_BASE}/importImg/fields`,
  /** POST {tenantId, redisKey, matchFieldList} → {redisKey}: the mapped import is queued */
  importStart: `${PHOTO_BASE}/importImg/start`,
  /** POST {tenantId, redisKey} → PhotoImportStatus */
  importProgress: `${PHOTO_BASE}/importImg/progress`,
  /** POST {tenantId, redisKey} → 1000 once cancelled (photos already placed stay, counted) */
  importCancel: `${PHOTO_BASE}/importImg/cancel`,
  /** POST {tenantId, errorKey, identity} → xlsx of entry, identifier, reason (a file) */
  importErrors: `${PHOTO_BASE}/importImg/errors`,
  // --- the export (document 001 §4 "Photo export")
  /** POST PhotoExportCountBody → {total, withPhoto, missingIdentifier} */
  exportCount: `${PHOTO_BASE}/exportImgCount`,
  /** POST PhotoExportBody → PhotoExportCheck: null when everyone has the identifier (go on) */
  checkExport: `${PHOTO_BASE}/excel/checkExportImg`,
  /** POST {tenantId, redisKey, identity} → ExportProgress of the 'without photos' list (document
   *  000 lists userImg/checkExportImg beside excel/checkExportImg: the check's poll) */
  checkProgress: `${PHOTO_BASE}/checkExportImg`,
  /** POST PhotoExportBody → {redisKey} */
  exportStart: `${PHOTO_BASE}/exportImg`,
  /** POST {tenantId, redisKey, identity} → ExportProgress; url is the zip's signed link */
  exportProgress: `${PHOTO_BASE}/exportImgProgress`,
  /** POST {tenantId, redisKey} → 1000 */
  exportCancel: `${PHOTO_BASE}/exportImgCancel`,
} as const;

// --- photo screen

export interface PhotoListBody {
  tenantId?: string;
  identity: Identity;
  pageIndex: number;
  pageSize: number;
  /** part of the name */
  name?: string;
  /** the identity's number (whole or its start) or the ID number */
  identifier?: string;
  /** 1 with a photo, 0 without; absent: both */
  hasPhoto?: 0 | 1;
}

export interface PhotoRow {
  /** the person's id */
  id: string;
  name: string;
  identity: Identity;
  /** the identity's own number (exam number for new students) */
  identifier: string | null;
  idNumberMasked: string | null;
  unitName: string | null;
  className: string | null;
  hasPhoto: boolean;
  /** signed links, null without a photo */
  photoUrl: string | null;
  thumbUrl: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' */
  photoUpdatedAt: string | null;
}

/** What the zip import accepts (the tenant's photo settings). */
export interface PhotoConfig {
  tenantId?: string;
  /** largest photo accepted, in KB (1..20480) */
  maxSizeKb: number;
  /** smallest picture accepted, in pixels (0 = any) */
  minWidth: number;
  minHeight: number;
  /** the picture formats accepted */
  formats: ('jpeg' | 'png')[];
}

export const DEFAULT_PHOTO_CONFIG: PhotoConfig = { maxSizeKb: 5120, minWidth: 0, minHeight: 0, formats: ['jpeg', 'png'] };

// --- zip import

/** Repeat rule (gzRadio): 1 overwrite duplicate photos, 2 skip duplicates. */
export type RepeatRule = 1 | 2;
/** Error rule (cwRadio), document 001 "not shown" beyond being required: 1 skip the photos in
 *  error and import the rest, 2 import nothing when any photo is in error. */
export type ErrorRule = 1 | 2;
export const REPEAT_RULES: RepeatRule[] = [1, 2];
export const ERROR_RULES: ErrorRule[] = [1, 2];
export const DEFAULT_REPEAT_RULE: RepeatRule = 1;
export const DEFAULT_ERROR_RULE: ErrorRule = 1;

/** The upload's `data` part (document 001 §7), plus the title row (jbDesc) of a spreadsheet. */
export interface PhotoImportData {
  tenantId?: string;
  identity: Identity;
  repeatRule: RepeatRule;
  errorRule: ErrorRule;
  namingRule: NamingRule;
  /** the spreadsheet's header row (1..999999), when the zip holds one */
  jbDesc: number;
}

export interface PhotoUploadResult {
  redisKey: string;
  /** photos found in the zip (entries with a photo extension) */
  photoCount: number;
  /** the zip holds a spreadsheet: fetch importFields, map, then importStart. Otherwise the
   *  import is already queued: poll importProgress. */
  needsMapping: boolean;
  /** the spreadsheet's name inside the zip, when there is one */
  sheetName: string | null;
}

export type { RelationResult, MatchField };

export interface PhotoImportStartBody {
  tenantId?: string;
  redisKey: string;
  matchFieldList: MatchField[];
}

/** Document 001 §3 "Import progress result" (counts are of photos), plus the rows of the zip's
 *  spreadsheet when it had one (imported first, by the Excel import's own job). */
export interface PhotoImportStatus {
  redisKey: string;
  state: 'mapping' | 'queued' | 'running' | 'finished' | 'failed' | 'cancelled';
  finished: 0 | 1;
  finishRate: number;
  newInsertNum: number;
  updateNum: number;
  jumpNum: number;
  failNum: number;
  successNum: number;
  totalNum: number;
  finishNum: number;
  useTimeStr: string;
  tryMathRemainTime: string;
  errorKey: string | null;
  errorMsg: string | null;
  rows: ImportTaskStatus | null;
}

// --- export

export interface PhotoExportCountBody {
  tenantId?: string;
  identity: Identity;
  dataRange: DataRange;
  formInline?: PeopleFilters;
  advancedSearch?: AdvancedSearchRow[];
  choiceDataIds?: string;
  /** the export naming rule; missingIdentifier counts against it (default: the identity's) */
  namingRule?: NamingRule;
}

export interface PhotoExportCount {
  /** people in the range */
  total: number;
  /** of them, people with a photo */
  withPhoto: number;
  /** of them, people the naming rule cannot name (no identifier) */
  missingIdentifier: number;
}

export interface PhotoExportBody extends PhotoExportCountBody {
  /** trimmed, 1..30 characters; '.zip' is added */
  fileName: string;
  namingRule: NamingRule;
  formatRule: FormatRule;
}

/** The check's answer: null when nobody in the range lacks the identifier (the export goes on
 *  directly); otherwise the key of the 'without photos' list being written, to poll. */
export type PhotoExportCheck = null | { redisKey: string; missingIdentifier: number; total: number };

export type { ExportProgress };
