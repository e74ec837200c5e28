// The file store's two backings behave alike (src/server/files/store): the data folder and the
// database (FILE_STORE=postgres, chunks of 512 KB streamed in and out). A file several chunks long
// goes in as a stream and comes back byte for byte, as a stream, as a local copy for a reader that
// needs a path, and through a staged local file; a taken key is refused; a half-written file is
// seen by the sweep's listing (and by no reader of the database's); removal leaves nothing behind.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { FileArea } from '../../../src/server/files/store/area';
import { openFileBackend } from '../../../src/server/files/store/backend';
import { CHUNK_BYTES } from '../../../src/server/files/store/postgresArea';
import { makeTestDb, TestDb } from '../testDb';

let t: TestDb;
let dataDir: string;
beforeAll(async () => {
  t = await makeTestDb({ seed: 'migrated' });
  dataDir = mkdtempSync(path.join(tmpdir(), 'file-store-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const areaOf = (kind: 'folder' | 'postgres') => openFileBackend(kind, t.db, path.join(dataDir, kind)).area('things');
const drain = async (s: Readable) => {
  const parts: Buffer[] = [];
  for await (const p of s) parts.push(p as Buffer);
  return Buffer.concat(parts);
};
/** a source that hands its bytes over in uneven pieces, as an upload arrives */
const pieces = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0, n = 1; at < bytes.length; at += 70_001 * n, n = (n % 5) + 1) yield bytes.subarray(at, at + 70_001 * n);
    })(),
  );

describe.each(['folder', 'postgres'] as const)('the %s store', (kind) => {
  let area: FileArea;
  beforeAll(() => {
    area = areaOf(kind);
  });

  it('streams a file of several chunks in and out, byte for byte', async () => {
    const bytes = randomBytes(CHUNK_BYTES * 2 + 12_345);
    expect(await area.putStream('t1/big.zip', pieces(bytes))).toBe(bytes.length);
    expect(await area.has('t1/big.zip')).toBe(true);
    expect(await area.size('t1/big.zip')).toBe(bytes.length);
    const opened = (await area.open('t1/big.zip'))!;
    expect(opened.size).toBe(bytes.length);
    expect((await drain(opened.stream)).equals(bytes)).toBe(true);
    expect((await area.read('t1/big.zip')).equals(bytes)).toBe(true);
    let copy = '';
    const same = await area.withLocalFile('t1/big.zip', async (file) => {
      copy = file;
      return readFileSync(file).equals(bytes);
    });
    expect(same).toBe(true);
    // the database's copy is temporary; the folder's is its own file
    expect(existsSync(copy)).toBe(kind === 'folder');
    if (kind === 'postgres') {
      const chunks = await sql<{ n: number }>`select count(*)::int as n from stored_file_chunks where area = 'things' and key = 't1/big.zip'`.execute(t.db);
      expect(chunks.rows[0].n).toBe(3);
    }
  });

  it('refuses a taken key, and stores an empty file', async () => {
    await area.put('one.xlsx', Buffer.from('first'));
    await expect(area.put('one.xlsx', Buffer.from('second'))).rejects.toMatchObject({ code: 'EEXIST' });
    expect((await area.read('one.xlsx')).toString()).toBe('first');
    await area.put('empty.xlsx', Buffer.alloc(0));
    expect(await area.size('empty.xlsx')).toBe(0);
    expect(await area.open('missing.xlsx')).toBeNull();
    await expect(area.has('../escape.xlsx')).rejects.toThrow(/not a stored file key/);
  });

  it('keeps a staged local file under its key, or discards it', async () => {
    const staged = await area.stage('s.zip');
    writeFileSync(staged.path, 'zip bytes');
    expect(await area.has('s.zip')).toBe(false);
    expect(await staged.keep()).toBe(9);
    expect((await area.read('s.zip')).toString()).toBe('zip bytes');
    expect(existsSync(staged.path)).toBe(false);
    const dropped = await area.stage('d.zip');
    writeFileSync(dropped.path, 'never kept');
    await dropped.discard();
    expect(existsSync(dropped.path)).toBe(false);
    expect(await area.has('d.zip')).toBe(false);
  });

  it('lists every file for the sweeps and removes one without a trace', async () => {
    const keys = (await area.list()).map((f) => f.key).sort();
    expect(keys).toEqual(expect.arrayContaining(['t1/big.zip', 'one.xlsx', 's.zip']));
    for (const f of await area.list()) expect(Math.abs(Date.now() - f.modifiedMs)).toBeLessThan(600_000);
    await area.remove('t1/big.zip');
    await area.remove('t1/big.zip');
    expect(await area.has('t1/big.zip')).toBe(false);
    expect((await area.list()).map((f) => f.key)).not.toContain('t1/big.zip');
    if (kind === 'postgres') {
      const left = await sql<{ n: number }>`select count(*)::int as n from stored_file_chunks where key = 't1/big.zip'`.execute(t.db);
      expect(left.rows[0].n).toBe(0);
    }
  });

  it('shows a file being written to no reader, only to the sweep', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const source = Readable.from(
      (async function* () {
        yield randomBytes(CHUNK_BYTES + 10);
        await held;
        yield Buffer.from('end');
      })(),
    );
    const writing = area.putStream('half.zip', source);
    for (let i = 0; i < 100 && !(await area.list()).some((f) => f.key === 'half.zip'); i += 1) await new Promise((r) => setTimeout(r, 10));
    expect((await area.list()).map((f) => f.key)).toContain('half.zip');
    // the folder's readers are kept away by the rows, which name a file only once it is written
    if (kind === 'postgres') expect(await area.open('half.zip')).toBeNull();
    release();
    expect(await writing).toBe(CHUNK_BYTES + 13);
    expect(await area.size('half.zip')).toBe(CHUNK_BYTES + 13);
  });
});
