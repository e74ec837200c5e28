// The photo import's upload folder, DATA_DIR/files/photo-imports: each zip under a generated name
// (never the uploaded one), first as `<name>.part` while it streams in and is checked, then kept
// as `<name>` until its job ends. Files no job names are swept (cleanup.ts, through
// src/server/files/orphans.ts).
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const SAFE_NAME = /^[a-f0-9]{32}\.zip$/;

export class ZipStore {
  readonly dir: string;

  constructor(root: string) {
    this.dir = path.join(root, 'files', 'photo-imports');
    mkdirSync(this.dir, { recursive: true });
  }

  newName(): string {
    return `${randomBytes(16).toString('hex')}.zip`;
  }

  static isName(name: string): boolean {
    return SAFE_NAME.test(name);
  }

  pathOf(name: string): string {
    if (!SAFE_NAME.test(name)) throw new Error(`not a stored zip name: ${name}`);
    return path.join(this.dir, name);
  }

  /** Where the upload streams to before it is accepted. */
  partPathOf(name: string): string {
    return `${this.pathOf(name)}.part`;
  }

  /** The checked upload becomes the stored zip. */
  async keep(name: string): Promise<void> {
    await rename(this.partPathOf(name), this.pathOf(name));
  }

  async exists(name: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(name))).isFile();
    } catch {
      return false;
    }
  }

  /** Removes the zip and its part file; a missing file is not an error. */
  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
    await rm(this.partPathOf(name), { force: true });
  }

  /** Removes a file the folder listing gave, when it is one of ours (a stray file of someone else's stays). */
  async removeListed(file: string): Promise<boolean> {
    const name = file.endsWith('.part') ? file.slice(0, -5) : file;
    if (!SAFE_NAME.test(name)) return false;
    await rm(path.join(this.dir, file), { force: true });
    return true;
  }
}
