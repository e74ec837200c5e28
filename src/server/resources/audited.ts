// Every write of a collection leaves one audit row (who, when, what, the field changes) in the
// same transaction as the write, so the trail never tells of a write that did not happen.
import type { FieldChange } from '../../shared/documents/types';
import type { AuditAction } from '../../shared/documents/audit';
import type { ResourceDef } from '../../shared/resources';
import { recordAudit } from '../audit/record';
import { namedChanges } from '../audit/recordContent';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';

export interface Actor {
  tenantId: string;
  account: string;
  name: string;
}

/** What a write tells the trail: its action, the record (or ids), the changes, and what names
 *  the record (undefined: read from the record after the write; a removal gives it). */
export interface AuditNote {
  action: AuditAction;
  id: string | number | null;
  changes: FieldChange[];
  title?: string | null;
}

/** Runs a write in a transaction; for each note it returns (one, or one per record), an audit
 *  row is written with it, references to other rows given by their names. */
export function audited<T>(db: Db, def: ResourceDef, actor: Actor, work: (tx: Tx) => Promise<{ result: T; note: AuditNote | AuditNote[] | null }>): Promise<T> {
  return inTransaction(db, async (tx) => {
    const { result, note } = await work(tx);
    for (const n of note === null ? [] : Array.isArray(note) ? note : [note]) {
      await recordAudit(tx, {
        tenantId: actor.tenantId,
        actor: { account: actor.account, name: actor.name },
        action: n.action,
        target: { kind: 'collection', key: def.key, id: n.id, ...(n.title === undefined ? {} : { title: n.title }) },
        changes: await namedChanges(tx, def, actor.tenantId, n.changes),
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
