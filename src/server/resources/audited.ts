// Every write of a collection leaves one audit row (who, when, what, the field changes) in the
// same transaction as the write, so the trail never tells of a write that did not happen.
import type { FieldChange } from '../../shared/documents/types';
import type { AuditAction } from '../../shared/documents/audit';
import type { ResourceDef } from '../../shared/resources';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';

export interface Actor {
  tenantId: string;
  account: string;
  name: string;
}

/** What a write tells the trail: its action, the record (or ids) and the changes. */
export interface AuditNote {
  action: AuditAction;
  id: string | number | null;
  changes: FieldChange[];
}

/** Runs a write in a transaction; when it returns a note, the audit row is written with it. */
export function audited<T>(db: Db, def: ResourceDef, actor: Actor, work: (tx: Tx) => Promise<{ result: T; note: AuditNote | null }>): Promise<T> {
  return inTransaction(db, async (tx) => {
    const { result, note } = await work(tx);
    if (note) {
      await recordAudit(tx, {
        tenantId: actor.tenantId,
        actor: { account: actor.account, name: actor.name },
        action: note.action,
        target: { kind: 'collection', key: def.key, id: note.id },
        changes: note.changes,
      });
    }
    return result;
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The field changes from one record's values to another's (a new record: from nothing). */
export function recordChanges(def: ResourceDef, before: Record<string, unknown> | null, after: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const f of def.fields) {
    if (!(f.name in after)) continue;
    const was = before ? (before[f.name] ?? null) : null;
    const now = after[f.name] ?? null;
    if (!same(was, now)) changes.push({ path: f.name, before: was, after: now });
  }
  return changes;
}
