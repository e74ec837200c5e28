// The store of uploaded pictures (image fields, rich-text pictures): DATA_DIR/files/uploads/
// <tenant>/<32 hex>.<ext>. Names are generated here, never taken from the upload; a tenant id
// and a name are checked against strict patterns before they become a path.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SAFE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;
const SAFE_TENANT = /^[A-Za-z0-9_-]{1,64}$/;

export class ImageStore {
  readonly dir: string;

  constructor(root: string) {
    this.dir = path.join(root, 'files', 'uploads');
    mkdirSync(this.dir, { recursive: true });
  }

  /** A new file id (what the wire carries) and the stored name of its bytes. */
  newFile(ext: string): { id: string; name: string } {
    const hex = randomBytes(16).toString('hex');
    return { id: `f_${randomBytes(16).toString('hex')}`, name: `${hex}.${ext}` };
  }

  pathOf(tenantId: string, name: string): string {
    if (!SAFE_TENANT.test(tenantId)) throw new Error(`not a tenant id: ${tenantId}`);
    if (!SAFE_NAME.test(name)) throw new Error(`not a stored upload name: ${name}`);
    return path.join(this.dir, tenantId, name);
  }

  /** Writes the bytes under their generated name ('wx': never over an existing file). */
  async save(tenantId: string, name: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(tenantId, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
  }

  /** whether a folder of the store is a tenant's (the sweep lists only those) */
  isTenantFolder(name: string): boolean {
    return SAFE_TENANT.test(name);
  }

  /** Removes a stored picture; a missing file is not an error. */
  async remove(tenantId: string, name: string): Promise<void> {
    await rm(this.pathOf(tenantId, name), { force: true });
  }

  /** Removes a listed file when it is a name the store makes (false for anything else). */
  async removeListed(tenantId: string, file: string): Promise<boolean> {
    if (!SAFE_NAME.test(file)) return false;
    await this.remove(tenantId, file);
    return true;
  }
}
