// Makes one backup archive while serving: the database's dump (snapshot.ts), then the folder
// store's files (DATA_DIR/files, each streamed from disk, never whole in memory), then the
// manifest, as one zip under DATA_DIR/backups, written to a temporary name and renamed when whole.
// Files are listed after the dump, so a file written meanwhile is in the archive too (an orphan
// the restored server's sweeps remove); a file removed between the dump and its copy (a sweep, an
// undo) is left out and counted in `vanished`. Staged files (`.part`: being written) are left out.
// With FILE_STORE=postgres the files are rows of the database and travel in its dump.
import type { PGlite } from '@electric-sql/pglite';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import yazl from 'yazl';
import type { Db } from '../db/schema';
import type { FileStoreKind } from '../files/store/area';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, BackupManifest, DATABASE_ENTRY, FILES_PREFIX, MANIFEST_ENTRY } from './manifest';
import { backupNameAt, backupsDirOf, partialNameOf, removeLeftPartials } from './names';
import { snapshotPglite } from './snapshot';

export interface BackupProgress {
  stage: 'database' | 'files' | 'writing' | 'done';
  /** 0..100 */
  percent: number;
}

export interface BackupSource {
  db: Db;
  pglite: PGlite;
  dataDir: string;
  fileStore: FileStoreKind;
}

export interface MadeBackup {
  name: string;
  file: string;
  bytes: number;
  manifest: BackupManifest;
  /** files listed but gone before their copy */
  vanished: number;
  /** how long the database's connection was held for the dump */
  heldMs: number;
  tookMs: number;
}

/** archives being written by this process (a second backup at once leaves them alone) */
const writing = new Set<string>();

/** Every file under `dir` (relative paths with /), staged `.part` files left out. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const e of entries) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) found.push(...(await filesUnder(dir, rel)));
    else if (e.isFile() && !e.name.endsWith('.part')) found.push(rel);
  }
  return found;
}

/**
 * zlib's fastest level for the database's dump: on the browser tests' data folder (196 MB dumped)
 * it took 5.1 s for a 45 MB archive, against 8.2 s for 40 MB at zlib's default 6. The backup runs
 * beside the requests being served, so the CPU it takes matters more than a tenth of its size.
 */
export const DATABASE_COMPRESSION_LEVEL = 1;

export async function makeBackup(source: BackupSource, onProgress: (p: BackupProgress) => void = () => undefined, now = new Date()): Promise<MadeBackup> {
  const started = performance.now();
  const dir = backupsDirOf(source.dataDir);
  await mkdir(dir, { recursive: true });
  await removeLeftPartials(source.dataDir, writing);
  const name = backupNameAt(now);
  const partial = partialNameOf(name);
  const partialFile = path.join(dir, partial);
  writing.add(partial);
  try {
    onProgress({ stage: 'database', percent: 0 });
    const snapshot = await snapshotPglite(source.db, source.pglite);
    onProgress({ stage: 'files', percent: 40 });

    const zip = new yazl.ZipFile();
    const written = pipeline(zip.outputStream, createWriteStream(partialFile, { flags: 'wx' }));
    // deflated by zlib on its threads, streamed from the dump, at DATABASE_COMPRESSION_LEVEL
    const database = Readable.fromWeb(snapshot.tarball.stream() as WebReadableStream<Uint8Array>);
    zip.addReadStream(database, DATABASE_ENTRY, { compressionLevel: DATABASE_COMPRESSION_LEVEL, mtime: now });

    let files = 0;
    let fileBytes = 0;
    let vanished = 0;
    if (source.fileStore === 'folder') {
      const root = path.join(source.dataDir, 'files');
      const names = await filesUnder(root);
      for (const [i, rel] of names.entries()) {
        // opened now, so a file removed from here on is still read whole (the handle keeps it)
        const handle = await open(path.join(root, rel), 'r').catch(() => null);
        if (!handle) {
          vanished += 1;
          continue;
        }
        const info = await handle.stat();
        const stream = handle.createReadStream();
        zip.addReadStream(stream, `${FILES_PREFIX}${rel}`, { compress: false, mtime: info.mtime });
        // one file open at a time: the next is opened once the zip has read this one
        await Promise.race([finished(stream), written]);
        files += 1;
        fileBytes += stream.bytesRead;
        if (i % 50 === 0) onProgress({ stage: 'files', percent: 40 + Math.floor((50 * i) / names.length) });
      }
    }
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: now.toISOString(),
      database: 'pglite',
      schema: { last: snapshot.migrations.at(-1) ?? null, applied: snapshot.migrations.length, names: snapshot.migrations },
      fileStore: source.fileStore,
      counts: { ...snapshot.counts, files, fileBytes, databaseBytes: snapshot.tarball.size },
    };
    zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), MANIFEST_ENTRY, { mtime: now });
    onProgress({ stage: 'writing', percent: 90 });
    zip.end();
    await written;
    const file = path.join(dir, name);
    await rename(partialFile, file);
    const { size: bytes } = await stat(file);
    onProgress({ stage: 'done', percent: 100 });
    return { name, file, bytes, manifest, vanished, heldMs: snapshot.heldMs, tookMs: Math.round(performance.now() - started) };
  } catch (e) {
    await rm(partialFile, { force: true });
    throw e;
  } finally {
    writing.delete(partial);
  }
}
