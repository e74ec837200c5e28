// A collection's records as the history keeps them (issue 29): the title that names a record
// (its definition's title field; a person picked from a list by their name), and its fields as
// they were with every reference to another table's row resolved to that row's name (a
// service's type, its scenes, a unit), so a removed record still reads as it did. Values of
// fixed option lists stay as stored: the screen shows them in the reader's language.
import { sql } from 'kysely';
import type { FieldChange } from '../../shared/documents/types';
import type { FieldDef, ResourceDef, ResourceRow } from '../../shared/resources';
import { lookupPath, resourceByKey } from '../../shared/resources';
import { PEOPLE_LOOKUP_PATH } from '../../shared/resources/peopleLookup';
import { titleFieldOf } from '../../shared/audit/recordTitle';
import { translate } from '../../shared/i18n';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { identifier } from '../resources/columns';
import { providerOf } from '../resources/lookups';
import { DbRow, rowSelection, toRecord } from '../resources/records';
import { dynamicTables } from '../resources/dynamicTable';
import type { Translate } from '../types';
import { tenantZone } from '../time/tenantZone';

type Conn = Db | Tx;

/** the history's own language when a write has none at hand (labels of translated option lists) */
export const historyTranslate: Translate = (key, params) => translate('zh-CN', key, params);

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Whether a field's values name rows elsewhere (a lookup select, a unit), so the history keeps their names. */
export const refersElsewhere = (f: FieldDef): boolean =>
  f.type === 'treeSelect' || ((f.type === 'select' || f.type === 'multiSelect') && f.options?.kind === 'lookup');

const ints = (values: unknown[]): number[] => [
  ...new Set(
    values
      .flat()
      .map(Number)
      .filter((n) => Number.isSafeInteger(n)),
  ),
];

/** The names of some values of a field that refers to other rows: value (as text) → name. */
export async function referenceNames(
  db: Conn,
  def: ResourceDef,
  tenantId: string,
  field: FieldDef,
  values: unknown[],
  t: Translate,
): Promise<Map<string, string>> {
  const wanted = values.flat().filter((v) => !isBlank(v));
  if (wanted.length === 0) return new Map();
  if (field.type === 'treeSelect') {
    const { rows } = await sql<{
      id: number;
      name: string;
    }>`select id, name from org_units where tenant_id = ${tenantId} and id = any(${ints(wanted)}::int[])`.execute(db);
    return new Map(rows.map((r) => [String(r.id), r.name]));
  }
  const options = field.options;
  if (options?.kind !== 'lookup') return new Map();
  const lookup = def.lookups?.[options.lookup];
  if (!lookup) return new Map();
  if (lookupPath(def, options.lookup) === PEOPLE_LOOKUP_PATH) {
    // the people picker's list is every person of the tenant: read only those named
    const { rows } = await sql<{ id: number; name: string; number: string | null }>`select id, name,
        coalesce(student_no, work_no, exam_no, account) as number from people where tenant_id = ${tenantId} and id = any(${ints(wanted)}::int[])`.execute(db);
    return new Map(rows.map((r) => [String(r.id), r.number ? `${r.name}（${r.number}）` : r.name]));
  }
  if (lookup.rowsOf && options.valueKey === 'id') {
    const source = resourceByKey(lookup.rowsOf.collection);
    const label = source?.fields.find((f) => f.name === options.labelKey);
    if (!source || !label) return new Map();
    const rows = await dynamicTables(db)
      .selectFrom(identifier(source.table))
      .select(['id', identifier(label.column)])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ints(wanted))
      .execute();
    return new Map(rows.map((r) => [String(r.id), String(r[label.column] ?? '')]));
  }
  const rows = await providerOf(def, options.lookup)({ db: db as Db, tenantId, t });
  return new Map(rows.map((r) => [String(r[options.valueKey]), String(r[options.labelKey] ?? '')]));
}

/** A value with its references named: one name, or a list of names; a value no row names stays as it is. */
function named(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => names.get(String(v)) ?? v);
  if (isBlank(value)) return value;
  return names.get(String(value)) ?? value;
}

/** The changes with every reference to another row (before and after) given by its name. */
export async function namedChanges(
  db: Conn,
  def: ResourceDef,
  tenantId: string,
  changes: FieldChange[],
  t: Translate = historyTranslate,
): Promise<FieldChange[]> {
  const fields = def.fields.filter((f) => refersElsewhere(f) && changes.some((c) => c.path === f.name));
  if (fields.length === 0) return changes;
  const out = changes.map((c) => ({ ...c }));
  for (const f of fields) {
    const mine = out.filter((c) => c.path === f.name);
    const names = await referenceNames(
      db,
      def,
      tenantId,
      f,
      mine.flatMap((c) => [c.before, c.after]),
      t,
    );
    for (const c of mine) {
      c.before = named(c.before, names);
      c.after = named(c.after, names);
    }
  }
  return out;
}

/** A record as it was, as the changes of its removal: every field that held something, before → nothing. */
export function snapshotChanges(def: ResourceDef, record: ResourceRow): FieldChange[] {
  return def.fields.filter((f) => !isBlank(record[f.name])).map((f) => ({ path: f.name, before: record[f.name], after: null }));
}

/** The tenant's records among ids, whole (for a removal's snapshot), in id order. */
export async function readRecords(db: Conn, def: ResourceDef, tenantId: string, ids: readonly number[]): Promise<ResourceRow[]> {
  if (ids.length === 0) return [];
  const rows = await dynamicTables(db)
    .selectFrom(def.table)
    .select(rowSelection(def, await tenantZone(db as Db, tenantId)))
    .where('tenant_id', '=', tenantId)
    .where(`${def.table}.id`, 'in', [...ids])
    .orderBy(`${def.table}.id`)
    .execute();
  return rows.map((r) => toRecord(def, r as DbRow));
}

/** The title of each record given (id → title): its title field, a reference by its name. */
export async function titlesOfRecords(
  db: Conn,
  def: ResourceDef,
  tenantId: string,
  records: ResourceRow[],
  t: Translate = historyTranslate,
): Promise<Map<number, string>> {
  const field = titleFieldOf(def);
  if (!field) return new Map();
  const names = refersElsewhere(field)
    ? await referenceNames(
        db,
        def,
        tenantId,
        field,
        records.map((r) => r[field.name]),
        t,
      )
    : new Map<string, string>();
  const out = new Map<number, string>();
  for (const r of records) {
    const v = named(r[field.name], names);
    const text = Array.isArray(v) ? v.join('、') : isBlank(v) ? '' : String(v);
    if (text) out.set(r.id, text);
  }
  return out;
}

/** The titles of the tenant's records among ids (those that exist). */
export async function recordTitles(
  db: Conn,
  def: ResourceDef,
  tenantId: string,
  ids: readonly number[],
  t: Translate = historyTranslate,
): Promise<Map<number, string>> {
  const field = titleFieldOf(def);
  if (!field || ids.length === 0) return new Map();
  const rows = await dynamicTables(db)
    .selectFrom(def.table)
    .select(rowSelection(def, await tenantZone(db as Db, tenantId), [field]))
    .where('tenant_id', '=', tenantId)
    .where(`${def.table}.id`, 'in', [...ids])
    .execute();
  return titlesOfRecords(
    db,
    def,
    tenantId,
    rows.map((r) => toRecord(def, r as DbRow)),
    t,
  );
}
