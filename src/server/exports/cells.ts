// A person's stored values as the export's cells, all text (DOMAIN.md): dictionary keys become
// the tenant's labels (read once a job), times 'YYYY-MM-DD HH:mm:ss' in the tenant's time zone
// (../time/tenantZone.ts, the one every screen shows and the advanced search reads times in), and ID numbers, phones and every number stay
// text so leading zeros and 18 digits survive. A blank value is no cell at all. Text is never
// a formula: exceljs writes a string as a string, whatever it starts with (= + - @ tab CR).
import type { Identity } from '../../shared/domain/people';
import { peopleFields, PeopleFieldKey } from '../../shared/people/query';
import type { Db } from '../db/schema';
import type { ExportColumn } from './tables';
import { DATE_TIME, formatDate } from '../../shared/dateTime';

export type Cell = string | undefined;
export type StoredRow = { id: number } & Partial<Record<PeopleFieldKey, string | number | Date | null>>;
/** code -> dict_key -> dict_value */
export type Dictionaries = Map<string, Map<string, string>>;

/** 'YYYY-MM-DD HH:mm:ss' in the zone (the shared formatter). */
export const zonedDateTime = (d: Date, zone: string): string => formatDate(d, zone, DATE_TIME);

/** The dictionaries the columns need, read once for the whole export. */
export async function loadDictionaries(db: Db, tenantId: string, identity: Identity, columns: ExportColumn[]): Promise<Dictionaries> {
  const fields = new Map(peopleFields(identity).map((f) => [f.key, f]));
  const codes = [...new Set(columns.flatMap((c) => fields.get(c.key)?.dict ?? []))];
  const dicts: Dictionaries = new Map(codes.map((c) => [c, new Map()]));
  if (codes.length === 0) return dicts;
  const rows = await db
    .selectFrom('dictionaries')
    .select(['code', 'dict_key', 'dict_value'])
    .where('tenant_id', '=', tenantId)
    .where('code', 'in', codes)
    .execute();
  for (const r of rows) dicts.get(r.code)!.set(r.dict_key, r.dict_value);
  return dicts;
}

type CellOf = (v: string | number | Date | null | undefined) => Cell;

function cellOf(type: 'text' | 'dict' | 'date', labels: Map<string, string> | undefined, zone: string): CellOf {
  if (type === 'dict' && labels) {
    // a key the dictionary does not (or no longer) hold is written as stored
    return (v) => (v === null || v === undefined || v === '' ? undefined : (labels.get(String(v)) ?? String(v)));
  }
  if (type === 'date') {
    return (v) => (v === null || v === undefined || v === '' ? undefined : zonedDateTime(v instanceof Date ? v : new Date(v), zone));
  }
  return (v) => (v === null || v === undefined || v === '' ? undefined : v instanceof Date ? zonedDateTime(v, zone) : String(v));
}

/** One function turning a stored row into the row's cells, in the columns' order. */
export function rowWriter(identity: Identity, columns: ExportColumn[], dicts: Dictionaries, zone: string): (row: StoredRow) => Cell[] {
  const fields = new Map(peopleFields(identity).map((f) => [f.key, f]));
  const keys = columns.map((c) => c.key);
  const makers = columns.map((c) => {
    const f = fields.get(c.key);
    return cellOf(f?.type ?? 'text', f?.dict ? dicts.get(f.dict) : undefined, zone);
  });
  const n = keys.length;
  return (row) => {
    const out: Cell[] = new Array(n);
    for (let i = 0; i < n; i += 1) out[i] = makers[i](row[keys[i]]);
    return out;
  };
}
