// `npm run restore FILE [DATA_DIR]`: a backup archive into an empty data folder (restore.ts says
// what is refused). The next start on the folder migrates it when the archive's schema is older.
import { resolve } from 'node:path';
import { restoreBackup, RestoreRefused } from './restore';

async function main(): Promise<void> {
  const [file, folder] = process.argv.slice(2);
  if (!file) {
    console.error('usage: npm run restore FILE [DATA_DIR]   (DATA_DIR: an empty folder; default $DATA_DIR or ./data)');
    process.exit(2);
  }
  const dataDir = resolve(folder ?? process.env.DATA_DIR ?? './data');
  const r = await restoreBackup(resolve(file), dataDir);
  console.log(
    `restored ${file} (made ${r.manifest.createdAt}) into ${dataDir}: ${r.manifest.counts.tenants} tenants, ${r.manifest.counts.people} people, ${r.files} files`,
  );
  console.log(
    r.toMigrate.length
      ? `its schema is older (last migration ${r.manifest.schema.last}): the first start migrates ${r.toMigrate.join(', ')}`
      : `schema: ${r.manifest.schema.last} (current)`,
  );
  console.log(`start the server on it: DATA_DIR=${dataDir} npm run serve`);
}

main().catch((e: unknown) => {
  console.error(e instanceof RestoreRefused ? e.message : `restore failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
