// The business packages' archive folder, DATA_DIR/files/business-packages: each upload under a
// generated name (never the uploaded one), first `<name>.part` while it streams in and is
// checked, then `<name>` while its job runs; a recorded version keeps it under that name. A
// failed job's archive is removed with its job's end.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const SAFE_NAME = /^[a-f0-9]{32}\.zip$/;

export class PackageStore {
  readonly dir: string;

  constructor(root: string) {
    this.dir = path.join(root, 'files', 'business-packages');
    mkdirSync(this.dir, { recursive: true });
  }

  newName(): string {
    return `${randomBytes(16).toString('hex')}.zip`;
  }

  pathOf(name: string): string {
    if (!SAFE_NAME.test(name)) throw new Error(`not a stored package name: ${name}`);
    return path.join(this.dir, name);
  }

  /** Where the upload streams to before it is accepted. */
  partPathOf(name: string): string {
    return `${this.pathOf(name)}.part`;
  }

  /** The checked upload becomes the stored archive. */
  async keep(name: string): Promise<void> {
    await rename(this.partPathOf(name), this.pathOf(name));
  }

  async sizeOf(name: string): Promise<number> {
    return (await stat(this.pathOf(name))).size;
  }

  /** Removes the archive and its part file; a missing file is not an error. */
  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
    await rm(this.partPathOf(name), { force: true });
  }
}
