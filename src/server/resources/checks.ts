// Everything a record must pass before it is written: prepareFields (every field kind's rules,
// the shared ones the console's form runs too, lookup options, org units, images, rich text)
// with this resource's lookups and its uniqueness within the tenant. Reasons are localized
// sentences naming the field.
import { fieldError } from '../envelope';
import { sql } from 'kysely';
import type { FieldError } from '../../shared/protocol';
import type { FieldDef, ResourceDef } from '../../shared/resources';
import type { Db } from '../db/schema';
import { prepareFields } from '../fields/prepare';
import { conditionalProblems, windowProblems } from '../../shared/resources/validate';
import type { Translate } from '../types';
import { isTextField } from './columns';
import { providerOf } from './lookups';
import { writableFields } from './records';
import { dynamicTables } from './dynamicTable';

async function clashes(db: Db, def: ResourceDef, f: FieldDef, value: unknown, tenantId: string, excludeId: number | null): Promise<boolean> {
  let q = dynamicTables(db).selectFrom(def.table).select('id').where('tenant_id', '=', tenantId);
  q = isTextField(f) ? q.where(sql<boolean>`lower(trim(${sql.ref(f.column)})) = lower(trim(${String(value)}))`) : q.where(f.column, '=', value);
  if (excludeId !== null) q = q.where('id', '<>', excludeId);
  return !!(await q.limit(1).executeTakeFirst());
}

export const duplicateError = (f: FieldDef, value: unknown, t: Translate): FieldError =>
  fieldError(t, f.name, 'validation.duplicate', { field: t(f.label), value: String(value) });

export type Checked = { ok: true; values: Record<string, unknown> } | { ok: false; errors: FieldError[] };

export async function checkRecord(
  db: Db,
  def: ResourceDef,
  values: Record<string, unknown>,
  ctx: { tenantId: string; t: Translate; excludeId: number | null },
): Promise<Checked> {
  const { t, tenantId } = ctx;
  const prepared = await prepareFields(writableFields(def), values, {
    db,
    tenantId,
    t,
    lookup: (lookup) => providerOf(def, lookup)({ db, tenantId, t }),
    clashes: (f, value) => clashes(db, def, f, value, tenantId, ctx.excludeId),
  });
  if (prepared.ok) {
    const conditional = conditionalProblems(def, prepared.values, t);
    const problems = conditional.length > 0 ? conditional : windowProblems(def, prepared.values, t);
    if (problems.length === 0) return prepared;
    return { ok: false, errors: problems.map((p) => fieldError(t, p.field, p.key, p.params)) };
  }
  return { ok: false, errors: prepared.problems.map((p) => fieldError(t, p.field, p.key, p.params)) };
}
