// `npm run migration:new -- <name>`: migrates an empty in-memory database, compares it with the
// definitions (src/server/db/definitionMigration.ts) and, when they ask for a table or a column
// it lacks, writes the next numbered migration (src/server/db/migrations/NNN_<name>.ts), runs it
// last (migrations/index.ts) and writes the table types again (scripts/tableTypes.ts). When the
// database already has everything it says "nothing to do" and writes nothing.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { RESOURCES } from '../src/shared/resources';
import { openPglite } from '../src/server/db/connect';
import { definitionChanges, describeChange, migrationSource, nextMigrationName, registerMigration } from '../src/server/db/definitionMigration';
import { migrate } from '../src/server/db/migrate';
import { definitionTablesSource, GENERATED_FILE } from './tableTypes';

const FOLDER = 'src/server/db/migrations';

async function main(name: string | undefined): Promise<number> {
  const { db } = await openPglite();
  try {
    await migrate(db);
    const changes = await definitionChanges(db, RESOURCES);
    if (changes.length === 0) {
      console.log("nothing to do: the migrated database has every definition's table and column");
      return 0;
    }
    if (!name) {
      console.error(
        `the definitions ask for:\n${changes.map((c) => `  ${describeChange(c)}`).join('\n')}\nname the migration: npm run migration:new -- <name>`,
      );
      return 1;
    }
    const migration = nextMigrationName(readdirSync(FOLDER), name);
    const file = path.join(FOLDER, `${migration}.ts`);
    writeFileSync(file, await prettier.format(migrationSource(migration, changes), { ...(await prettier.resolveConfig(file)), filepath: file }));
    const index = path.join(FOLDER, 'index.ts');
    writeFileSync(index, registerMigration(readFileSync(index, 'utf8'), migration));
    writeFileSync(GENERATED_FILE, await definitionTablesSource());
    console.log(`wrote ${file}, registered it in ${index}, wrote ${GENERATED_FILE}:\n${changes.map((c) => `  ${describeChange(c)}`).join('\n')}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

void main(process.argv[2]).then((code) => process.exit(code));
