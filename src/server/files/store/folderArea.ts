// The folder backing of the file store: DATA_DIR/files/<area>/<key>. A staged file is
// `<key>.part` beside the kept one, renamed when kept (one file system: no copy).
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, FileArea, FileBackend, ListedFile, StagedFile, StoredRead } from './area';

export class FolderArea implements FileArea {
  readonly dir: string;
  private readonly madeDirs = new Set<string>();

  constructor(
    root: string,
    readonly name: string,
  ) {
    this.dir = path.join(root, 'files', name);
    mkdirSync(this.dir, { recursive: true });
  }

  localPath(key: string): string {
    return path.join(this.dir, checkKey(key));
  }

  private async folderOf(file: string): Promise<void> {
    const dir = path.dirname(file);
    if (this.madeDirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    this.madeDirs.add(dir);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.localPath(key);
    await this.folderOf(file);
    await writeFile(file, bytes, { flag: 'wx' });
  }

  async putAtomic(key: string, bytes: Buffer): Promise<void> {
    const file = this.localPath(key);
    await this.folderOf(file);
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, file).catch(async (e) => {
      await rm(temporary, { force: true });
      throw e;
    });
  }

  async putStream(key: string, source: Readable): Promise<number> {
    const file = this.localPath(key);
    await this.folderOf(file);
    await pipeline(source, createWriteStream(file, { flags: 'wx' }));
    return (await stat(file)).size;
  }

  async stage(key: string, o: { inPlace?: boolean } = {}): Promise<StagedFile> {
    const file = this.localPath(key);
    await this.folderOf(file);
    const part = o.inPlace ? file : `${file}.part`;
    return {
      path: part,
      keep: async () => {
        if (part !== file) await rename(part, file);
        return (await stat(file)).size;
      },
      discard: () => rm(part, { force: true }),
    };
  }

  async open(key: string): Promise<StoredRead | null> {
    const file = this.localPath(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { size: info.size, stream: createReadStream(file) };
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.localPath(key));
  }

  async size(key: string): Promise<number | null> {
    const info = await stat(this.localPath(key)).catch(() => null);
    return info?.isFile() ? info.size : null;
  }

  async has(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  withLocalFile<T>(key: string, use: (file: string) => Promise<T>): Promise<T> {
    return use(this.localPath(key));
  }

  /** removes the file and its staged `.part`, if any */
  async remove(key: string): Promise<void> {
    const file = this.localPath(key);
    await rm(file, { force: true });
    await rm(`${file}.part`, { force: true });
  }

  async list(): Promise<ListedFile[]> {
    const found: ListedFile[] = [];
    const walk = async (dir: string, prefix: string, depth: number) => {
      for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
        const key = `${prefix}${entry.name}`;
        if (entry.isDirectory() && depth < 2) await walk(path.join(dir, entry.name), `${key}/`, depth + 1);
        if (!entry.isFile()) continue;
        const info = await stat(path.join(dir, entry.name)).catch(() => null);
        if (info) found.push({ key, modifiedMs: info.mtimeMs });
      }
    };
    await walk(this.dir, '', 0);
    return found;
  }
}

export function folderBackend(root: string): FileBackend {
  const areas = new Map<string, FolderArea>();
  return {
    kind: 'folder',
    area(name) {
      let a = areas.get(name);
      if (!a) areas.set(name, (a = new FolderArea(root, name)));
      return a;
    },
  };
}
