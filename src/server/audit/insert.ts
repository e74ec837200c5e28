// The audit row itself, written as given (its title decided by the caller). recordAudit
// (record.ts) is what writes use: it reads the title when none is given. This layer imports
// nothing that reads titles, so a domain those readers depend on (the members) can record too.
import type { AuditAction, AuditTargetKind } from '../../shared/documents/audit';
import type { FieldChange } from '../../shared/documents/types';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { auditDb } from './tables';

export interface AuditRow {
  tenantId: string;
  actor: { account: string; name: string };
  action: AuditAction;
  target: { kind: AuditTargetKind; key: string; id?: string | number | null; title: string | null };
  changes: FieldChange[];
  /** when it happened (default: the database's now()) */
  at?: Date;
}

export async function insertAuditRow(db: Db | Tx, entry: AuditRow): Promise<void> {
  const { id, kind, key, title } = entry.target;
  await auditDb(db as Db)
    .insertInto('audit_log')
    .values({
      tenant_id: entry.tenantId,
      ...(entry.at ? { at: entry.at } : {}),
      actor_account: entry.actor.account,
      actor_name: entry.actor.name,
      action: entry.action,
      target_kind: kind,
      target_key: key,
      target_id: id === undefined || id === null ? null : String(id),
      target_title: title ? title.slice(0, 500) : null,
      changes: JSON.stringify(entry.changes),
    })
    .execute();
}
