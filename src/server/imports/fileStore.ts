// The file store (ARCHITECTURE.md, "Files"): a local folder, DATA_DIR/files/<area>/<generated
// name>. Names are generated here and never taken from an upload, so a crafted file name cannot
// reach another path. Files no row names are swept by src/server/files (orphans.ts).
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, ReadStream } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** what the store holds: spreadsheets (uploads, exports) and zips (photo exports) */
export type StoredExt = 'xlsx' | 'xls' | 'zip';
const SAFE_NAME = /^[a-z0-9]{32}\.(xlsx|xls|zip)$/;

export class FileStore {
  readonly dir: string;

  constructor(root: string, area: string) {
    this.dir = path.join(root, 'files', area);
    mkdirSync(this.dir, { recursive: true });
  }

  /** A new generated name with the given extension (what the file really is). */
  newName(ext: StoredExt): string {
    return `${randomBytes(16).toString('hex')}.${ext}`;
  }

  pathOf(name: string): string {
    if (!SAFE_NAME.test(name)) throw new Error(`not a stored file name: ${name}`);
    return path.join(this.dir, name);
  }

  async save(name: string, bytes: Buffer): Promise<string> {
    const file = this.pathOf(name);
    // wx: a generated name never overwrites an existing file
    await writeFile(file, bytes, { flag: 'wx' });
    return file;
  }

  async exists(name: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(name))).isFile();
    } catch {
      return false;
    }
  }

  open(name: string): ReadStream {
    return createReadStream(this.pathOf(name));
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  /** Removes a file the folder listing gave, when it is one of ours (a stray file of someone else's stays). */
  async removeListed(file: string): Promise<boolean> {
    if (!SAFE_NAME.test(file)) return false;
    await this.remove(file);
    return true;
  }
}
