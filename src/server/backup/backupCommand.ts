// `npm run backup`: one backup archive now. With DATABASE_URL it only says how PostgreSQL is
// backed up (pg_dump, README). Otherwise, when a server holds the data folder, the server makes it
// (asked through its control socket: this process never opens a folder a server holds); with no
// server running, this process takes the folder's lock and makes it itself.
import { resolve } from 'node:path';
import { openPglite } from '../db/connect';
import { askHolder } from '../db/dataLock/controlChannel';
import { lockDataDir } from '../db/dataLock/lockDataDir';
import { DataDirInUse } from '../db/dataLock/refusal';
import { fileStoreKindOf } from '../files/store/backend';
import { pruneBackups } from './names';
import { makeBackup } from './makeBackup';
import { backupSettingsOf } from './settings';

export const POSTGRES_BACKUP_NOTE = [
  'DATABASE_URL is set: this server keeps its data in PostgreSQL, which backs itself up.',
  'Use pg_dump (the files of FILE_STORE=postgres are in the tables stored_files and stored_file_chunks, so they are in the dump):',
  '  pg_dump --format=custom --file=campus-$(date +%Y%m%d).dump "$DATABASE_URL"',
  'and pg_restore into an empty database to restore:',
  '  pg_restore --dbname="$NEW_DATABASE_URL" --no-owner campus-YYYYMMDD.dump',
  'With FILE_STORE=folder (the default), copy DATA_DIR/files too (see README, "Backups").',
].join('\n');

async function main(): Promise<void> {
  if (process.env.DATABASE_URL) {
    console.log(POSTGRES_BACKUP_NOTE);
    return;
  }
  const dataDir = resolve(process.argv[2] ?? process.env.DATA_DIR ?? './data');
  const settings = backupSettingsOf(process.env);
  let lock;
  try {
    lock = await lockDataDir(dataDir);
  } catch (e) {
    if (!(e instanceof DataDirInUse) || !e.holder) throw e;
    console.log(`a server (pid ${e.holder.pid}) holds ${dataDir}: asking it to make the backup`);
    const last = await askHolder(e.holder, 'backup', (line) => {
      const p = line.progress as { stage: string; percent: number } | undefined;
      if (p) console.log(`  ${p.stage} ${p.percent}%`);
    });
    if (last.error) throw new Error(last.error);
    console.log(`backup: ${String(last.file)} (${String(last.bytes)} bytes, ${String(last.tookMs)} ms; the database was held ${String(last.heldMs)} ms)`);
    return;
  }
  try {
    const { db, pglite } = await openPglite({ dataDir: resolve(dataDir, 'pg') });
    try {
      const made = await makeBackup({ db, pglite, dataDir, fileStore: fileStoreKindOf(process.env.FILE_STORE) }, (p) =>
        console.log(`  ${p.stage} ${p.percent}%`),
      );
      const pruned = await pruneBackups(dataDir, settings.keep);
      console.log(
        `backup: ${made.file} (${made.bytes} bytes, ${made.tookMs} ms)${pruned.length ? `; removed ${pruned.length} older (BACKUP_KEEP=${settings.keep})` : ''}`,
      );
    } finally {
      await db.destroy();
    }
  } finally {
    await lock.release();
  }
}

main().catch((e: unknown) => {
  console.error('backup failed:', e instanceof Error ? e.message : e);
  process.exit(1);
});
