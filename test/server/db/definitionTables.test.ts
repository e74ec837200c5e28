// The generated table types of the definitions (src/server/db/definitionTables.ts): the committed
// file is what scripts/genTableTypes.ts writes today, and its model of each table is what the
// migrations made (column names, SQL kinds, nullability, defaults).
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { RESOURCES } from '../../../src/shared/resources';
import { definitionTablesSource, GENERATED_FILE, tableColumns } from '../../../scripts/tableTypes';
import { makeTestDb } from '../helpers';
import type { TestDb } from '../testDb';

// information_schema's udt names of the kinds the model speaks of (ids are integer or bigint:
// both read as numbers)
const KIND_OF_UDT: Record<string, string> = {
  text: 'text',
  float8: 'number',
  int4: 'integer',
  int8: 'integer',
  bool: 'boolean',
  date: 'date',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
  _text: 'textArray',
  _int4: 'integerArray',
  jsonb: 'jsonb',
};

interface ColumnRow {
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
}

describe('definition tables', () => {
  it('the committed file is what the generator writes (run node --import tsx scripts/genTableTypes.ts)', async () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(await definitionTablesSource());
  });

  describe('against the migrated database', () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await makeTestDb({ seed: 'migrated' });
    });
    afterAll(() => t.close());

    it.each(RESOURCES.map((def) => [def.table, def] as const))('%s has the columns its type says', async (table, def) => {
      const { rows } = await sql<ColumnRow>`select column_name, udt_name, is_nullable, column_default, is_identity from information_schema.columns
        where table_schema = current_schema() and table_name = ${table}`.execute(t.db);
      const found = rows
        .map((r) => ({
          column: r.column_name,
          kind: KIND_OF_UDT[r.udt_name] ?? r.udt_name,
          nullable: r.is_nullable === 'YES',
          defaulted: r.column_default !== null || r.is_identity === 'YES',
        }))
        .sort((a, b) => a.column.localeCompare(b.column));
      expect(found).toEqual([...tableColumns(def)].sort((a, b) => a.column.localeCompare(b.column)));
    });
  });
});
