// The columns of every definition's table (src/shared/resources RESOURCES) as the migrations make
// them, and the Kysely table types written from them into src/server/db/definitionTables.ts
// (scripts/genTableTypes.ts writes the file; test/server/db/definitionTables.test.ts fails when
// the committed file is stale and when a migrated database's columns differ from this model).
import prettier from 'prettier';
import { hasTimestamps, RESOURCES, storedFields } from '../src/shared/resources';
import type { ResourceDef } from '../src/shared/resources';
import { ColumnKind, columnKind } from '../src/server/resources/columns';

export const GENERATED_FILE = 'src/server/db/definitionTables.ts';

/** One column: its SQL kind, whether it may hold null and whether the database fills it in. */
export interface TableColumn {
  column: string;
  kind: ColumnKind;
  nullable: boolean;
  defaulted: boolean;
}

/**
 * What migrations written by hand make differently from the definition's own table
 * (src/server/resources/table.ts makes every definition column nullable): columns they add, and
 * columns they type, tighten or give a default. app_versions (018) and service_visits (026) are
 * made wholly by hand; 020 and 025 tighten tables made from their definitions.
 */
const BY_HAND: Record<string, Record<string, Partial<TableColumn>>> = {
  app_versions: {
    platform: { nullable: false },
    version: { nullable: false },
    build: { nullable: false },
    force_update: { nullable: false },
    published: { nullable: false },
    published_at: { kind: 'timestamptz' },
  },
  alumni_users: {
    person_id: { kind: 'integer', nullable: true, defaulted: false },
    post_count: { nullable: false },
    forbidden: { nullable: false },
  },
  covert_users: { person_id: { nullable: false } },
  login_devices: { person_id: { nullable: false }, revoked: { nullable: false } },
  services: {
    name: { nullable: false },
    url: { nullable: false },
    identities: { nullable: false, defaulted: true },
    shelf_status: { nullable: false },
  },
  service_visits: {
    service_id: { nullable: false },
    person_id: { kind: 'integer', nullable: true, defaulted: false },
    account: { nullable: false, defaulted: true },
    identity: { nullable: false, defaulted: true },
    client: { nullable: false },
    visited_at: { nullable: false },
    batch_id: { kind: 'text', nullable: false, defaulted: false },
  },
};

/** The table's columns in order: id, tenant, the definition's stored fields, what hand-written migrations add, timestamps. */
export function tableColumns(def: ResourceDef): TableColumn[] {
  const hand = BY_HAND[def.table] ?? {};
  const own = storedFields(def).map((f) => ({
    column: f.column,
    kind: columnKind(f),
    nullable: true,
    defaulted: f.default !== undefined && f.default !== null,
  }));
  const added = Object.entries(hand)
    .filter(([column]) => !own.some((c) => c.column === column))
    .map(([column, c]) => ({ column, ...(c as Omit<TableColumn, 'column'>) }));
  const times: TableColumn[] = hasTimestamps(def)
    ? ['created_at', 'updated_at'].map((column) => ({ column, kind: 'timestamptz', nullable: false, defaulted: true }))
    : [];
  return [
    { column: 'id', kind: 'integer', nullable: false, defaulted: true },
    { column: 'tenant_id', kind: 'text', nullable: false, defaulted: false },
    ...own.map((c) => ({ ...c, ...hand[c.column] })),
    ...added,
    ...times,
  ];
}

/** The TypeScript value read from a column of a kind, and the one written to it. */
const TS_TYPES: Record<ColumnKind, { read: string; write: string }> = {
  text: { read: 'string', write: 'string' },
  number: { read: 'number', write: 'number' },
  integer: { read: 'number', write: 'number' },
  boolean: { read: 'boolean', write: 'boolean' },
  // read as Date by pg and PGlite; written as Date or as the wire's text ('YYYY-MM-DD HH:mm:ss')
  date: { read: 'Date', write: 'Date | string' },
  timestamp: { read: 'Date', write: 'Date | string' },
  timestamptz: { read: 'Date', write: 'Date | string' },
  textArray: { read: 'string[]', write: 'string[]' },
  integerArray: { read: 'number[]', write: 'number[]' },
  // parsed when read; written as JSON text (records.ts)
  jsonb: { read: 'unknown', write: 'string' },
};

function columnType(c: TableColumn): string {
  const { read, write } = TS_TYPES[c.kind];
  if (c.nullable) return read === write ? `${read} | null` : `ColumnType<${read} | null, ${write} | null, ${write} | null>`;
  if (c.defaulted) return read === write ? `Generated<${read}>` : `ColumnType<${read}, ${write} | undefined, ${write}>`;
  return read === write ? read : `ColumnType<${read}, ${write}, ${write}>`;
}

export const interfaceName = (table: string) => `${table.replace(/(^|_)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())}Table`;

/** The generated file's text, formatted as the repository's prettier settings format it. */
export async function definitionTablesSource(): Promise<string> {
  const tables = RESOURCES.map((def) => {
    const columns = tableColumns(def).map((c) => `  ${c.column}: ${columnType(c)};`);
    return `/** ${def.key} (src/shared/resources/${def.key}/definition.ts) */\nexport interface ${interfaceName(def.table)} {\n${columns.join('\n')}\n}\n`;
  });
  const text = `// GENERATED by scripts/genTableTypes.ts from the definitions (src/shared/resources) and the
// hand-written migrations' changes to their tables (scripts/tableTypes.ts): do not edit. After
// changing a definition run \`node --import tsx scripts/genTableTypes.ts\`.
import type { ColumnType, Generated } from 'kysely';

${tables.join('\n')}
/** every definition's table by its name */
export interface DefinitionTables {
${RESOURCES.map((def) => `  ${def.table}: ${interfaceName(def.table)};`).join('\n')}
}
`;
  const options = await prettier.resolveConfig(GENERATED_FILE);
  return prettier.format(text, { ...options, filepath: GENERATED_FILE });
}
