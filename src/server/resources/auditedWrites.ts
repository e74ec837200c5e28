// A collection's writes as its calls make them, each with its audit row in the same transaction
// (audited.ts): a record added or edited (with its field changes), records removed (a row each,
// with the record as it was), one field set on several (a row or batch action), a page
// reordered. A write that changed nothing leaves no row. Rows are named by their records' titles.
import type { FieldDef, ResourceDef } from '../../shared/resources';
import type { Db } from '../db/schema';
import type { Translate } from '../types';
import { readRecords, snapshotChanges, titlesOfRecords } from '../audit/recordContent';
import { Actor, audited, AuditNote } from './audited';
import { adjustOrder } from './order';
import { insertRecord, removeRecords, setField, updateRecord, WriteResult } from './write';

type Body = Record<string, unknown>;

/** A save or an update with its audit row: create or update, the record's id, its changes. */
const writeNote = (result: WriteResult, action: 'create' | 'update'): AuditNote | null =>
  result.ok ? { action, id: result.id, changes: result.changes } : null;

export function insertAudited(db: Db, def: ResourceDef, actor: Actor, body: Body, t: Translate): Promise<WriteResult> {
  return audited(db, def, actor, async (tx) => {
    const result = await insertRecord(tx, def, body, { tenantId: actor.tenantId, t });
    return { result, note: writeNote(result, 'create') };
  });
}

export function updateAudited(db: Db, def: ResourceDef, actor: Actor, id: number, body: Body, t: Translate): Promise<WriteResult> {
  return audited(db, def, actor, async (tx) => {
    const result = await updateRecord(tx, def, id, body, { tenantId: actor.tenantId, t });
    return { result, note: writeNote(result, 'update') };
  });
}

/** How many of the tenant's records among ids were removed. Each removed record leaves its own
 *  row: named by its title, its fields as they were (a snapshot), so the history keeps it. */
export function removeAudited(db: Db, def: ResourceDef, actor: Actor, ids: number[]): Promise<number> {
  return audited(db, def, actor, async (tx) => {
    const records = await readRecords(tx, def, actor.tenantId, ids);
    const titles = await titlesOfRecords(tx, def, actor.tenantId, records);
    const n = await removeRecords(tx, def, actor.tenantId, ids);
    const note = records.map((r): AuditNote => ({ action: 'remove', id: r.id, title: titles.get(r.id) ?? null, changes: snapshotChanges(def, r) }));
    return { result: n, note: n > 0 ? note : null };
  });
}

/** How many of the tenant's records among ids took the value. */
export function setFieldAudited(db: Db, def: ResourceDef, actor: Actor, ids: number[], field: FieldDef, value: unknown): Promise<number> {
  return audited(db, def, actor, async (tx) => {
    const n = await setField(tx, def, actor.tenantId, ids, field.column, value);
    return { result: n, note: n > 0 ? { action: 'batch', id: ids.join(','), changes: [{ path: field.name, before: null, after: value }] } : null };
  });
}

/** false when one of the ids is not the tenant's record (nothing changed). */
export function adjustOrderAudited(db: Db, def: ResourceDef, actor: Actor, ids: number[]): Promise<boolean> {
  return audited(db, def, actor, async (tx) => {
    const done = await adjustOrder(tx, def, actor.tenantId, ids);
    return { result: done, note: done ? { action: 'batch', id: ids.join(','), changes: [{ path: def.orderField!, before: null, after: ids }] } : null };
  });
}
