// The photo store (ARCHITECTURE.md "Files"; STACK.md: keep photo bytes in the file store, not in
// people rows): the store's area `photos` (DATA_DIR/files/photos, or the database with
// FILE_STORE=postgres) holds <tenant>/<name>, the picture as it was accepted (JPEG or PNG, checked
// and decoded on the way in), and <tenant>/thumb/<hex>.jpg its list thumbnail, made the first
// time it is asked for and kept. Names are generated here, never taken from an upload or a zip
// entry; a tenant id and a name are checked before they become a key (src/server/files/
// tenantFileStore.ts, the wrapper the store of uploaded pictures shares).
//
// Why thumbnails are made on demand: creating a file was the largest single cost of the photo
// zip import (BUDGETS.md, ≥ 400 photos/s) on this machine's disk (ext4 without a journal skips
// inodes freed in the last minutes, so each new file cost ~0.4 ms of kernel time after a busy
// spell of deletions, ~30 % of the import's CPU); an import now creates one file a photo, not two,
// and encodes nothing. A list page shows 20 thumbnails, each ~3 ms of decode the first time.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sharp } from '../onFirstUse';
import { PHOTO_MAX_PIXELS, THUMB_HEIGHT, THUMB_WIDTH } from '../../shared/photos/limits';
import type { FileArea } from '../files/store/area';
import { TenantFileStore } from '../files/tenantFileStore';

export type StoredPhotoExt = 'jpg' | 'png';

const SAFE_NAME = /^([a-f0-9]{32})\.(jpg|png)$/;

/** A picture is written under a new generated name (never over an existing file); no reader sees
 *  it half written: it is found only through people.photo_path, set after the write, and a job
 *  that dies mid-write records the names it was writing so its restart removes them. */
export class PhotoStore extends TenantFileStore {
  /** thumbnails being made, so two requests for one make it once */
  private readonly making = new Map<string, Promise<Buffer>>();

  constructor(area: FileArea) {
    super(area, SAFE_NAME, 'photo');
  }

  /** A new generated name for a picture of this format. */
  newName(ext: StoredPhotoExt): string {
    return `${randomBytes(16).toString('hex')}.${ext}`;
  }

  static isName(name: string): boolean {
    return SAFE_NAME.test(name);
  }

  private thumbKeyOf(tenantId: string, name: string): string {
    const key = this.keyOf(tenantId, name);
    return `${path.dirname(key)}/thumb/${SAFE_NAME.exec(name)![1]}.jpg`;
  }

  /** the folder backing's path of a thumbnail (tests) */
  thumbPathOf(tenantId: string, name: string): string {
    return this.area.localPath(this.thumbKeyOf(tenantId, name));
  }

  /**
   * The picture's thumbnail (THUMB_WIDTH × THUMB_HEIGHT, cover-cropped, turned as its EXIF says, a
   * PNG's transparency on white), made from the picture the first time and stored; null when the
   * picture is not stored (or no longer decodes). Stored so that a reader never sees half a
   * thumbnail; two processes making one at once store it once.
   */
  async thumbnail(tenantId: string, name: string): Promise<Buffer | null> {
    const key = this.thumbKeyOf(tenantId, name);
    const stored = await this.area.read(key).catch(() => null);
    if (stored) return stored;
    let making = this.making.get(key);
    if (!making) {
      making = this.makeThumbnail(tenantId, name, key).finally(() => this.making.delete(key));
      this.making.set(key, making);
    }
    return making.catch(() => null);
  }

  private async makeThumbnail(tenantId: string, name: string, key: string): Promise<Buffer> {
    let image = sharp()(await this.read(tenantId, name), { limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
    if (name.endsWith('.png')) image = image.flatten({ background: '#ffffff' });
    const thumb = await image.resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();
    // another process storing the same thumbnail first is no failure
    await this.area.putAtomic(key, thumb).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'EEXIST') throw e;
    });
    return thumb;
  }

  /** Removes a picture and its thumbnail; a missing file is not an error. */
  override async remove(tenantId: string, name: string): Promise<void> {
    await super.remove(tenantId, name);
    const thumb = this.thumbKeyOf(tenantId, name);
    // a thumbnail being made as the picture goes would be left behind
    await this.making.get(thumb)?.catch(() => undefined);
    await this.area.remove(thumb);
  }
}
