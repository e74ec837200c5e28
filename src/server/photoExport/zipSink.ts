// The photo export's file: a zip written with yazl straight into the file store. Entries are
// stored, not deflated (JPEG and PNG are compressed already: deflating them costs time and saves
// nothing). yazl queues every entry it is given, so the writer waits in room() while more than
// BACKLOG_BYTES handed to the zip have not reached the disk yet: memory stays at about a page of
// pictures however many there are.
//
// Entries are added as lazy streams, not with addBuffer: yazl keeps each entry's pump function
// until the zip ends (for the central directory), and addBuffer's closes over the bytes — 4,000
// converted PNGs held 1.4 GB. Here the closure holds a box the bytes leave once yazl takes them.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ExportSink } from '../exports/kinds';

const BACKLOG_BYTES = 8 * 1024 * 1024;
/** what an entry adds besides its data: local header, data descriptor, central record (about) */
const ENTRY_OVERHEAD = 128;

export interface ZipSink extends ExportSink {
  /** adds a stored entry */
  add(name: string, bytes: Buffer, mtime: Date): void;
  /** resolves once the backlog is small enough to add more */
  room(): Promise<void>;
}

export function openZip(file: string): ZipSink {
  const out = createWriteStream(file, { flags: 'wx' });
  // an error of the file (disk full) or of the zip is raised by room() or finish()
  let failure: Error | null = null;
  out.on('error', (e) => {
    failure = e;
  });
  const zip = new ZipFile();
  zip.on('error', (e: Error) => {
    failure = e;
  });
  const output = zip.outputStream as Readable;
  output.pipe(out);
  let handed = 0;
  let closed = false;

  const ended = () => failure !== null || out.closed || out.destroyed;
  /** the next drain of the file, its end, or a short while (the zip pumps on its own timers) */
  const progressed = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        out.removeListener('drain', done);
        out.removeListener('close', done);
        resolve();
      };
      const timer = setTimeout(done, 20);
      out.once('drain', done);
      out.once('close', done);
    });

  return {
    add(name, bytes, mtime) {
      if (failure) throw failure;
      if (closed) throw new Error('zip already closed');
      const box: { bytes: Buffer | null } = { bytes };
      zip.addReadStreamLazy(name, { compress: false, mtime, size: bytes.length }, (ready) => {
        const taken = box.bytes!;
        box.bytes = null;
        ready(null, Readable.from([taken]));
      });
      handed += bytes.length + name.length + ENTRY_OVERHEAD;
    },
    async room() {
      while (!ended() && handed - out.bytesWritten > BACKLOG_BYTES) await progressed();
      if (failure) throw failure;
    },
    async finish() {
      closed = true;
      const done = new Promise<void>((resolve) => (out.closed ? resolve() : out.once('close', () => resolve())));
      zip.end();
      await done;
      if (failure) throw failure;
      return out.bytesWritten;
    },
    async abort() {
      closed = true;
      // whatever the zip still pumps is read and dropped
      output.unpipe(out);
      output.resume();
      if (!out.closed) {
        const gone = new Promise<void>((resolve) => out.once('close', () => resolve()));
        out.destroy();
        await gone;
      }
      await rm(file, { force: true });
    },
  };
}
