// Kysely types of the import tables (migration 008_imports). They are kept here rather than in
// db/schema.ts so the import feature stays in its own folder; `importDb` widens a Db or a
// transaction to see them.
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { QueueColumns } from '../jobs/queue';
import type { NumericColumnTally } from '../spreadsheet/protocol';
import type { DuplicateRule, MatchField, BasicInfoChoice, NumericIdentifierColumn } from '../../shared/imports';
import { tablesOf } from '../db/tablesOf';

type CreatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T> = ColumnType<T, string, string>;

export interface PreviewRow {
  n: number;
  cells: string[];
}

export interface ImportUploadsTable {
  id: string;
  tenant_id: string;
  user_id: number;
  target: string;
  /** the uploaded name, for display and downloads only; the stored file has a generated name */
  file_name: string;
  stored_name: string;
  kind: 'xlsx' | 'xls';
  size: number;
  /** rows holding a value (an upper estimate for xlsx, exact for xls) */
  row_count: number;
  /** the sheet row number of the last such row */
  last_row: number;
  preview: Json<PreviewRow[]>;
  /** the columns holding number cells, counted over the whole sheet (migration 036) */
  numeric_columns: ColumnType<NumericColumnTally[], string | undefined, string>;
  created_at: CreatedAt;
}

export interface ImportMappingsTable {
  tenant_id: string;
  target: string;
  /** system column -> file header */
  mapping: Json<Record<string, string>>;
  /** the headers of the file the mapping was made for, in order (null before migration 024) */
  headers: ColumnType<string[] | null, string | null | undefined, string | null>;
  user_id: number;
  updated_at: CreatedAt;
}

/** What start() decided; the job runs from this alone. */
export interface JobParams {
  headerLine: number;
  ruleNum: DuplicateRule;
  checkFields: string[];
  mapping: MatchField[];
  /** basic-information handling of this target (1 change the name, 2 keep it), null when none applies */
  infoHandle: BasicInfoChoice | null;
  fileName: string;
}

export type JobState = 'queued' | 'running' | 'finished' | 'failed' | 'cancelled';

export interface SampleChange {
  row: number;
  before: Record<string, string | null>;
  after: Record<string, string | null>;
}

export interface ImportJobsTable extends QueueColumns<JobState> {
  tenant_id: string;
  user_id: number;
  user_name: string;
  target: string;
  upload_id: string;
  params: Json<JobParams>;
  dry_run: boolean;
  cancel_requested: Generated<boolean>;
  total_estimate: number;
  total_num: Generated<number>;
  finish_num: Generated<number>;
  new_insert_num: Generated<number>;
  update_num: Generated<number>;
  jump_num: Generated<number>;
  fail_num: Generated<number>;
  /** the sheet row number of the last row of the last committed batch: a restart resumes after it */
  last_row: Generated<number>;
  sample: ColumnType<SampleChange[], string | undefined, string>;
  /** identifier columns read from number cells, counted batch by batch (migration 024) */
  numeric_cells: ColumnType<NumericIdentifierColumn[], string | undefined, string>;
  error_key: string | null;
  /** an i18n key, with error_params, localized when read */
  error_msg: string | null;
  error_params: ColumnType<Record<string, string | number> | null, string | null, string | null>;
  undone_at: Date | null;
  undone_by: number | null;
}

export interface ImportErrorsTable {
  id: Generated<number>;
  job_key: string;
  row_n: number;
  column_name: string;
  value: string;
  /** an i18n key (import.reason.*), localized when the report is downloaded */
  reason: string;
  params: ColumnType<Record<string, string | number> | null, string | null, string | null>;
}

export interface ImportChangesTable {
  id: Generated<number>;
  job_key: string;
  job_seq: number;
  table_name: 'people' | 'org_units';
  inserted_ids: ColumnType<number[], number[], number[]>;
  updated_ids: ColumnType<number[], number[], number[]>;
  /** [{id, column: previous value, ...}] for the updated rows, only the columns written */
  before: Json<Record<string, unknown>[]>;
  written_at: Date;
}

// a type alias (not an interface) so it satisfies withTables' Record constraint
export type ImportTables = {
  import_uploads: ImportUploadsTable;
  import_mappings: ImportMappingsTable;
  import_jobs: ImportJobsTable;
  import_errors: ImportErrorsTable;
  import_changes: ImportChangesTable;
};

export type ImportDb = Kysely<Database & ImportTables>;
export type ImportTx = Transaction<Database & ImportTables>;

export const importDb = tablesOf<ImportTables>();
