// A safe reader of zip FILES over yauzl (STACK.md: yauzl for reading; entry counts, zip bombs and
// symlinks are ours to cap). Opening reads the whole central directory and refuses the archive,
// with a reason (problems.ts), when any entry is unsafe: a name escaping the folder, a symlink,
// encryption, more than `maxEntries` entries, an entry declaring more than `maxEntryBytes`
// inflated, more than `maxTotalBytes` declared in all, or a nested zip (an entry named .zip; and,
// when read, bytes starting with a zip's local header, unless the caller expects a zip, as the
// Excel reader of an .xlsx does). Reading an entry gives a Buffer, its bytes counted as they
// inflate: more (or fewer) than the entry declared refuses it (yauzl's validateEntrySizes says the
// same; both map to sizeMismatch); a stored entry is read straight from the file into one
// buffer. Nothing is ever written to disk.
import { close as closeFd, open as openFd, read as readFd } from 'node:fs';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import type { Entry, ZipFile } from 'yauzl';
import { ZIP_MAX_ENTRIES, ZIP_MAX_ENTRY_BYTES, ZIP_MAX_TOTAL_BYTES } from '../../shared/photos/limits';
import { decodeEntryName, extensionOf, isDirectoryName, isEncrypted, isIgnoredName, isSymlink, isUnsafeName, printableName } from './entryNames';
import { problemOfYauzlError, ZipRefused } from './problems';

export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: ZIP_MAX_ENTRIES, maxEntryBytes: ZIP_MAX_ENTRY_BYTES, maxTotalBytes: ZIP_MAX_TOTAL_BYTES };

/** A file of the archive the reader keeps (directories and tool litter are left out). */
export interface ZipEntry {
  /** position among the kept files, in central directory order (stable for one archive) */
  index: number;
  /** the full name inside the archive, folders included */
  name: string;
  /** the declared inflated size, which reading holds it to */
  size: number;
  /** the declared compressed size (a caller may judge the ratio of the two) */
  compressedSize: number;
}

export interface ReadOptions {
  /** the entry is expected to be a zip itself (an .xlsx): its bytes may start with a local header */
  allowZip?: boolean;
}

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The first bytes of a zip archive (a local file header). */
export const startsLikeZip = (bytes: Buffer): boolean => bytes.length >= 4 && bytes.subarray(0, 4).equals(ZIP_LOCAL_HEADER);

const openFile = promisify(openFd);
const closeFile = promisify(closeFd);
const readFile = (fd: number, buffer: Buffer, offset: number, length: number, position: number) =>
  new Promise<number>((resolve, reject) => readFd(fd, buffer, offset, length, position, (err, n) => (err ? reject(err) : resolve(n))));

/** yauzl over a descriptor we opened: once the ZipFile exists, closing it closes the descriptor. */
function openYauzl(fd: number): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // decodeStrings off: names are decoded and judged here (entryNames.ts), each with our reason
    yauzl.fromFd(fd, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) reject(new ZipRefused(problemOfYauzlError(err)));
      else resolve(zip);
    });
  });
}

/** Judges one central directory record; answers the name when the entry is a file to keep. */
function judge(entry: Entry, name: string): 'keep' | 'skip' {
  const shown = printableName(name);
  if (isUnsafeName(name)) throw new ZipRefused('unsafePath', shown);
  if (isSymlink(entry)) throw new ZipRefused('symlink', shown);
  if (isEncrypted(entry)) throw new ZipRefused('encrypted', shown);
  if (isDirectoryName(name) || isIgnoredName(name)) return 'skip';
  if (extensionOf(name) === '.zip') throw new ZipRefused('nestedZip', shown);
  return 'keep';
}

function scan(zip: ZipFile, limits: ZipLimits): Promise<{ entries: ZipEntry[]; raw: Entry[] }> {
  return new Promise((resolve, reject) => {
    const entries: ZipEntry[] = [];
    const raw: Entry[] = [];
    let seen = 0;
    let total = 0;
    let settled = false;
    const fail = (e: unknown) => {
      if (settled) return;
      settled = true;
      reject(e instanceof ZipRefused ? e : new ZipRefused(problemOfYauzlError(e)));
    };
    zip.on('error', fail);
    zip.on('end', () => {
      if (settled) return;
      settled = true;
      resolve({ entries, raw });
    });
    zip.on('entry', (entry: Entry) => {
      try {
        seen += 1;
        if (seen > limits.maxEntries) throw new ZipRefused('tooManyEntries');
        const name = decodeEntryName(entry);
        if (entry.uncompressedSize > limits.maxEntryBytes) throw new ZipRefused('entryTooLarge', printableName(name));
        total += entry.uncompressedSize;
        if (total > limits.maxTotalBytes) throw new ZipRefused('totalTooLarge');
        if (judge(entry, name) === 'keep') {
          entries.push({ index: entries.length, name, size: entry.uncompressedSize, compressedSize: entry.compressedSize });
          raw.push(entry);
        }
      } catch (e) {
        return fail(e);
      }
      zip.readEntry();
    });
    // the count the archive declares: refused before a single record is read
    if (zip.entryCount > limits.maxEntries) return fail(new ZipRefused('tooManyEntries'));
    zip.readEntry();
  });
}

export class ZipReader {
  /** reads under way: the file is closed only once they have settled */
  private inflight = 0;
  private closing: (() => void) | null = null;
  /** no read starts once closing began (the descriptor's number may be reused by then) */
  private closed = false;

  private constructor(
    private readonly fd: number,
    private readonly zip: ZipFile,
    readonly entries: ZipEntry[],
    private readonly raw: Entry[],
  ) {}

