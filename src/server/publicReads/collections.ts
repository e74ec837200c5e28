// The collections the apps may read (GET /api/public/collections/:tenantCode/:key): every
// definition with `publicRead` (src/shared/resources), read generically from its table, and the
// robot's FAQ library (its own tables, src/server/robot) under FAQ_LIBRARY_PUBLIC. A source reads
// one page of a tenant's public records: those matching `when`, their id and the named fields
// only, in the console list's order (its order field or default order, then id).
import { sql } from 'kysely';
import type { PublicReadDef } from '../../shared/publicReads/api';
import { RESOURCES } from '../../shared/resources';
import type { FieldDef, ResourceDef } from '../../shared/resources';
import { FAQ_LIBRARY_PUBLIC, QuestionRow } from '../../shared/robot/api';
import type { Db } from '../db/schema';
import { sortOf } from '../resources/list';
import { DbRow, rowSelection } from '../resources/records';
import { dynamicTables } from '../resources/dynamicTable';
import { listQuestions } from '../robot/questions';
import { imageAddress } from './images';
import { tenantZone } from '../time/tenantZone';

export type PublicRecord = { id: number } & Record<string, unknown>;

export interface PublicSource {
  key: string;
  fields: readonly string[];
  read(db: Db, tenantId: string, page: number, size: number): Promise<{ data: PublicRecord[]; total: number }>;
}

function fieldOf(def: ResourceDef, name: string): FieldDef {
  const f = def.fields.find((x) => x.name === name);
  if (!f) throw new Error(`${def.key}.publicRead names ${name}, which is not one of its fields`);
  return f;
}

/** The generic read of a definition's public records. */
export function resourceSource(def: ResourceDef, spec: PublicReadDef): PublicSource {
  const fields = spec.fields.map((name) => fieldOf(def, name));
  const when = spec.when && { column: fieldOf(def, spec.when.field).column, value: spec.when.value };
  const sort = sortOf(def, undefined);
  const selected = (db: Db, tenantId: string) => {
    const q = dynamicTables(db).selectFrom(def.table).where('tenant_id', '=', tenantId);
    return when ? q.where(when.column, '=', when.value) : q;
  };
  return {
    key: def.key,
    fields: spec.fields,
    async read(db, tenantId, page, size) {
      const counted = await selected(db, tenantId)
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirst();
      const total = Number(counted?.total ?? 0);
      if (total === 0 || (page - 1) * size >= total) return { data: [], total };
      const rows = (await selected(db, tenantId)
        .select(rowSelection(def, await tenantZone(db, tenantId), fields))
        .orderBy(sql.ref(`${def.table}.${sort.column}`), sort.direction)
        .orderBy(sql.ref(`${def.table}.id`), sort.direction)
        .limit(size)
        .offset((page - 1) * size)
        .execute()) as DbRow[];
      const data = rows.map((row) => {
        const record: PublicRecord = { id: Number(row.id) };
        for (const f of fields) record[f.name] = f.type === 'image' ? imageAddress(row[f.column]) : (row[f.column] ?? null);
        return record;
      });
      return { data, total };
    },
  };
}

/** The FAQ library's enabled questions, in the console's order, with the fields FAQ_LIBRARY_PUBLIC names. */
export const faqSource: PublicSource = {
  key: FAQ_LIBRARY_PUBLIC.key,
  fields: FAQ_LIBRARY_PUBLIC.publicRead.fields,
  async read(db, tenantId, page, size) {
    const { data, total } = await listQuestions(db, tenantId, { enabledOnly: true }, page, size);
    const pick = (row: QuestionRow): PublicRecord => {
      const record: PublicRecord = { id: row.id };
      for (const name of FAQ_LIBRARY_PUBLIC.publicRead.fields) record[name] = row[name];
      return record;
    };
    return { data: data.map(pick), total };
  },
};

/** Every public collection by key. */
export function publicSources(resources: readonly ResourceDef[] = RESOURCES): Map<string, PublicSource> {
  const sources = new Map<string, PublicSource>();
  for (const def of resources) if (def.publicRead) sources.set(def.key, resourceSource(def, def.publicRead));
  sources.set(faqSource.key, faqSource);
  return sources;
}
