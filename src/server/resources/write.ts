// Save, update and remove of a resource, always within the caller's tenant.
import { sql } from 'kysely';
import type { FieldError } from '../../shared/protocol';
import type { ResourceDef, ResourceRow } from '../../shared/resources';
import type { Db } from '../db/schema';
import { isUniqueViolation } from '../db/transaction';
import type { Translate } from '../types';
import { checkRecord, duplicateError } from './checks';
import { DbRow, toColumns, toRecord, valuesForInsert, valuesForUpdate } from './records';
import { untyped } from './untyped';

export type WriteResult = { ok: true; id: number } | { ok: false; errors: FieldError[] } | { ok: false; notFound: true };

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
  const values = valuesForInsert(def, body);
  const errors = await checkRecord(db, def, values, { ...ctx, excludeId: null });
  if (errors.length > 0) return { ok: false, errors };
  try {
    const row = await untyped(db)
      .insertInto(def.table)
      .values({ tenant_id: ctx.tenantId, ...toColumns(def, values) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true, id: row.id as number };
  } catch (e) {
    if (isUniqueViolation(e)) return uniqueClash(def, values, ctx.t);
    throw e;
  }
}

export async function findRecord(db: Db, def: ResourceDef, tenantId: string, id: number): Promise<ResourceRow | undefined> {
  const row = await untyped(db)
    .selectFrom(def.table)
    .select(['id', 'created_at', 'updated_at', ...def.fields.map((f) => f.column)])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRecord(def, row as DbRow);
}

export async function updateRecord(db: Db, def: ResourceDef, id: number, body: Record<string, unknown>, ctx: Ctx): Promise<WriteResult> {
  const stored = await findRecord(db, def, ctx.tenantId, id);
  if (!stored) return { ok: false, notFound: true };
  const values = valuesForUpdate(def, stored, body);
  const errors = await checkRecord(db, def, values, { ...ctx, excludeId: id });
  if (errors.length > 0) return { ok: false, errors };
  try {
    const done = await untyped(db)
      .updateTable(def.table)
      .set({ ...toColumns(def, values), updated_at: sql`now()` })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return done ? { ok: true, id } : { ok: false, notFound: true };
  } catch (e) {
    if (isUniqueViolation(e)) return uniqueClash(def, values, ctx.t);
    throw e;
  }
}

export async function removeRecords(db: Db, def: ResourceDef, tenantId: string, ids: number[]): Promise<number> {
  const removed = await untyped(db).deleteFrom(def.table).where('tenant_id', '=', tenantId).where('id', 'in', ids).returning('id').execute();
  return removed.length;
}
