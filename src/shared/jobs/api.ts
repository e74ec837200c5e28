// The wire contract of the job centre (issue 17): one call lists the signed-in user's running
// and recent jobs of every kind, newest first, each with its progress and its results. The
// user and the tenant are the session's; the body names nothing but the tenant (as every body).
// Following a job afterwards goes through its own kind's progress call (IMPORT_PATHS.progress,
// EXPORT_PATHS.progress, PHOTO_PATHS.importProgress, …): the list is read on sign-in, on a
// refresh and when the panel opens.
import { WORKBENCH } from '../protocol/constants';
import type { Identity } from '../domain/people';

export const JOB_PATHS = {
  /** POST {tenantId} → JobItem[] (newest first; [] when there is none) */
  list: `${WORKBENCH}/jobs/list`,
  /** POST {tenantId, jobs: [{kind, id}]} → the count marked: endings announced, no longer `endingUnseen` */
  seen: `${WORKBENCH}/jobs/seen`,
} as const;

/** how far back the list reaches, and how many jobs it holds at most */
export const JOB_LIST_DAYS = 7;
export const JOB_LIST_MAX = 50;

export const JOB_KINDS = ['import', 'photoImport', 'export', 'photoExport', 'businessPackage', 'newsSync'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export type JobItemState = 'queued' | 'running' | 'finished' | 'failed' | 'cancelled';

/** the kinds whose running jobs the user can stop from the job centre */
export const CANCELLABLE_KINDS: readonly JobKind[] = ['import', 'photoImport', 'export', 'photoExport', 'newsSync'];

export const isJobRunning = (state: JobItemState) => state === 'queued' || state === 'running';

export interface JobCounts {
  inserted: number;
  updated: number;
  skipped: number;
  failed: number;
  /** articles a news synchronisation removed */
  removed?: number;
}

export interface JobItem {
  kind: JobKind;
  /** the job's key: the `redisKey` / `key` of its kind's own calls */
  id: string;
  /** what it reads or writes: the import's or export's file name, the package's zip */
  fileName: string;
  /** what it is about, in the reader's language: the import's target, the export's identity */
  subject: string | null;
  /** the identity of a photo import or people export (its error report call names it) */
  identity: Identity | null;
  /** an import's target (ImportTargetKey): the lists it changes are read again when it ends or is undone */
  target: string | null;
  state: JobItemState;
  /** an import that only counted what it would do */
  dryRun: boolean;
  done: number;
  total: number;
  /** 0..1, never 1 before the job finished */
  rate: number;
  /** rows or photos inserted, updated, skipped, failed (imports) */
  counts: JobCounts | null;
  /** ISO times */
  createdAt: string;
  finishedAt: string | null;
  /** the reason of a failed or cancelled job, in the reader's language */
  errorMsg: string | null;
  /** the error report's key (imports, photo imports) */
  errorKey: string | null;
  /** the finished export's signed download link */
  url: string | null;
  /** a finished import whose rows can still be undone */
  undoable: boolean;
  /**
   * an ending its user has not seen (no poll answered it: the page was gone), announced at the
   * next sign-in and then marked seen (JOB_PATHS.seen); the export kinds record it
   */
  endingUnseen: boolean;
}
