// A collection's record as the export's cells, all text (written as inline strings by xlsxSheet.ts,
// so nothing is ever a formula): select and multiSelect values as their option labels, tree
// select values as the unit's path of names (a value no option holds is written as stored),
// switches as yes/no, dates and times as the list shows them ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss',
// made by the row selection), rich text as plain text, records as JSON. A blank value is no cell.
import type { FieldDef, ResourceDef } from '../../shared/resources';
import type { Cell } from './cells';
import type { ResourceExportParams } from './resourceParams';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML's text: line breaks for breaks and block ends, tags dropped, entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? whole;
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/[ \t]*\n[ \t\n]*/g, '\n')
    .trim();
}

type CellOf = (v: unknown) => Cell;

const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

function cellOf(f: FieldDef, p: ResourceExportParams): CellOf {
  const labels = p.options[f.name] ?? {};
  const label = (v: unknown) => labels[String(v)] ?? String(v);
  const text =
    (make: (v: unknown) => string): CellOf =>
    (v) =>
      blank(v) ? undefined : make(v) || undefined;
  switch (f.type) {
    case 'select':
      return text(label);
    case 'multiSelect':
    case 'treeSelect':
      return text((v) => (Array.isArray(v) ? v.map(label).join(', ') : label(v)));
    case 'switch':
      return text((v) => (v === true || v === 'true' ? p.yes : p.no));
    case 'richText':
      return text((v) => plainText(String(v)));
    case 'records':
      return text((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
    default:
      return text((v) => (Array.isArray(v) ? v.join(', ') : String(v)));
  }
}

/** One function turning a record (wire names, as toRecord makes it) into the row's cells. */
export function resourceRowWriter(def: ResourceDef, p: ResourceExportParams): (record: Record<string, unknown>) => Cell[] {
  const byName = new Map(def.fields.map((f) => [f.name, f]));
  const makers = p.columns.map((c) => {
    const f = byName.get(c.name);
    if (!f) throw new Error(`resource ${def.key} has no field ${c.name}`);
    return { name: c.name, make: cellOf(f, p) };
  });
  return (record) => makers.map((m) => m.make(record[m.name]));
}
