// An area of the file store (src/server/files/store: a local folder by default, PostgreSQL with
// FILE_STORE=postgres) holding spreadsheets and zips under generated names: the Excel import's
// uploads, the exports. Names are generated here and never taken from an upload, so a crafted
// file name cannot reach another key. Files no row names are swept by src/server/files (orphans.ts).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FileArea, StagedFile, StoredRead } from '../files/store/area';

/** what the store holds: spreadsheets (uploads, exports) and zips (photo exports) */
export type StoredExt = 'xlsx' | 'xls' | 'zip';
const SAFE_NAME = /^[a-z0-9]{32}\.(xlsx|xls|zip)$/;

const checked = (name: string): string => {
  if (!SAFE_NAME.test(name)) throw new Error(`not a stored file name: ${name}`);
  return name;
};

export class FileStore {
  constructor(readonly area: FileArea) {}

  /** the folder backing's folder (tests) */
  get dir(): string {
    return path.dirname(this.area.localPath('x'));
  }

  /** A new generated name with the given extension (what the file really is). */
  newName(ext: StoredExt): string {
    return `${randomBytes(16).toString('hex')}.${ext}`;
  }

  /** the folder backing's path of a stored file (tests; the database has none) */
  pathOf(name: string): string {
    return this.area.localPath(checked(name));
  }

  async save(name: string, bytes: Buffer): Promise<void> {
    // a generated name never overwrites an existing file
    await this.area.put(checked(name), bytes);
  }

  /** a local file to write (an export being filled: the folder's file itself, or a temporary one
   *  stored in the database when kept) */
  stage(name: string): Promise<StagedFile> {
    return this.area.stage(checked(name), { inPlace: true });
  }

  exists(name: string): Promise<boolean> {
    return this.area.has(checked(name));
  }

  /** the stored file as a stream, null when it is gone */
  open(name: string): Promise<StoredRead | null> {
    return this.area.open(checked(name));
  }

  /** a local path of the file while `use` runs (a parser wanting a path) */
  withLocalFile<T>(name: string, use: (file: string) => Promise<T>): Promise<T> {
    return this.area.withLocalFile(checked(name), use);
  }

  async remove(name: string): Promise<void> {
    await this.area.remove(checked(name));
  }

  /** whether a listed key is one of ours, a staged `.part` included (a stray file of someone else's stays) */
  static isOurs(key: string): boolean {
    return SAFE_NAME.test(key.endsWith('.part') ? key.slice(0, -5) : key);
  }
}
