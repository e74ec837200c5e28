// Random access to an .xlsx's parts through its zip directory (yauzl): the reader opens the
// workbook, its relations, the styles and the shared strings first, whatever order the writer
// stored them in, and only then streams the sheet. Every part is read as a stream of pieces.
// yauzl checks every entry's inflated size against the directory, so an entry cannot inflate
// past what zipGuard has allowed, nor past the size the reader's part limits judged.
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import yauzl from 'yauzl';

export interface XlsxZip {
  /** the entries' names, in the order the archive stores them */
  names(): string[];
  has(name: string): boolean;
  /** an entry's inflated size as the directory declares it (yauzl holds the entry to it) */
  size(name: string): number;
  /** an entry's text in pieces, decoded as UTF-8 across chunk boundaries */
  pieces(name: string): AsyncGenerator<string>;
  close(): void;
}

function open(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (e, z) => (e || !z ? reject(e ?? new Error('unreadable zip')) : resolve(z))),
  );
}

function readDirectory(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (e: yauzl.Entry) => {
      entries.set(e.fileName, e);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

export async function openXlsxZip(file: string): Promise<XlsxZip> {
  const zip = await open(file);
  let entries: Map<string, yauzl.Entry>;
  try {
    entries = await readDirectory(zip);
  } catch (e) {
    zip.close();
    throw e;
  }
  const streams = new Set<Readable>();
  const stream = (name: string): Promise<Readable | null> => {
    const entry = entries.get(name);
    if (!entry) return Promise.resolve(null);
    return new Promise((resolve, reject) =>
      zip.openReadStream(entry, (e, s) => {
        if (e || !s) return reject(e ?? new Error(`unreadable entry ${name}`));
        streams.add(s);
        s.once('close', () => streams.delete(s));
        resolve(s);
      }),
    );
  };
  async function* pieces(name: string): AsyncGenerator<string> {
    const s = await stream(name);
    if (!s) return;
    const decoder = new StringDecoder('utf8');
    try {
      for await (const chunk of s) yield decoder.write(chunk as Buffer);
      const rest = decoder.end();
      if (rest) yield rest;
    } finally {
      s.destroy();
    }
  }
  return {
    names: () => [...entries.keys()],
    has: (name) => entries.has(name),
    size: (name) => entries.get(name)?.uncompressedSize ?? 0,
    pieces,
    close() {
      for (const s of streams) s.destroy();
      zip.close();
    },
  };
}
