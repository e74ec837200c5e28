// The database half of a backup: PGlite's own dump of its data folder (dumpDataDir, a tarball),
// taken on the serving instance. The app reaches PGlite through Kysely's PGlite dialect, which has
// one connection and hands it to one user at a time (a transaction keeps it to its end); the dump
// is taken while this holds that connection, so no transaction of the app's is half-done inside
// it, and after a CHECKPOINT, so the data files are current and the restored folder opens without
// replaying much write-ahead log. Serving waits for the dump (PGlite runs one statement at a time
// anyway); nothing else is held. Uncompressed, because PGlite's own gzip runs inside that turn
// (the full demo, a 171 MB folder, in a process of its own: the dump 2.5 s uncompressed, 12–17 s
// gzipped; through a serving server the connection was held 4.2 s); the zip deflates it afterwards
// on zlib's threads while serving goes on. The schema version and counts for the manifest are
// read on the same connection, so they describe exactly what was dumped.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { Db } from '../db/schema';

export interface DatabaseSnapshot {
  /** the data folder as a tarball (uncompressed: the zip deflates it afterwards, off the database's
   *  turn), as PGlite's loadDataDir takes it back */
  tarball: Blob;
  /** the migrations the database had, in the order they ran */
  migrations: string[];
  counts: { tenants: number; people: number; storedFiles: number };
  /** how long the app's connection was held (the dump, the checkpoint and the reads) */
  heldMs: number;
}

export async function snapshotPglite(db: Db, pglite: PGlite): Promise<DatabaseSnapshot> {
  return db.connection().execute(async (conn) => {
    const started = performance.now();
    await sql`checkpoint`.execute(conn);
    const migrations = (await sql<{ name: string }>`select name from schema_migrations order by name`.execute(conn)).rows.map((r) => r.name);
    const count = async (table: string) => Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(conn)).rows[0]?.n ?? 0);
    const counts = { tenants: await count('tenants'), people: await count('people'), storedFiles: await count('stored_files') };
    const tarball = await pglite.dumpDataDir('none');
    return { tarball, migrations, counts, heldMs: Math.round(performance.now() - started) };
  });
}
