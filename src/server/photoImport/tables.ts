// Kysely types of the photo import's tables (migration 013_photo_imports), kept in the feature's
// folder like the Excel import's; `photoImportDb` widens a Db or a transaction to see them.
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { Identity } from '../../shared/domain/people';
import type { ErrorRule, RepeatRule } from '../../shared/photos/api';
import type { NamingField, NamingRule } from '../../shared/photos/naming';
import type { Database } from '../db/schema';
import type { QueueColumns } from '../jobs/queue';
import { tablesOf } from '../db/tablesOf';

type Json<T> = ColumnType<T, string, string>;
type Params = ColumnType<Record<string, string | number> | null, string | null, string | null>;

/** What the upload decided; the job runs from this alone. */
export interface PhotoJobParams {
  repeatRule: RepeatRule;
  errorRule: ErrorRule;
  namingRule: NamingRule;
  /** the people field the naming rule names photos by */
  field: NamingField;
  /** the spreadsheet's header row */
  jbDesc: number;
}

/**
 * mapping: the zip holds a spreadsheet whose columns are not mapped yet; waiting: queued behind
 * the Excel import of that spreadsheet (claimed once it ends); then the queue's usual states.
 */
export type PhotoJobState = 'mapping' | 'waiting' | 'queued' | 'running' | 'finished' | 'failed' | 'cancelled';

/** check: photos are read and validated (and, with error rule 1, placed); place: error rule 2
 *  found no error, the validated photos are placed. */
export type PhotoJobPhase = 'check' | 'place';

export interface PhotoImportJobsTable extends QueueColumns<PhotoJobState> {
  tenant_id: string;
  user_id: number;
  user_name: string;
  identity: Identity;
  params: Json<PhotoJobParams>;
  /** the zip's name as uploaded, for display only */
  file_name: string;
  /** the zip's generated name in the upload folder while the job needs it */
  stored_name: string | null;
  photo_count: number;
  sheet_name: string | null;
  /** the spreadsheet registered as an Excel import upload */
  upload_id: string | null;
  /** the Excel import job of the spreadsheet's rows */
  rows_job_key: string | null;
  cancel_requested: Generated<boolean>;
  phase: Generated<PhotoJobPhase>;
  /** photos before this position are committed: a restart goes on from here */
  last_index: Generated<number>;
  /** photos read and judged */
  checked_num: Generated<number>;
  total_num: Generated<number>;
  /** photos whose outcome is final: inserted + updated + skipped + failed */
  finish_num: Generated<number>;
  new_insert_num: Generated<number>;
  update_num: Generated<number>;
  jump_num: Generated<number>;
  fail_num: Generated<number>;
  error_key: string | null;
  /** an i18n key, with error_params, localized when read */
  error_msg: string | null;
  error_params: Params;
}

export interface PhotoImportItemsTable {
  job_key: string;
  entry_index: number;
  person_id: number;
  stored_name: string;
}

export interface PhotoImportErrorsTable {
  id: Generated<number>;
  job_key: string;
  entry_index: number;
  entry_name: string;
  identifier: string;
  /** an i18n key (photoImport.reason.*), localized when the report is downloaded */
  reason: string;
  params: Params;
}

export type PhotoImportTables = {
  photo_import_jobs: PhotoImportJobsTable;
  photo_import_items: PhotoImportItemsTable;
  photo_import_errors: PhotoImportErrorsTable;
};

export type PhotoJobRow = Selectable<PhotoImportJobsTable>;
export type PhotoImportDb = Kysely<Database & PhotoImportTables>;
export type PhotoImportTx = Transaction<Database & PhotoImportTables>;

export const photoImportDb = tablesOf<PhotoImportTables>();
