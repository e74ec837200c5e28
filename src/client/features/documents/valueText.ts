// How a document's values read in the history's difference and the conflict panel: each field
// as one line of text (rich text compared as its text, switches as yes/no, records one by one)
// and a change's path ("links[1].url") as its labels. The changes themselves: shared/documents/diff.
import { textOfHtml } from '../../../shared/documents/richText';
import type { FieldDef } from '../../../shared/resources/types';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The text of rich text for comparing: its visible text, white space collapsed. */
export const htmlToText = (html: string): string =>
  textOfHtml(html.replace(/<\s*br\s*\/?>/gi, ' ').replace(/<\/\s*(p|div|li|h[1-6]|blockquote)\s*>/gi, ' '))
    .replace(/\s+/g, ' ')
    .trim();

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** One value as text, by its field's kind ('' for nothing). */
export function valueText(field: FieldDef | undefined, value: unknown, t: Translate): string {
  if (isBlank(value)) return '';
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  if (field?.type === 'richText' && typeof value === 'string') return htmlToText(value);
  if ((field?.type === 'select' || field?.type === 'multiSelect') && field.options?.kind === 'static') {
    const items = field.options.items;
    const labelOf = (v: unknown) => {
      const item = items.find((o) => o.value === v);
      return item ? t(item.label) : String(v);
    };
    return Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value);
  }
  if (field?.type === 'records' && Array.isArray(value)) {
    return value
      .map(
        (record, i) =>
          `${i + 1}. ${(field.of ?? [])
            .map((f) => valueText(f, (record as Record<string, unknown>)?.[f.name], t))
            .filter(Boolean)
            .join(' / ')}`,
      )
      .join('; ');
  }
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A change's path read against the definition: its field, and for records the number and the inner field. */
export function fieldOfPath(fields: FieldDef[], path: string): { field: FieldDef | undefined; label: (t: Translate) => string } {
  const match = /^([^[.]+)(?:\[(\d+)\](?:\.(.+))?)?$/.exec(path);
  const outer = fields.find((f) => f.name === (match?.[1] ?? path));
  if (!match || match[2] === undefined || !outer) {
    return { field: outer, label: (t) => (outer ? t(outer.label) : path) };
  }
  const index = Number(match[2]);
  const inner = match[3] ? outer.of?.find((f) => f.name === match[3]) : undefined;
  return {
    field: match[3] ? inner : outer,
    label: (t) => [t(outer.label), `#${index + 1}`, inner ? t(inner.label) : match[3]].filter(Boolean).join(' · '),
  };
}

/** A whole record (a records change that adds or removes one) reads as its fields. */
export function changeValueText(fields: FieldDef[], path: string, value: unknown, t: Translate): string {
  const { field } = fieldOfPath(fields, path);
  if (field?.type === 'records' && value && typeof value === 'object' && !Array.isArray(value)) {
    return (field.of ?? [])
      .map((f) => valueText(f, (value as Record<string, unknown>)[f.name], t))
      .filter(Boolean)
      .join(' / ');
  }
  return valueText(field, value, t);
}
