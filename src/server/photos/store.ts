// The photo store (ARCHITECTURE.md "Files"; STACK.md: keep photo bytes in the file store, not in
// the database): DATA_DIR/files/photos/<tenant>/<name> holds the picture as it was accepted
// (JPEG or PNG, checked and decoded on the way in) and <tenant>/thumb/<hex>.jpg its list
// thumbnail. Names are generated here, never taken from an upload or a zip entry; a tenant id and
// a name are checked against strict patterns before they become a path.
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, ReadStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type StoredPhotoExt = 'jpg' | 'png';

const SAFE_NAME = /^([a-f0-9]{32})\.(jpg|png)$/;
const SAFE_TENANT = /^[A-Za-z0-9_-]{1,64}$/;

export class PhotoStore {
  readonly dir: string;
  private readonly madeDirs = new Set<string>();

  constructor(root: string) {
    this.dir = path.join(root, 'files', 'photos');
    mkdirSync(this.dir, { recursive: true });
  }

  /** A new generated name for a picture of this format. */
  newName(ext: StoredPhotoExt): string {
    return `${randomBytes(16).toString('hex')}.${ext}`;
  }

  static isName(name: string): boolean {
    return SAFE_NAME.test(name);
  }

  private tenantDir(tenantId: string): string {
    if (!SAFE_TENANT.test(tenantId)) throw new Error(`not a tenant id: ${tenantId}`);
    return path.join(this.dir, tenantId);
  }

  pathOf(tenantId: string, name: string): string {
    if (!SAFE_NAME.test(name)) throw new Error(`not a stored photo name: ${name}`);
    return path.join(this.tenantDir(tenantId), name);
  }

  thumbPathOf(tenantId: string, name: string): string {
    const m = SAFE_NAME.exec(name);
    if (!m) throw new Error(`not a stored photo name: ${name}`);
    return path.join(this.tenantDir(tenantId), 'thumb', `${m[1]}.jpg`);
  }

  /** Writes the picture and its thumbnail under a new generated name ('wx': never over an
   *  existing file). No reader can see a half-written file: a picture is found only through
   *  people.photo_path, set after the write, and a job that dies mid-write records the names it
   *  was writing so its restart removes them. The tenant's folders are made once a process. */
  async save(tenantId: string, name: string, bytes: Buffer, thumb: Buffer): Promise<void> {
    const file = this.pathOf(tenantId, name);
    const thumbFile = this.thumbPathOf(tenantId, name);
    const thumbDir = path.dirname(thumbFile);
    if (!this.madeDirs.has(thumbDir)) {
      await mkdir(thumbDir, { recursive: true });
      this.madeDirs.add(thumbDir);
    }
    await Promise.all([writeFile(thumbFile, thumb, { flag: 'wx' }), writeFile(file, bytes, { flag: 'wx' })]);
  }

  read(tenantId: string, name: string): Promise<Buffer> {
    return readFile(this.pathOf(tenantId, name));
  }

  open(tenantId: string, name: string, thumb = false): ReadStream {
    return createReadStream(thumb ? this.thumbPathOf(tenantId, name) : this.pathOf(tenantId, name));
  }

  /** Removes a picture and its thumbnail; a missing file is not an error. */
  async remove(tenantId: string, name: string): Promise<void> {
    await rm(this.pathOf(tenantId, name), { force: true });
    await rm(this.thumbPathOf(tenantId, name), { force: true });
  }
}
