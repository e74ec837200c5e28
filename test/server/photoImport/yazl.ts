// yazl has no type declarations in the registry: the part of its API the tests use, typed here
// and loaded through require so no ambient module declaration is needed.
import type { Readable } from 'node:stream';

export interface YazlZipFile {
  addBuffer(buffer: Buffer, name: string, options?: { compress?: boolean; mtime?: Date; mode?: number }): void;
  end(options?: { forceZip64Format?: boolean }): void;
  outputStream: Readable;
}

export interface Yazl {
  ZipFile: new () => YazlZipFile;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const yazl: Yazl = require('yazl');
