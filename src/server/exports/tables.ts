// Kysely types of the export table (migrations 010_exports and 014_photo_exports), kept in the
// export feature's folder like the import's; `exportDb` widens a Db or a transaction to see it.
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Identity } from '../../shared/domain/people';
import type { ExportState } from '../../shared/exports/api';
import type { PeopleFilters } from '../../shared/people/api';
import type { AdvancedSearchRow, OrderRow, PeopleFieldKey } from '../../shared/people/query';
import type { Database } from '../db/schema';
import type { QueueColumns } from '../jobs/queue';
import type { ExportKind } from './kinds';
import { tablesOf } from '../db/tablesOf';

type Json<T> = ColumnType<T, string, string>;

export interface ExportColumn {
  /** the header text the administrator chose */
  label: string;
  key: PeopleFieldKey;
}

/** Which people a job reads (the export's data range, resolved at start). */
export interface SelectionParams {
  dataRange: 1 | 2 | 3;
  filters: PeopleFilters;
  advancedSearch: AdvancedSearchRow[];
  /** the checked people (dataRange 3) */
  ids?: number[];
}

/** What start() decided for an xlsx export (kind 'xlsx'); the job runs from this alone. Other
 *  kinds keep their own params in the same column (the photo export: PhotoExportParams). */
export interface ExportParams extends SelectionParams {
  order: OrderRow[];
  columns: ExportColumn[];
  /** the sheet's name: the identity's label in the language of the one who started it */
  sheetName: string;
}

export interface ExportJobsTable extends QueueColumns<ExportState> {
  tenant_id: string;
  user_id: number;
  user_name: string;
  /** the people export's identity; null for a collection's export (kind 'resource', migration 021) */
  identity: Identity | null;
  /** what the job writes (migrations 014, 021): 'xlsx' the bulk export, 'photos' the photo zip, 'resource' a collection's xlsx */
  kind: ColumnType<ExportKind, ExportKind | undefined, never>;
  /** as the administrator typed it (trimmed), without its extension */
  file_name: string;
  params: Json<ExportParams>;
  cancel_requested: Generated<boolean>;
  /** the count at start; once ended, the rows written */
  total_num: Generated<number>;
  finish_num: Generated<number>;
  /** the file's generated name in the store while it is kept */
  stored_name: string | null;
  file_size: number | null;
  /** an i18n key, with error_params, localized when read (a cancelled job's reason, when it has one) */
  error_msg: string | null;
  /** the last poll of its follower, a dialog or the job centre (migration 039, follower.ts) */
  followed_at: Date | null;
  /** the user chose to keep it running in the job centre: a silent follower does not cancel it */
  keep_running: Generated<boolean>;
  /** when a poll first answered its ending: null for an ending its user has not seen */
  ending_seen_at: Date | null;
  error_params: ColumnType<Record<string, string | number> | null, string | null, string | null>;
}

export type ExportTables = { export_jobs: ExportJobsTable };
export type ExportDb = Kysely<Database & ExportTables>;
export type ExportTx = Transaction<Database & ExportTables>;

export const exportDb = tablesOf<ExportTables>();
