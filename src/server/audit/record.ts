// recordAudit: one row of the audit trail for a write of a collection or a document, written
// with the caller's connection so it commits or rolls back with the write it describes.
import type { AuditAction, AuditTargetKind } from '../../shared/documents/audit';
import type { FieldChange } from '../../shared/documents/types';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { auditDb } from './tables';

export interface AuditRecord {
  tenantId: string;
  actor: { account: string; name: string };
  action: AuditAction;
  target: { kind: AuditTargetKind; key: string; id?: string | number | null };
  changes: FieldChange[];
  /** when it happened (default: the database's now()) */
  at?: Date;
}

export async function recordAudit(db: Db | Tx, entry: AuditRecord): Promise<void> {
  const id = entry.target.id;
  await auditDb(db as Db)
    .insertInto('audit_log')
    .values({
      tenant_id: entry.tenantId,
      ...(entry.at ? { at: entry.at } : {}),
      actor_account: entry.actor.account,
      actor_name: entry.actor.name,
      action: entry.action,
      target_kind: entry.target.kind,
      target_key: entry.target.key,
      target_id: id === undefined || id === null ? null : String(id),
      changes: JSON.stringify(entry.changes),
    })
    .execute();
}
