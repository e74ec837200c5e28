// Field validation from a definition, run by the console's form (before the call) and by the
// server (which never trusts the console). Returns reasons as i18n keys with params.
import { FieldDef, ResourceDef, formFields } from './types';

export interface FieldProblem {
  field: string;
  key: string;
  params: Record<string, string | number>;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function validateField(f: FieldDef, value: unknown, labelOf: (key: string) => string): FieldProblem | null {
  const field = labelOf(f.label);
  const problem = (key: string, params: Record<string, string | number> = {}) => ({ field: f.name, key, params: { field, ...params } });
  if (isBlank(value)) return f.required ? problem('validation.required') : null;
  if (f.type === 'text' || f.type === 'textarea') {
    if (typeof value !== 'string') return problem('validation.pattern');
    const text = value.trim();
    if (f.maxLength !== undefined && [...text].length > f.maxLength) return problem('validation.maxLength', { max: f.maxLength });
    if (f.pattern && !new RegExp(f.pattern.source).test(text)) return { field: f.name, key: f.pattern.message, params: { field } };
  }
  if (f.type === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return problem('validation.notNumber');
    if ((f.min !== undefined && value < f.min) || (f.max !== undefined && value > f.max)) {
      return problem('validation.range', { min: f.min ?? '-∞', max: f.max ?? '∞' });
    }
  }
  if (f.type === 'switch' && typeof value !== 'boolean') return problem('validation.notOneOf');
  if (f.type === 'select' && f.options?.kind === 'static' && !f.options.items.some((o) => o.value === value)) {
    return problem('validation.notOneOf');
  }
  return null;
}

export function validateRecord(def: ResourceDef, values: Record<string, unknown>, labelOf: (key: string) => string): FieldProblem[] {
  return formFields(def)
    .map((f) => validateField(f, values[f.name], labelOf))
    .filter((p): p is FieldProblem => p !== null);
}
