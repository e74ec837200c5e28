// An uploaded archive opened for reading, for the photo import's zip and the business package
// alike: a zip by its bytes (the signature, whatever the name says), then the safe reader
// (reader.ts: every entry checked as it opens).
import { open } from 'node:fs/promises';
import { ZipRefused } from './problems';
import { withZip, ZipReader } from './reader';

/** A zip starts with a local file header (or, when empty, the end record). */
export async function looksLikeZip(file: string): Promise<boolean> {
  const fh = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await fh.read(head, 0, 4, 0);
    return bytesRead === 4 && head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));
  } finally {
    await fh.close();
  }
}

/** Opens the uploaded file as a zip (refused as notZip when its bytes are not one), runs `work`, and closes it. */
export async function withUploadedZip<T>(file: string, work: (zip: ZipReader) => Promise<T>): Promise<T> {
  if (!(await looksLikeZip(file))) throw new ZipRefused('notZip');
  return withZip(file, work);
}
