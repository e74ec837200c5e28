// Kysely types of the document tables (migration 017_documents), kept in this folder; `docDb`
// widens a Db or a transaction to see them.
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { FieldChange } from '../../shared/documents/types';
import type { Database } from '../db/schema';
import { tablesOf } from '../db/tablesOf';

type Json<T> = ColumnType<T, string, string>;
type Stamp = ColumnType<Date, Date | undefined, Date>;

export interface DocumentsTable {
  id: Generated<number>;
  tenant_id: string;
  key: string;
  /** '' for a tenant-scoped document */
  identity: string;
  latest_version: Generated<number>;
  published_version: number | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface DocumentVersionsTable {
  document_id: number;
  tenant_id: string;
  version: number;
  state: 'draft' | 'published';
  content: Json<Record<string, unknown>>;
  by_account: string;
  by_name: string;
  at: Stamp;
  published_at: Date | null;
  restored_from: number | null;
  /** from the version before (from the defaults for version 1) */
  changes: Json<FieldChange[]>;
}

export type DocumentTables = { documents: DocumentsTable; document_versions: DocumentVersionsTable };
export type DocDb = Kysely<Database & DocumentTables>;
export type DocTx = Transaction<Database & DocumentTables>;

export const docDb = tablesOf<DocumentTables>();
