// Reads a backup archive entry by entry (yauzl, which refuses absolute names and `..` in them):
// the manifest first, then each entry's bytes streamed to whoever takes it.
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { MANIFEST_ENTRY, parseManifest, BackupManifest } from './manifest';

type Zip = yauzl.ZipFile;

const openZip = (file: string) =>
  new Promise<Zip>((resolve, reject) => yauzl.open(file, { lazyEntries: true, autoClose: false }, (e, zip) => (e ? reject(e) : resolve(zip))));

const streamOf = (zip: Zip, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (e, s) => (e ? reject(e) : resolve(s))));

/** Calls `take` with each entry (its name and a stream of its bytes), one at a time. */
async function eachEntry(zip: Zip, take: (name: string, open: () => Promise<Readable>) => Promise<void>): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      take(entry.fileName, () => streamOf(zip, entry)).then(
        () => zip.readEntry(),
        (e: unknown) => reject(e instanceof Error ? e : new Error(String(e))),
      );
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The archive's manifest (checked to be a backup of a version this server reads). */
export async function readManifest(file: string): Promise<BackupManifest> {
  const zip = await openZip(file);
  try {
    let text: string | null = null;
    await eachEntry(zip, async (name, open) => {
      if (name === MANIFEST_ENTRY) text = (await bytesOf(await open())).toString('utf8');
    });
    if (text === null) throw new Error(`${file} has no ${MANIFEST_ENTRY}: not a campus backup archive`);
    return parseManifest(text);
  } finally {
    zip.close();
  }
}

/** Every entry of the archive, in order, to `take`. */
export async function readEntries(file: string, take: (name: string, open: () => Promise<Readable>) => Promise<void>): Promise<void> {
  const zip = await openZip(file);
  try {
    await eachEntry(zip, take);
  } finally {
    zip.close();
  }
}

export { bytesOf };
