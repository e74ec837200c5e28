// Set-based statements for a batch: one INSERT ... SELECT FROM unnest(arrays) and one
// UPDATE ... FROM unnest(arrays) per batch, whatever its size. A few array parameters instead of
// thousands of scalar ones keep planning and parameter handling cheap on PGlite and PostgreSQL
// alike (STACK.md: unnest upserts were the fastest set-based write measured). Column names come
// from storage.ts only.
import { RawBuilder, sql } from 'kysely';
import type { SqlType } from './storage';

export interface ColumnValues {
  column: string;
  type: SqlType;
  values: unknown[];
}

const UNIT = '\x1f';
const NULL = '\x1e';

/**
 * An array parameter. Values travel as one text joined by the unit separator and are split by
 * string_to_array: ~10 % faster on PGlite than an array literal, which must be quoted in
 * JavaScript and unquoted in the server. A column holding the separators themselves (only raw
 * cell text can) travels as an ordinary array.
 */
export function typedArray(values: unknown[], type: SqlType): RawBuilder<unknown> {
  const texts: string[] = new Array(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i];
    if (v === null || v === undefined) {
      texts[i] = NULL;
      continue;
    }
    const t = v instanceof Date ? v.toISOString() : String(v);
    if (t.includes(UNIT) || t.includes(NULL)) return sql`${values}::${sql.raw(type)}[]`;
    texts[i] = t;
  }
  // string_to_array('') is an empty array, not one empty string
  if (texts.length <= 1) return sql`${values}::${sql.raw(type)}[]`;
  return sql`string_to_array(${texts.join(UNIT)}::text, E'\\x1f', E'\\x1e')::${sql.raw(type)}[]`;
}

const names = (cols: { column: string }[]) => sql.join(cols.map((c) => sql.ref(c.column)));

export interface InsertOptions {
  skipConflicts?: boolean;
  /** a condition evaluated once, before any row is inserted (a CTE taking a lock) */
  when?: RawBuilder<unknown>;
}

/**
 * INSERT INTO table (constants..., columns...) SELECT constants, unnest(...) RETURNING <returning>;
 * with `skipConflicts`, ON CONFLICT DO NOTHING: a row colliding with a stored one on any unique
 * value is left out (and out of what is returned), the others inserted, in one statement.
 */
export function unnestInsert(
  table: string,
  constants: { column: string; type: SqlType; value: unknown }[],
  columns: ColumnValues[],
  returning: string[],
  o: InsertOptions = {},
): RawBuilder<Record<string, unknown>> {
  const consts = constants.map((c) => sql`${c.value}::${sql.raw(c.type)}`);
  const arrays = columns.map((c) => typedArray(c.values, c.type));
  return sql`insert into ${sql.table(table)} (${names([...constants, ...columns])})
    select ${sql.join([...consts, sql`u.*`])} from unnest(${sql.join(arrays)}) as u ${o.when ? sql`where ${o.when}` : sql``}
    ${o.skipConflicts ? sql`on conflict do nothing` : sql``}
    returning ${sql.join(returning.map((r) => sql.ref(r)))}`;
}

/**
 * UPDATE table SET column = coalesce(v.column, t.column) ... FROM unnest(ids, ...) WHERE id = v.id:
 * a null in an array keeps the stored value, so each row changes only the columns it names.
 */
export function unnestUpdate(
  table: string,
  tenantId: string,
  ids: number[],
  columns: ColumnValues[],
  touched: { column: string; value: unknown },
): RawBuilder<unknown> {
  const sets = columns.map((c) => sql`${sql.ref(c.column)} = coalesce(v.${sql.ref(c.column)}, t.${sql.ref(c.column)})`);
  const arrays = [typedArray(ids, 'int4'), ...columns.map((c) => typedArray(c.values, c.type))];
  return sql`update ${sql.table(table)} as t set ${sql.join([...sets, sql`${sql.ref(touched.column)} = ${touched.value}`])}
    from unnest(${sql.join(arrays)}) as v(id, ${names(columns)})
    where t.id = v.id and t.tenant_id = ${tenantId}`;
}
