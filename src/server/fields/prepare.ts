// prepareFields (the issue 12 contract, used by collections and documents): every field kind's
// rules, the shared ones (validateField, the same the console's form runs) and those that need
// the server (lookup options, org units, uploaded images, the rich-text allowlist, uniqueness),
// and the values to store: text trimmed, blank as null, rich text sanitized, colours lower-case,
// records prepared one by one with their `of` fields. readOnly fields are dropped.
import type { FieldDef } from '../../shared/resources';
import { FieldProblem, isBlank, validateField } from '../../shared/resources/validate';
import type { Db } from '../db/schema';
import type { Translate } from '../types';
import { imageExists, orgUnitExists } from './existence';
import { pictureIds, plainText, sanitizeRichText } from './richText';

export type { FieldProblem };

export interface PrepareContext {
  db: Db;
  tenantId: string;
  t: Translate;
  /** the items of a lookup option source (FieldDef.options.lookup); needed when a field has one */
  lookup?: (lookup: string) => Promise<Record<string, unknown>[]>;
  /** whether another record of the tenant already holds this unique value (collections pass it) */
  clashes?: (field: FieldDef, value: unknown) => Promise<boolean>;
}

export type PrepareResult = { ok: true; values: Record<string, unknown> } | { ok: false; problems: FieldProblem[] };

type One = { value: unknown } | { problems: FieldProblem[] };

/** The value as checked and stored before the rules run: text trimmed, blank as null. */
function clean(f: FieldDef, raw: unknown): unknown {
  if (f.type === 'richText' && typeof raw === 'string') {
    const html = sanitizeRichText(raw).trim();
    return plainText(html) === '' && pictureIds(html).length === 0 ? null : html;
  }
  if (isBlank(raw)) return null;
  if (typeof raw !== 'string') return raw;
  const text = raw.trim();
  return f.type === 'color' ? text.toLowerCase() : text;
}

async function lookupProblem(f: FieldDef, value: unknown, ctx: PrepareContext): Promise<boolean> {
  const o = f.options;
  if (o?.kind !== 'lookup' || value === null) return false;
  if (!ctx.lookup) throw new Error(`field ${f.name}: a lookup option source needs ctx.lookup`);
  const values = Array.isArray(value) ? value : [value];
  if (o.valueType === 'number' && !values.every((v) => Number.isInteger(v))) return true;
  const items = await ctx.lookup(o.lookup);
  const allowed = new Set(items.map((i) => String(i[o.valueKey])));
  return !values.every((v) => allowed.has(String(v)));
}

async function prepareOne(f: FieldDef, raw: unknown, ctx: PrepareContext): Promise<One> {
  const label = ctx.t(f.label);
  const problem = (key: string, params: Record<string, string | number> = {}): One => ({
    problems: [{ field: f.name, key, params: { field: label, ...params } }],
  });
  const value = clean(f, raw);
  const basic = validateField(f, value, ctx.t);
  if (basic) return { problems: [basic] };
  if (value === null) return { value: null };

  if ((f.type === 'select' || f.type === 'multiSelect') && (await lookupProblem(f, value, ctx))) return problem('validation.notOneOf');
  if (f.type === 'treeSelect' && !(await orgUnitExists(ctx.db, ctx.tenantId, value as number))) return problem('fieldRule.orgUnit');
  if (f.type === 'image') {
    const found = await imageExists(ctx.db, ctx.tenantId, value as string);
    if (found !== 'image') return problem(found === 'missing' ? 'fieldRule.image.missing' : 'fieldRule.image.notImage');
  }
  if (f.type === 'richText') {
    const html = value as string;
    if (f.maxLength !== undefined && [...plainText(html)].length > f.maxLength) return problem('validation.maxLength', { max: f.maxLength });
    for (const id of pictureIds(html)) {
      if ((await imageExists(ctx.db, ctx.tenantId, id)) !== 'image') return problem('fieldRule.image.missing');
    }
  }
  if (f.type === 'records') {
    const records: Record<string, unknown>[] = [];
    const problems: FieldProblem[] = [];
    for (const [i, record] of (value as Record<string, unknown>[]).entries()) {
      const done = await prepareFields(f.of ?? [], record, { ...ctx, clashes: undefined });
      if (done.ok) records.push(done.values);
      else
        problems.push(
          ...done.problems.map((p) => ({
            field: `${f.name}.${i}.${p.field}`,
            key: p.key,
            params: { ...p.params, field: `${label} #${i + 1} ${p.params.field}` },
          })),
        );
    }
    return problems.length > 0 ? { problems } : { value: records };
  }
  if (f.unique && ctx.clashes && (await ctx.clashes(f, value))) return problem('validation.duplicate', { value: String(value) });
  return { value };
}

export async function prepareFields(fields: FieldDef[], values: Record<string, unknown>, ctx: PrepareContext): Promise<PrepareResult> {
  const prepared: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  for (const f of fields) {
    if (f.readOnly) continue;
    const one = await prepareOne(f, Object.hasOwn(values, f.name) ? values[f.name] : undefined, ctx);
    if ('problems' in one) problems.push(...one.problems);
    else prepared[f.name] = one.value;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values: prepared };
}
