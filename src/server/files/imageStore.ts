// The store of uploaded pictures (image fields, rich-text pictures): the store's area `uploads`
// (DATA_DIR/files/uploads, or the database with FILE_STORE=postgres), <tenant>/<32 hex>.<ext>.
// Names are generated here, never taken from the upload; a tenant id and a name are checked
// against strict patterns before they become a key.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FileArea, StoredRead } from './store/area';

const SAFE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;
const SAFE_TENANT = /^[A-Za-z0-9_-]{1,64}$/;

export class ImageStore {
  constructor(readonly area: FileArea) {}

  /** the folder backing's folder (tests) */
  get dir(): string {
    return path.dirname(this.area.localPath('x'));
  }

  /** A new file id (what the wire carries) and the stored name of its bytes. */
  newFile(ext: string): { id: string; name: string } {
    const hex = randomBytes(16).toString('hex');
    return { id: `f_${randomBytes(16).toString('hex')}`, name: `${hex}.${ext}` };
  }

  keyOf(tenantId: string, name: string): string {
    if (!SAFE_TENANT.test(tenantId)) throw new Error(`not a tenant id: ${tenantId}`);
    if (!SAFE_NAME.test(name)) throw new Error(`not a stored upload name: ${name}`);
    return `${tenantId}/${name}`;
  }

  /** the folder backing's path (tests) */
  pathOf(tenantId: string, name: string): string {
    return this.area.localPath(this.keyOf(tenantId, name));
  }

  /** Writes the bytes under their generated name (never over an existing file). */
  async save(tenantId: string, name: string, bytes: Buffer): Promise<void> {
    await this.area.put(this.keyOf(tenantId, name), bytes);
  }

  has(tenantId: string, name: string): Promise<boolean> {
    return this.area.has(this.keyOf(tenantId, name));
  }

  open(tenantId: string, name: string): Promise<StoredRead | null> {
    return this.area.open(this.keyOf(tenantId, name));
  }

  /** whether a listed key is `<tenant>/<name>` as the store makes them (the sweep removes only those) */
  static isOurs(key: string): boolean {
    const [tenant, name, more] = key.split('/');
    return more === undefined && name !== undefined && SAFE_TENANT.test(tenant) && SAFE_NAME.test(name);
  }

  /** Removes a stored picture; a missing file is not an error. */
  async remove(tenantId: string, name: string): Promise<void> {
    await this.area.remove(this.keyOf(tenantId, name));
  }
}
