// The PostgreSQL backing of the file store (migration 037): a file is a stored_files row and its
// bytes are stored_file_chunks of CHUNK_BYTES each, inserted as the source streams in and read
// back one at a time, so no file is ever whole in memory (a 200 MB photo zip included). The row
// is inserted first (its primary key refuses a taken key, as 'wx' does) and marked complete after
// the last chunk: readers see only complete files, sweeps see the rest as orphans once old. A
// reader that needs a local file gets a temporary copy (in the process's own temporary folder,
// emptied at start) removed after use.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { checkKey, FileArea, FileBackend, keyTaken, ListedFile, StagedFile, StoredRead } from './area';

/** bytes a chunk row holds (the last one of a file fewer) */
export const CHUNK_BYTES = 512 * 1024;

const asBuffer = (data: Uint8Array): Buffer => (Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength));

function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && ((e as { code?: string }).code === '23505' || /duplicate key/.test(String(e)));
}

export class PostgresArea implements FileArea {
  constructor(
    private readonly db: Db,
    readonly name: string,
    private readonly tmpDir: string,
  ) {}

  localPath(): string {
    throw new Error('the PostgreSQL file store has no local paths');
  }

  private temporaryPath(key: string): string {
    return path.join(this.tmpDir, `${randomBytes(8).toString('hex')}-${path.basename(key)}`);
  }

  private async begin(key: string): Promise<void> {
    try {
      await sql`insert into stored_files (area, key) values (${this.name}, ${checkKey(key)})`.execute(this.db);
    } catch (e) {
      throw isUniqueViolation(e) ? keyTaken(key) : e;
    }
  }

  private async writeChunk(key: string, seq: number, data: Buffer): Promise<void> {
    await sql`insert into stored_file_chunks (area, key, seq, data) values (${this.name}, ${key}, ${seq}, ${data})`.execute(this.db);
  }

  private async complete(key: string, size: number, chunks: number): Promise<void> {
    await sql`update stored_files set complete = true, size = ${size}, chunks = ${chunks} where area = ${this.name} and key = ${key}`.execute(this.db);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.putStream(key, Readable.from([bytes]));
  }

  putAtomic(key: string, bytes: Buffer): Promise<void> {
    // a row is seen only once complete: every write is atomic here
    return this.put(key, bytes);
  }

  async putStream(key: string, source: Readable): Promise<number> {
    await this.begin(key);
    let seq = 0;
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async (all: boolean) => {
      while (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0)) {
        const joined = pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
        const take = Math.min(CHUNK_BYTES, joined.length);
        await this.writeChunk(key, seq, joined.subarray(0, take));
        seq += 1;
        size += take;
        const rest = joined.subarray(take);
        pending = rest.length ? [rest] : [];
        pendingBytes = rest.length;
      }
    };
    try {
      for await (const piece of source) {
        const b = typeof piece === 'string' ? Buffer.from(piece) : asBuffer(piece as Uint8Array);
        pending.push(b);
        pendingBytes += b.length;
        if (pendingBytes >= CHUNK_BYTES) await flush(false);
      }
      await flush(true);
      await this.complete(key, size, seq);
      return size;
    } catch (e) {
      await this.remove(key).catch(() => undefined);
      throw e;
    }
  }

  async stage(key: string): Promise<StagedFile> {
    checkKey(key);
    const file = this.temporaryPath(key);
    return {
      path: file,
      keep: async () => {
        try {
          return await this.putStream(key, createReadStream(file));
        } finally {
          await rm(file, { force: true });
        }
      },
      discard: () => rm(file, { force: true }),
    };
  }

  private async info(key: string): Promise<{ size: number; chunks: number } | null> {
    const r = await sql<{ size: number | string; chunks: number }>`select size, chunks from stored_files
      where area = ${this.name} and key = ${checkKey(key)} and complete`.execute(this.db);
    const row = r.rows[0];
    return row ? { size: Number(row.size), chunks: row.chunks } : null;
  }

  private chunks(key: string, count: number): Readable {
    const { db, name } = this;
    async function* read() {
      for (let seq = 0; seq < count; seq += 1) {
        const r = await sql<{ data: Uint8Array }>`select data from stored_file_chunks where area = ${name} and key = ${key} and seq = ${seq}`.execute(db);
        if (!r.rows[0]) throw new Error(`stored file removed while read: ${key}`);
        yield asBuffer(r.rows[0].data);
      }
    }
    return Readable.from(read(), { objectMode: false });
  }

  async open(key: string): Promise<StoredRead | null> {
    const info = await this.info(key);
    return info ? { size: info.size, stream: this.chunks(key, info.chunks) } : null;
  }

  async read(key: string): Promise<Buffer> {
    const opened = await this.open(key);
    if (!opened) {
      const e: NodeJS.ErrnoException = new Error(`no stored file: ${key}`);
      e.code = 'ENOENT';
      throw e;
    }
    const parts: Buffer[] = [];
    for await (const part of opened.stream) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  async size(key: string): Promise<number | null> {
    return (await this.info(key))?.size ?? null;
  }

  async has(key: string): Promise<boolean> {
    return (await this.info(key)) !== null;
  }

  async withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T> {
    const opened = await this.open(key);
    if (!opened) {
      const e: NodeJS.ErrnoException = new Error(`no stored file: ${key}`);
      e.code = 'ENOENT';
      throw e;
    }
    const file = this.temporaryPath(key);
    try {
      await pipeline(opened.stream, createWriteStream(file, { flags: 'wx' }));
      return await use(file);
    } finally {
      await rm(file, { force: true });
    }
  }

  async remove(key: string): Promise<void> {
    await sql`delete from stored_files where area = ${this.name} and key = ${checkKey(key)}`.execute(this.db);
  }

  async list(): Promise<ListedFile[]> {
    const r = await sql<{ key: string; created_at: Date }>`select key, created_at from stored_files where area = ${this.name}`.execute(this.db);
    return r.rows.map((row) => ({ key: row.key, modifiedMs: new Date(row.created_at).getTime() }));
  }
}

/** The PostgreSQL backing; `tmpDir` is this process's own (in its data folder), emptied now. */
export function postgresBackend(db: Db, tmpDir: string): FileBackend {
  rmSync(tmpDir, { recursive: true, force: true });
  mkdirSync(tmpDir, { recursive: true });
  const areas = new Map<string, PostgresArea>();
  return {
    kind: 'postgres',
    area(name) {
      let a = areas.get(name);
      if (!a) areas.set(name, (a = new PostgresArea(db, name, tmpDir)));
      return a;
    },
  };
}
