// An area of the file store holding uploaded zips under generated names (the photo import's zips,
// the business packages): staged as a local file while the upload streams in and is checked
// (a `.part` beside the kept file in the folder, a temporary file for the database), kept under
// the name once accepted, read through a local path (random access in the zip: the folder's own
// file, or a temporary copy streamed from the database).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FileArea, StagedFile } from './store/area';

const SAFE_NAME = /^[a-f0-9]{32}\.zip$/;

export class ArchiveStore {
  constructor(
    readonly area: FileArea,
    private readonly what: string,
  ) {}

  /** the folder backing's folder (tests) */
  get dir(): string {
    return path.dirname(this.area.localPath('x'));
  }

  newName(): string {
    return `${randomBytes(16).toString('hex')}.zip`;
  }

  static isName(name: string): boolean {
    return SAFE_NAME.test(name);
  }

  /** whether a listed key is one of ours, a staged `.part` included (a stray file of someone else's stays) */
  static isOurs(key: string): boolean {
    return SAFE_NAME.test(key.endsWith('.part') ? key.slice(0, -5) : key);
  }

  protected checked(name: string): string {
    if (!SAFE_NAME.test(name)) throw new Error(`not a stored ${this.what} name: ${name}`);
    return name;
  }

  /** the folder backing's path (tests) */
  pathOf(name: string): string {
    return this.area.localPath(this.checked(name));
  }

  /** a local file for the upload to stream to; `keep()` stores it under the name */
  stage(name: string): Promise<StagedFile> {
    return this.area.stage(this.checked(name));
  }

  exists(name: string): Promise<boolean> {
    return this.area.has(this.checked(name));
  }

  sizeOf(name: string): Promise<number | null> {
    return this.area.size(this.checked(name));
  }

  withLocalFile<T>(name: string, use: (file: string) => Promise<T>): Promise<T> {
    return this.area.withLocalFile(this.checked(name), use);
  }

  /** Removes the archive (and its staged part); a missing file is not an error. */
  async remove(name: string): Promise<void> {
    await this.area.remove(this.checked(name));
  }
}
