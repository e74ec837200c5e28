// Everything a record must pass before it is written: the shared field rules (validateRecord,
// the same ones the console's form runs), option validity for lookup selects, and uniqueness
// within the tenant. Reasons are localized sentences naming the field.
import { sql } from 'kysely';
import type { FieldError } from '../../shared/protocol';
import type { FieldDef, ResourceDef } from '../../shared/resources';
import { validateRecord } from '../../shared/resources/validate';
import type { Db } from '../db/schema';
import type { Translate } from '../types';
import { columnKind, isTextField } from './columns';
import { providerOf } from './lookups';
import { isBlank } from './records';
import { untyped } from './untyped';

async function optionProblem(db: Db, def: ResourceDef, f: FieldDef, value: unknown, tenantId: string, t: Translate) {
  const o = f.options;
  if (o?.kind !== 'lookup' || isBlank(value)) return null;
  const bad = { field: f.name, reason: t('validation.notOneOf', { field: t(f.label) }) };
  if (columnKind(f) === 'integer' && !Number.isInteger(value)) return bad;
  const items = await providerOf(def, o.lookup)({ db, tenantId, t });
  return items.some((i) => String(i[o.valueKey]) === String(value)) ? null : bad;
}

async function duplicateProblem(db: Db, def: ResourceDef, f: FieldDef, value: unknown, tenantId: string, excludeId: number | null, t: Translate) {
  if (!f.unique || isBlank(value)) return null;
  let q = untyped(db).selectFrom(def.table).select('id').where('tenant_id', '=', tenantId);
  q = isTextField(f)
    ? q.where(sql<boolean>`lower(trim(${sql.ref(f.column)})) = lower(trim(${String(value)}))`)
    : q.where(f.column, '=', value);
  if (excludeId !== null) q = q.where('id', '<>', excludeId);
  const clash = await q.limit(1).executeTakeFirst();
  return clash ? duplicateError(f, value, t) : null;
}

export const duplicateError = (f: FieldDef, value: unknown, t: Translate): FieldError => ({
  field: f.name,
  reason: t('validation.duplicate', { field: t(f.label), value: String(value) }),
});

export async function checkRecord(
  db: Db,
  def: ResourceDef,
  values: Record<string, unknown>,
  ctx: { tenantId: string; t: Translate; excludeId: number | null },
): Promise<FieldError[]> {
  const { t, tenantId } = ctx;
  const errors: FieldError[] = validateRecord(def, values, (key) => t(key)).map((p) => ({ field: p.field, reason: t(p.key, p.params) }));
  const failed = new Set(errors.map((e) => e.field));
  for (const f of def.fields) {
    if (failed.has(f.name) || !Object.hasOwn(values, f.name)) continue;
    const problem =
      (await optionProblem(db, def, f, values[f.name], tenantId, t)) ??
      (await duplicateProblem(db, def, f, values[f.name], tenantId, ctx.excludeId, t));
    if (problem) errors.push(problem);
  }
  return errors;
}
