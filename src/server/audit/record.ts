// recordAudit: one row of the audit trail for a write (a collection's, a document's, a hand-built
// screen's), written with the caller's connection so it commits or rolls back with the write it
// describes. The row names its object by its title (titles.ts): the one the write gives (a
// removal gives it, its record being gone), else the one the object has now.
import type { AuditAction, AuditTargetKind } from '../../shared/documents/audit';
import type { FieldChange } from '../../shared/documents/types';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { insertAuditRow } from './insert';
import { titleOfTarget } from './titles';

export interface AuditRecord {
  tenantId: string;
  actor: { account: string; name: string };
  action: AuditAction;
  /** title: what names the object (undefined: read from the object; null: nothing names it) */
  target: { kind: AuditTargetKind; key: string; id?: string | number | null; title?: string | null };
  changes: FieldChange[];
  /** when it happened (default: the database's now()) */
  at?: Date;
}

export async function recordAudit(db: Db | Tx, entry: AuditRecord): Promise<void> {
  const { id, kind, key } = entry.target;
  const title = entry.target.title === undefined ? await titleOfTarget(db, entry.tenantId, kind, key, id) : entry.target.title;
  await insertAuditRow(db, { ...entry, target: { ...entry.target, title } });
}
