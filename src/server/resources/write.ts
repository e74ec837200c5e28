// Save, update and remove of a resource, always within the caller's tenant. Removal is refused
// while another table still refers to a record (ResourceDef.inUse: a column of ids, or of id arrays).
import { sql } from 'kysely';
import type { FieldChange } from '../../shared/documents/types';
import type { FieldError } from '../../shared/protocol';
import { recordChanges } from './audited';
import type { ResourceDef, ResourceRow } from '../../shared/resources';
import type { Db } from '../db/schema';
import { isUniqueViolation } from '../db/transaction';
import type { Translate } from '../types';
import { checkRecord, duplicateError } from './checks';
import { DbRow, rowSelection, toColumns, toRecord, valuesForInsert, valuesForUpdate } from './records';
import { dynamicTables } from './dynamicTable';
import { tenantZone } from '../time/tenantZone';

export type WriteResult = { ok: true; id: number; changes: FieldChange[] } | { ok: false; errors: FieldError[] } | { ok: false; notFound: true };

interface Ctx {
  tenantId: string;
  t: Translate;
}

/** Two saves of one unique value can both pass the check; the unique index decides. */
function uniqueClash(def: ResourceDef, values: Record<string, unknown>, t: Translate): WriteResult {
  const f = def.fields.find((x) => x.unique) ?? def.fields[0];
  return { ok: false, errors: [duplicateError(f, values[f.name], t)] };
}

export async function insertRecord(db: Db, def: ResourceDef, body: Record<string, unknown>, ctx: Ctx): Promise<WriteResult> {
  const checked = await checkRecord(db, def, valuesForInsert(def, body), { ...ctx, excludeId: null });
  if (!checked.ok) return checked;
  try {
    const row = await dynamicTables(db)
      .insertInto(def.table)
      .values({ tenant_id: ctx.tenantId, ...toColumns(def, checked.values) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true, id: row.id as number, changes: recordChanges(def, null, checked.values) };
  } catch (e) {
    if (isUniqueViolation(e)) return uniqueClash(def, checked.values, ctx.t);
    throw e;
  }
}

export async function findRecord(db: Db, def: ResourceDef, tenantId: string, id: number): Promise<ResourceRow | undefined> {
  const row = await dynamicTables(db)
    .selectFrom(def.table)
    .select(rowSelection(def, await tenantZone(db, tenantId)))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRecord(def, row as DbRow);
}

export async function updateRecord(db: Db, def: ResourceDef, id: number, body: Record<string, unknown>, ctx: Ctx): Promise<WriteResult> {
  const stored = await findRecord(db, def, ctx.tenantId, id);
  if (!stored) return { ok: false, notFound: true };
  const fixed = fixedFieldChanged(def, stored, body);
  if (fixed) return { ok: false, errors: [{ field: fixed, reason: ctx.t(def.fixedRows!.message), key: def.fixedRows!.message }] };
  const checked = await checkRecord(db, def, valuesForUpdate(def, stored, body), { ...ctx, excludeId: id });
  if (!checked.ok) return checked;
  try {
    const done = await dynamicTables(db)
      .updateTable(def.table)
      .set({ ...toColumns(def, checked.values), updated_at: sql`now()` })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return done ? { ok: true, id, changes: recordChanges(def, stored, checked.values) } : { ok: false, notFound: true };
  } catch (e) {
    if (isUniqueViolation(e)) return uniqueClash(def, checked.values, ctx.t);
    throw e;
  }
}

const sameValue = (a: unknown, b: unknown) => {
  const norm = (v: unknown) => JSON.stringify(Array.isArray(v) ? [...v].map(String).sort() : (v ?? null));
  return norm(a) === norm(b);
};

/** A kept field of a fixed record (ResourceDef.fixedRows) the body would change, or null. */
function fixedFieldChanged(def: ResourceDef, stored: ResourceRow, body: Record<string, unknown>): string | null {
  const fixed = def.fixedRows;
  if (!fixed || stored[fixed.field] !== true) return null;
  return fixed.keep.find((name) => name in body && !sameValue(body[name], stored[name])) ?? null;
}

/** Why the records cannot be removed (a catalogue key and its count), or null: a fixed record
 *  among them (ResourceDef.fixedRows), or the first in-use rule that holds for any of the ids. */
export async function inUseReason(db: Db, def: ResourceDef, tenantId: string, ids: number[]): Promise<{ key: string; params: { count: number } } | null> {
  if (def.fixedRows) {
    const column = def.fields.find((f) => f.name === def.fixedRows!.field)!.column;
    const row = await dynamicTables(db)
      .selectFrom(def.table)
      .select(sql<number>`count(*)::int`.as('n'))
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .where(column, '=', true)
      .executeTakeFirst();
    const count = Number(row?.n ?? 0);
    if (count > 0) return { key: def.fixedRows.message, params: { count } };
  }
  for (const rule of def.inUse ?? []) {
    const row = await dynamicTables(db)
      .selectFrom(rule.table)
      .select(sql<number>`count(*)::int`.as('n'))
      .where('tenant_id', '=', tenantId)
      .where((eb) => (rule.array ? sql<boolean>`${sql.ref(rule.column)} && ${ids}::integer[]` : eb(rule.column, 'in', ids)))
      .executeTakeFirst();
    const count = Number(row?.n ?? 0);
    if (count > 0) return { key: rule.message, params: { count } };
  }
  return null;
}

export async function removeRecords(db: Db, def: ResourceDef, tenantId: string, ids: number[]): Promise<number> {
  const removed = await dynamicTables(db).deleteFrom(def.table).where('tenant_id', '=', tenantId).where('id', 'in', ids).returning('id').execute();
  return removed.length;
}

/** Sets one field on the tenant's records among ids (a row or batch action); how many changed. */
export async function setField(db: Db, def: ResourceDef, tenantId: string, ids: number[], column: string, value: unknown): Promise<number> {
  const done = await dynamicTables(db)
    .updateTable(def.table)
    .set({ [column]: value, updated_at: sql`now()` })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return done.length;
}
