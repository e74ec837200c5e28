// The migration generator (src/server/db/definitionMigration.ts, scripts/genMigration.ts): on
// today's definitions it has nothing to do; a new definition's table and a new field's column
// are what it writes, and once they ran it has nothing to do again.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { RESOURCES, ResourceDef } from '../../../src/shared/resources';
import { slides } from '../../../src/shared/resources/slides/definition';
import { changeStatements, definitionChanges, migrationSource, nextMigrationName, registerMigration } from '../../../src/server/db/definitionMigration';
import { migrate } from '../../../src/server/db/migrate';
import { MIGRATIONS } from '../../../src/server/db/migrations';
import { sqlMigration } from '../../../src/server/db/migrations/sql';
import { resourceTableStatements } from '../../../src/server/resources/table';
import { makeTestDb } from '../helpers';
import type { TestDb } from '../testDb';

const FOLDER = 'src/server/db/migrations';

const notes: ResourceDef = {
  key: 'testNotes',
  labels: {},
  demo: async () => ({ default: { rows: [] } }),
  route: '/testNotes',
  table: 'test_notes',
  base: '/api/test/notes',
  calls: { list: { path: 'list' } },
  orderBy: { column: 'title', direction: 'desc' },
  timestamps: false,
  fields: [
    { name: 'title', column: 'title', label: 'x', type: 'text', unique: true, filter: true },
    { name: 'tags', column: 'tags', label: 'x', type: 'multiSelect', filter: true, options: { kind: 'static', items: [{ value: 'a', label: 'x' }] } },
    { name: 'size', column: 'size', label: 'x', type: 'number', integer: true, default: 3 },
  ],
};

describe('the migration generator', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await makeTestDb({ seed: 'migrated' });
  });
  afterAll(() => t.close());

  const columnsOf = async (table: string) =>
    (
      await sql<{ column_name: string; data_type: string; column_default: string | null }>`
        select column_name, data_type, column_default from information_schema.columns where table_name = ${table} order by ordinal_position`.execute(t.db)
    ).rows;
  const indexesOf = async (table: string) =>
    (await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = ${table} order by indexname`.execute(t.db)).rows.map(
      (r) => r.indexname,
    );

  it('has nothing to do on the definitions as they are', async () => {
    expect(await definitionChanges(t.db, RESOURCES)).toEqual([]);
  });

  it("makes a new definition's table as the definitions' tables are made, and then has nothing to do", async () => {
    const changes = await definitionChanges(t.db, [...RESOURCES, notes]);
    expect(changes).toEqual([{ kind: 'createTable', def: notes }]);
    expect(changeStatements(changes)).toEqual(resourceTableStatements(notes));
    expect(await migrate(t.db, [...MIGRATIONS, sqlMigration('900_test_notes', changeStatements(changes))])).toEqual(['900_test_notes']);
    expect((await columnsOf('test_notes')).map((c) => [c.column_name, c.data_type])).toEqual([
      ['id', 'integer'],
      ['tenant_id', 'text'],
      ['title', 'text'],
      ['tags', 'ARRAY'],
      ['size', 'integer'],
    ]);
    expect(await indexesOf('test_notes')).toEqual([
      'test_notes_list',
      'test_notes_pkey',
      'test_notes_tags_gin',
      'test_notes_title_trgm',
      'test_notes_title_uniq',
    ]);
    expect(await definitionChanges(t.db, [...RESOURCES, notes])).toEqual([]);
  });

  it("adds a new field's column with its indexes, and then has nothing to do", async () => {
    const field = { name: 'credit', column: 'credit', label: 'x', type: 'text', filter: true, unique: true } as const;
    const changed: ResourceDef = { ...slides, fields: [...slides.fields, field] };
    const defs = RESOURCES.map((d) => (d === slides ? changed : d));
    const changes = await definitionChanges(t.db, defs);
    expect(changes).toEqual([{ kind: 'addColumn', def: changed, field }]);
    expect(changeStatements(changes)).toEqual([
      'alter table slides add column if not exists credit text',
      'create index if not exists slides_credit_trgm on slides using gin (credit gin_trgm_ops)',
      'create unique index if not exists slides_credit_uniq on slides (tenant_id, lower(trim(credit)))',
    ]);
    await migrate(t.db, [...MIGRATIONS, sqlMigration('901_slide_credit', changeStatements(changes))]);
    expect((await columnsOf('slides')).some((c) => c.column_name === 'credit')).toBe(true);
    expect(await definitionChanges(t.db, defs)).toEqual([]);
  });

  it('writes the next numbered file, registered last in migrations/index.ts', async () => {
    const files = readdirSync(FOLDER);
    const last = Math.max(...files.filter((f) => /^\d{3}_/.test(f)).map((f) => Number(f.slice(0, 3))));
    const name = nextMigrationName(files, 'test_notes');
    expect(name).toBe(`${String(last + 1).padStart(3, '0')}_test_notes`);
    expect(() => nextMigrationName(files, 'Test notes')).toThrow();

    const index = registerMigration(readFileSync(`${FOLDER}/index.ts`, 'utf8'), name);
    expect(index).toContain(`import testNotes from './${name}';\nimport type { Migration } from './types';`);
    expect(index).toMatch(new RegExp(`  testNotes,\\n\\];\\nexport type \\{ Migration \\};\\n$`));
    // a name an earlier import holds takes the number
    expect(registerMigration(index, '099_test_notes')).toContain("import testNotes099 from './099_test_notes';");

    const source = migrationSource(name, [{ kind: 'createTable', def: notes }]);
    expect(source).toContain(`export default sqlMigration('${name}', [`);
    expect(source).toContain('//   table test_notes of testNotes (src/shared/resources/testNotes/definition.ts)');
    for (const s of resourceTableStatements(notes)) expect(source).toContain(`\`${s}\`,`);
  });
});
