// The store of uploaded pictures (image fields, rich-text pictures): the store's area `uploads`
// (DATA_DIR/files/uploads, or the database with FILE_STORE=postgres), <tenant>/<32 hex>.<ext>,
// through the tenant file store's wrapper (tenantFileStore.ts, as the photo store).
import { randomBytes } from 'node:crypto';
import type { FileArea } from './store/area';
import { TenantFileStore } from './tenantFileStore';

const SAFE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

export class ImageStore extends TenantFileStore {
  constructor(area: FileArea) {
    super(area, SAFE_NAME, 'upload');
  }

  /** A new file id (what the wire carries) and the stored name of its bytes. */
  newFile(ext: string): { id: string; name: string } {
    const hex = randomBytes(16).toString('hex');
    return { id: `f_${randomBytes(16).toString('hex')}`, name: `${hex}.${ext}` };
  }

  /** whether a listed key is `<tenant>/<name>` as the store makes them (the sweep removes only those) */
  static isOurs(key: string): boolean {
    return TenantFileStore.isKeyOf(SAFE_NAME, key);
  }
}
