// The photo store (ARCHITECTURE.md "Files"; STACK.md: keep photo bytes in the file store, not in
// the database): DATA_DIR/files/photos/<tenant>/<name> holds the picture as it was accepted
// (JPEG or PNG, checked and decoded on the way in) and <tenant>/thumb/<hex>.jpg its list
// thumbnail, made the first time it is asked for and kept. Names are generated here, never taken
// from an upload or a zip entry; a tenant id and a name are checked against strict patterns
// before they become a path.
//
// Why thumbnails are made on demand: creating a file was the largest single cost of the photo
// zip import (BUDGETS.md, ≥ 400 photos/s) on this machine's disk (ext4 without a journal skips
// inodes freed in the last minutes, so each new file cost ~0.4 ms of kernel time after a busy
// spell of deletions, ~30 % of the import's CPU); an import now creates one file a photo, not two,
// and encodes nothing. A list page shows 20 thumbnails, each ~3 ms of decode the first time.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_MAX_PIXELS, THUMB_HEIGHT, THUMB_WIDTH } from '../../shared/photos/limits';

export type StoredPhotoExt = 'jpg' | 'png';

const SAFE_NAME = /^([a-f0-9]{32})\.(jpg|png)$/;
const SAFE_TENANT = /^[A-Za-z0-9_-]{1,64}$/;

export class PhotoStore {
  readonly dir: string;
  private readonly madeDirs = new Set<string>();
  /** thumbnails being made, so two requests for one make it once */
  private readonly making = new Map<string, Promise<void>>();

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

  private async folder(dir: string): Promise<void> {
    if (this.madeDirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    this.madeDirs.add(dir);
  }

  /** Writes the picture under a new generated name ('wx': never over an existing file). No reader
   *  can see a half-written file: a picture is found only through people.photo_path, set after
   *  the write, and a job that dies mid-write records the names it was writing so its restart
   *  removes them. The tenant's folder is made once a process. */
  async save(tenantId: string, name: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(tenantId, name);
    await this.folder(path.dirname(file));
    await writeFile(file, bytes, { flag: 'wx' });
  }

  /**
   * The path of the picture's thumbnail (THUMB_WIDTH × THUMB_HEIGHT, cover-cropped, turned as its
   * EXIF says, a PNG's transparency on white), made from the picture the first time; null when the
   * picture is not stored (or no longer decodes). Written under a temporary name and renamed, so
   * a reader never sees half a thumbnail.
   */
  async thumbnail(tenantId: string, name: string): Promise<string | null> {
    const file = this.thumbPathOf(tenantId, name);
    if ((await stat(file).catch(() => null))?.isFile()) return file;
    let making = this.making.get(file);
    if (!making) {
      making = this.makeThumbnail(tenantId, name, file).finally(() => this.making.delete(file));
      this.making.set(file, making);
    }
    try {
      await making;
      return file;
    } catch {
      return null;
    }
  }

  private async makeThumbnail(tenantId: string, name: string, file: string): Promise<void> {
    let image = sharp(this.pathOf(tenantId, name), { limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
    if (name.endsWith('.png')) image = image.flatten({ background: '#ffffff' });
    const thumb = await image.resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();
    await this.folder(path.dirname(file));
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, thumb, { flag: 'wx' });
    await rename(temporary, file).catch(async (e) => {
      await rm(temporary, { force: true });
      throw e;
    });
  }

  /** Whether the picture is stored. */
  async has(tenantId: string, name: string): Promise<boolean> {
    return (await stat(this.pathOf(tenantId, name)).catch(() => null))?.isFile() ?? false;
  }

  read(tenantId: string, name: string): Promise<Buffer> {
    return readFile(this.pathOf(tenantId, name));
  }

  /** Removes a picture and its thumbnail; a missing file is not an error. */
  async remove(tenantId: string, name: string): Promise<void> {
    await rm(this.pathOf(tenantId, name), { force: true });
    const thumb = this.thumbPathOf(tenantId, name);
    // a thumbnail being made as the picture goes would be left behind
    await this.making.get(thumb)?.catch(() => undefined);
    await rm(thumb, { force: true });
  }
}
