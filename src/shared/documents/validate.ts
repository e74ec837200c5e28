// A document's content checked against its definition, by the console's form (before the call)
// and by the server: every editable field's rules (the collections' validateField: colour
// #rrggbb, dates, urls, images, records each checked with their own fields), rich text by its
// visible text, the date ranges, the sums, and the size of the JSON text. Reasons are i18n keys with
// params, as validateField gives them.
import { FieldProblem, validateField } from '../resources/validate';
import { richTextLength } from './richText';
import { DOCUMENT_MAX_BYTES, DocumentDef } from './types';

type LabelOf = (key: string) => string;

/** The editable fields of a document (read-only ones are shown, never written). */
export const editableFields = (def: DocumentDef) => def.fields.filter((f) => !f.readOnly);

/** Each editable field's first problem; rich text counts its visible characters. */
export function fieldProblems(def: DocumentDef, content: Record<string, unknown>, labelOf: LabelOf): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const f of editableFields(def)) {
    const value = content[f.name];
    const p = validateField(f, value, labelOf);
    if (p) problems.push(p);
    else if (f.type === 'richText' && typeof value === 'string' && f.maxLength !== undefined && richTextLength(value) > f.maxLength) {
      problems.push({ field: f.name, key: 'validation.maxLength', params: { field: labelOf(f.label), max: f.maxLength } });
    }
  }
  return problems;
}

/** Date ranges of the definition: `to` earlier than `from` is a problem of `to`. */
export function rangeProblems(def: DocumentDef, content: Record<string, unknown>, labelOf: LabelOf): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const labelOfField = (name: string) => labelOf(def.fields.find((f) => f.name === name)?.label ?? name);
  for (const r of def.ranges ?? []) {
    const from = content[r.from];
    const to = content[r.to];
    if (typeof from === 'string' && typeof to === 'string' && from !== '' && to !== '' && to < from) {
      problems.push({ field: r.to, key: r.message, params: { field: labelOfField(r.to), from: labelOfField(r.from) } });
    }
  }
  return problems;
}

/** Number fields that must add up to a total: a sum other than the total is a problem of the
 *  first field (checked once every field of the sum holds a number). */
export function sumProblems(def: DocumentDef, content: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const s of def.sums ?? []) {
    const values = s.fields.map((f) => content[f]);
    if (!values.every((v): v is number => typeof v === 'number')) continue;
    const sum = values.reduce((a, b) => a + b, 0);
    if (sum !== s.total) problems.push({ field: s.fields[0], key: s.message, params: { total: s.total, sum } });
  }
  return problems;
}

export const documentMaxBytes = (def: DocumentDef) => def.maxBytes ?? DOCUMENT_MAX_BYTES;

/** The UTF-8 size of the content's JSON text. */
export const contentBytes = (content: Record<string, unknown>) => new TextEncoder().encode(JSON.stringify(content)).length;

const kb = (bytes: number) => Math.ceil(bytes / 1024);

/** The content's JSON text over the definition's limit, or null. */
export function sizeProblem(def: DocumentDef, content: Record<string, unknown>): FieldProblem | null {
  const bytes = contentBytes(content);
  const max = documentMaxBytes(def);
  return bytes > max ? { field: 'content', key: 'document.tooLarge', params: { size: kb(bytes), max: kb(max) } } : null;
}

/** Everything the console can check before a save: fields, then ranges and sums, then size. */
export function validateDocument(def: DocumentDef, content: Record<string, unknown>, labelOf: LabelOf): FieldProblem[] {
  const problems = fieldProblems(def, content, labelOf);
  if (problems.length > 0) return problems;
  const ranges = [...rangeProblems(def, content, labelOf), ...sumProblems(def, content)];
  if (ranges.length > 0) return ranges;
  const size = sizeProblem(def, content);
  return size ? [size] : [];
}