  /** Opens and judges the whole archive; throws ZipRefused. Close it when done. */
  static async open(path: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ZipReader> {
    const fd = await openFile(path, 'r');
    let zip: ZipFile;
    try {
      zip = await openYauzl(fd);
    } catch (e) {
      await closeFile(fd);
      throw e;
    }
    try {
      const { entries, raw } = await scan(zip, limits);
      return new ZipReader(fd, zip, entries, raw);
    } catch (e) {
      zip.close();
      throw e;
    }
  }

  /** The entry's bytes, held to its declared size. */
  read(entry: ZipEntry, options: ReadOptions = {}): Promise<Buffer> {
    return this.track(async () => {
      if (this.isStored(entry)) return this.readStored(entry, entry.size, options);
      const chunks: Buffer[] = [];
      await this.stream(entry, options, (chunk) => chunks.push(chunk));
      return Buffer.concat(chunks, entry.size);
    });
  }

  /**
   * Proves the entry can be read as declared, keeping nothing. A deflated entry is inflated
   * through (it must give exactly its declared size). A stored one cannot lie: its bytes are a
   * range of the file whose length the directory already matched to the declared size, so its
   * local header (where the range is checked to lie within the file) and first bytes are enough.
   */
  verify(entry: ZipEntry, options: ReadOptions = {}): Promise<void> {
    return this.track(async () => {
      if (this.isStored(entry)) await this.readStored(entry, Math.min(4, entry.size), options);
      else await this.stream(entry, options, () => undefined);
    });
  }

  /** Closes the archive (and its descriptor) once the reads under way have settled. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.inflight > 0)
      await new Promise<void>((resolve) => {
        this.closing = resolve;
      });
    if (this.zip.isOpen) this.zip.close();
  }

  private async track<T>(work: () => Promise<T>): Promise<T> {
    if (this.closed) throw new ZipRefused('corrupt');
    this.inflight += 1;
    try {
      return await work();
    } finally {
      this.inflight -= 1;
      if (this.inflight === 0) this.closing?.();
    }
  }

  private isStored(entry: ZipEntry): boolean {
    const raw = this.raw[entry.index];
    return !!raw && raw.compressionMethod === 0 && !raw.isEncrypted();
  }

  /**
   * Where an entry's data starts: its local header, read here rather than through yauzl's
   * readLocalFileHeader, which queues every read of the archive behind one another (one at a time)
   * and so made a batch of photos wait in line. The same checks: the header's signature, and the
   * data lying within the file.
   */
  private async dataStart(entry: ZipEntry): Promise<number> {
    const raw = this.raw[entry.index];
    const shown = printableName(entry.name);
    const header = Buffer.allocUnsafe(30);
    const n = await readFile(this.fd, header, 0, 30, raw.relativeOffsetOfLocalHeader);
    if (n < 30 || header.readUInt32LE(0) !== 0x04034b50) throw new ZipRefused('corrupt', shown);
    const start = raw.relativeOffsetOfLocalHeader + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (start + raw.compressedSize > this.zip.fileSize) throw new ZipRefused('sizeMismatch', shown);
    return start;
  }

  /** A stored entry's first `length` bytes, read straight from the file into one buffer. */
  private async readStored(entry: ZipEntry, length: number, options: ReadOptions): Promise<Buffer> {
    const shown = printableName(entry.name);
    const start = await this.dataStart(entry);
    const bytes = Buffer.allocUnsafe(length);
    let got = 0;
    while (got < length) {
      const bytesRead = await readFile(this.fd, bytes, got, length - got, start + got);
      if (bytesRead === 0) throw new ZipRefused('sizeMismatch', shown);
      got += bytesRead;
    }
    if (!options.allowZip && startsLikeZip(bytes)) throw new ZipRefused('nestedZip', shown);
    return bytes;
  }

  /** Streams a deflated entry through `onChunk`, counting what it inflates to. */
  private stream(entry: ZipEntry, options: ReadOptions, onChunk: (chunk: Buffer) => void): Promise<void> {
    const raw = this.raw[entry.index];
    const shown = printableName(entry.name);
    const expected = entry.size;
    return new Promise((resolve, reject) => {
      if (!raw || !raw.canDecodeFileData()) return reject(new ZipRefused(raw ? 'unsupported' : 'corrupt', shown));
      this.zip.openReadStream(raw, (err, stream) => {
        if (err || !stream) return reject(new ZipRefused(problemOfYauzlError(err), shown));
        let count = 0;
        let first = Buffer.alloc(0);
        let done = false;
        const stop = (e: ZipRefused | null) => {
          if (done) return;
          done = true;
          if (e) {
            stream.removeAllListeners('data');
            stream.destroy();
            reject(e);
          } else resolve();
        };
        stream.on('data', (chunk: Buffer) => {
          count += chunk.length;
          // counted here too: an entry never grows past what it declared, whatever yauzl does
          if (count > expected) return stop(new ZipRefused('sizeMismatch', shown));
          if (first.length < 4) {
            first = Buffer.concat([first, chunk.subarray(0, 4 - first.length)]);
            if (first.length === 4 && !options.allowZip && startsLikeZip(first)) return stop(new ZipRefused('nestedZip', shown));
          }
          onChunk(chunk);
        });
        stream.on('error', (e) => stop(new ZipRefused(problemOfYauzlError(e), shown)));
        stream.on('end', () => stop(count === expected ? null : new ZipRefused('sizeMismatch', shown)));
      });
    });
  }
}

/** Opens the archive, runs `work`, and closes it whatever happens. */
export async function withZip<T>(file: string, work: (zip: ZipReader) => Promise<T>, limits?: ZipLimits): Promise<T> {
  const zip = await ZipReader.open(file, limits);
  try {
    return await work(zip);
  } finally {
    await zip.close();
  }
}
