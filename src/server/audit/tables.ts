// Kysely types of the audit trail (migration 017_documents), kept beside the code that writes
// and reads it; `auditDb` widens a Db or a transaction to see the table.
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { AuditAction, AuditTargetKind } from '../../shared/documents/audit';
import type { FieldChange } from '../../shared/documents/types';
import type { Database } from '../db/schema';
import { tablesOf } from '../db/tablesOf';

export interface AuditLogTable {
  id: Generated<number>;
  tenant_id: string;
  at: ColumnType<Date, Date | undefined, Date>;
  actor_account: string;
  actor_name: string;
  action: AuditAction;
  target_kind: AuditTargetKind;
  target_key: string;
  target_id: string | null;
  /** the object's title when it was written (migration 041): a record's name, a group's name */
  target_title: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON text in, parsed out */
  changes: ColumnType<FieldChange[], string, string>;
}

export type AuditTables = { audit_log: AuditLogTable };
export type AuditDb = Kysely<Database & AuditTables>;
export type AuditTx = Transaction<Database & AuditTables>;

export const auditDb = tablesOf<AuditTables>();
