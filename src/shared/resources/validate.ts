// Field validation from a definition, run by the console's form (before the call) and by the
// server (which never trusts the console). Returns reasons as i18n keys with params. Rules that
// need the database (lookup options, org units, uploaded files, uniqueness) and the rich-text
// allowlist are the server's (src/server/fields/prepare.ts).
import { FIELD_CHECKS, isColor, isRealDate, isRealDateTime, urlProblem } from './fieldRules';
import { FILE_ID } from './files';
import { FieldDef, ResourceDef, formFields } from './types';

export interface FieldProblem {
  field: string;
  key: string;
  params: Record<string, string | number>;
}

/** Blank: nothing, empty text, or an empty list (multiSelect, records). */
export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const TEXT_KINDS = new Set(['text', 'textarea', 'url', 'color', 'date', 'datetime', 'image', 'richText']);

function staticOptionOk(f: FieldDef, value: unknown): boolean {
  return f.options?.kind !== 'static' || f.options.items.some((o) => o.value === value);
}

export function validateField(f: FieldDef, value: unknown, labelOf: (key: string) => string): FieldProblem | null {
  const field = labelOf(f.label);
  const problem = (key: string, params: Record<string, string | number> = {}) => ({ field: f.name, key, params: { field, ...params } });
  if (isBlank(value)) return f.required ? problem('validation.required') : null;
  if (TEXT_KINDS.has(f.type) && typeof value !== 'string') return problem('validation.pattern');
  const text = typeof value === 'string' ? value.trim() : '';
  if (f.type === 'text' || f.type === 'textarea' || f.type === 'url') {
    if (f.maxLength !== undefined && [...text].length > f.maxLength) return problem('validation.maxLength', { max: f.maxLength });
    if (f.pattern && !new RegExp(f.pattern.source).test(text)) return { field: f.name, key: f.pattern.message, params: { field } };
    if (f.check && !FIELD_CHECKS[f.check].test(text)) return problem(FIELD_CHECKS[f.check].message);
    if (f.type === 'url') {
      const reason = urlProblem(text);
      if (reason) return problem(reason);
    }
  }
  if (f.type === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return problem('validation.notNumber');
    if (f.integer && !Number.isInteger(value)) return problem('fieldRule.integer');
    if ((f.min !== undefined && value < f.min) || (f.max !== undefined && value > f.max)) {
      return problem('validation.range', { min: f.min ?? '-∞', max: f.max ?? '∞' });
    }
  }
  if (f.type === 'switch' && typeof value !== 'boolean') return problem('validation.notOneOf');
  if (f.type === 'select' && !staticOptionOk(f, value)) return problem('validation.notOneOf');
  if (f.type === 'date' && !isRealDate(text)) return problem('fieldRule.date');
  if (f.type === 'datetime' && !isRealDateTime(text)) return problem('fieldRule.datetime');
  if (f.type === 'color' && !isColor(text)) return problem('fieldRule.color');
  if (f.type === 'image' && !FILE_ID.test(text)) return problem('fieldRule.image.missing');
  if (f.type === 'treeSelect' && (!Number.isInteger(value) || (value as number) < 1)) return problem('validation.notOneOf');
  if (f.type === 'multiSelect') {
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' && typeof v !== 'number')) return problem('validation.notOneOf');
    if (new Set(value).size !== value.length || !value.every((v) => staticOptionOk(f, v))) return problem('validation.notOneOf');
    if (f.maxItems !== undefined && value.length > f.maxItems) return problem('validation.maxItems', { limit: f.maxItems });
  }
  if (f.type === 'records') {
    if (!Array.isArray(value) || value.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) return problem('validation.pattern');
    if (f.maxItems !== undefined && value.length > f.maxItems) return problem('validation.maxItems', { limit: f.maxItems });
    for (const [i, record] of value.entries()) {
      for (const sub of (f.of ?? []).filter((x) => !x.readOnly)) {
        const p = validateField(sub, (record as Record<string, unknown>)[sub.name], labelOf);
        if (p) return { field: `${f.name}.${i}.${sub.name}`, key: p.key, params: { ...p.params, field: `${field} #${i + 1} ${p.params.field}` } };
      }
    }
  }
  return null;
}

/** The definition's windows (`ranges`) whose end, both ends set, is not later than the start. */
export function windowProblems(def: ResourceDef, values: Record<string, unknown>, labelOf: (key: string) => string): FieldProblem[] {
  const labelOfField = (name: string) => labelOf(def.fields.find((f) => f.name === name)?.label ?? name);
  return (def.ranges ?? [])
    .filter((r) => {
      const from = values[r.from];
      const to = values[r.to];
      return typeof from === 'string' && typeof to === 'string' && from.trim() !== '' && to.trim() !== '' && to.trim() <= from.trim();
    })
    .map((r) => ({ field: r.to, key: r.message, params: { field: labelOfField(r.to), from: labelOfField(r.from) } }));
}

/** The label of a value another field holds: a switch's on/off, a static option's label, else the value. */
function valueLabel(f: FieldDef | undefined, value: string | number | boolean, labelOf: (key: string) => string): string {
  if (typeof value === 'boolean') return labelOf(value ? 'common.yes' : 'common.no');
  const option = f?.options?.kind === 'static' ? f.options.items.find((o) => o.value === value) : undefined;
  return option ? labelOf(option.label) : String(value);
}

/** Fields left blank while the field they depend on holds the value that requires them (`requiredWhen`). */
export function conditionalProblems(def: ResourceDef, values: Record<string, unknown>, labelOf: (key: string) => string): FieldProblem[] {
  return def.fields
    .filter((f) => f.requiredWhen && values[f.requiredWhen.field] === f.requiredWhen.value && isBlank(values[f.name]))
    .map((f) => {
      const when = f.requiredWhen!;
      const other = def.fields.find((x) => x.name === when.field);
      return {
        field: f.name,
        key: 'validation.requiredWhen',
        params: { field: labelOf(f.label), other: labelOf(other?.label ?? when.field), value: valueLabel(other, when.value, labelOf) },
      };
    });
}

export function validateRecord(def: ResourceDef, values: Record<string, unknown>, labelOf: (key: string) => string): FieldProblem[] {
  const problems = formFields(def)
    .filter((f) => !f.readOnly)
    .map((f) => validateField(f, values[f.name], labelOf))
    .filter((p): p is FieldProblem => p !== null);
  if (problems.length > 0) return problems;
  const conditional = conditionalProblems(def, values, labelOf);
  return conditional.length > 0 ? conditional : windowProblems(def, values, labelOf);
}
