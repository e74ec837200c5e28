// Writes src/server/db/definitionTables.ts, the Kysely types of every definition's table
// (scripts/tableTypes.ts): `node --import tsx scripts/genTableTypes.ts` after changing a definition.
import { writeFileSync } from 'node:fs';
import { definitionTablesSource, GENERATED_FILE } from './tableTypes';

void definitionTablesSource().then((text) => {
  writeFileSync(GENERATED_FILE, text);
  console.log(`wrote ${GENERATED_FILE}`);
});
