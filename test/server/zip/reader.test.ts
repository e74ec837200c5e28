// The safe zip reader (src/server/zip): what it keeps and reads from an honest archive, and each
// hostile archive of issue 5 refused with its own reason, never extracted anywhere.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZipReader, withZip } from '../../../src/server/zip/reader';
import { ZipRefused } from '../../../src/server/zip/problems';
import { writeZip } from '../photoImport/makeZip';
import { hostileZips, rawZip, unixMode } from './rawZip';

let dir: string;
let n = 0;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'zip-reader-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fileOf(bytes: Buffer): string {
  n += 1;
  const file = path.join(dir, `a${n}.zip`);
  writeFileSync(file, bytes);
  return file;
}

/** Opens and reads every kept entry through; answers the refusal's problem, or null. */
async function problemOf(bytes: Buffer): Promise<string | null> {
  try {
    await withZip(fileOf(bytes), async (zip) => {
      for (const e of zip.entries) await zip.verify(e);
    });
    return null;
  } catch (e) {
    if (e instanceof ZipRefused) return e.problem;
    throw e;
  }
}

const inner = () => writeZip([{ name: 'a.txt', content: Buffer.from('hello') }]) as Promise<Buffer>;

describe('an honest archive', () => {
  it('keeps files in central directory order, leaves out folders and tool litter, and reads exact bytes', async () => {
    const big = Buffer.alloc(300_000, 7);
    const bytes = (await writeZip([
      { name: 'photos/2026001.jpg', content: Buffer.from('one') },
      { name: '__MACOSX/photos/._2026001.jpg', content: Buffer.from('fork') },
      { name: 'photos/.DS_Store', content: Buffer.from('ds') },
      { name: '.hidden/x.jpg', content: Buffer.from('hidden') },
      { name: '~$名单.xlsx', content: Buffer.from('owner') },
      { name: '学生/张三.jpg', content: big, compress: true },
      { name: 'readme.txt', content: Buffer.from('text') },
    ])) as Buffer;
    const withFolder = Buffer.concat([bytes]);
    const file = fileOf(withFolder);
    await withZip(file, async (zip) => {
      expect(zip.entries.map((e) => e.name)).toEqual(['photos/2026001.jpg', '学生/张三.jpg', 'readme.txt']);
      expect(zip.entries.map((e) => e.index)).toEqual([0, 1, 2]);
      expect(zip.entries[1].size).toBe(big.length);
      expect((await zip.read(zip.entries[0])).toString()).toBe('one');
      expect((await zip.read(zip.entries[1])).equals(big)).toBe(true);
      // several reads at once share the open file
      const all = await Promise.all(zip.entries.map((e) => zip.read(e)));
      expect(all.map((b) => b.length)).toEqual([3, big.length, 4]);
    });
    // nothing was extracted next to the archive
    expect(readdirSync(dir).filter((f) => !f.endsWith('.zip'))).toEqual([]);
  });

  it('skips directory entries and keeps a CP437 name as the archive spells it', async () => {
    const bytes = rawZip([
      { name: 'photos/' },
      { name: 'photos/a.jpg', content: Buffer.from('x') },
      { name: Buffer.from([0x82, 0x2e, 0x6a, 0x70, 0x67]), content: Buffer.from('y'), flags: 0 },
    ]);
    await withZip(fileOf(bytes), async (zip) => {
      expect(zip.entries.map((e) => e.name)).toEqual(['photos/a.jpg', 'é.jpg']);
    });
  });

  it('reads a zip inside only when the caller expects one (an .xlsx)', async () => {
    const zipBytes = await inner();
    const file = fileOf(rawZip([{ name: 'sheet.xlsx', content: zipBytes, method: 8 }]));
    await withZip(file, async (zip) => {
      await expect(zip.read(zip.entries[0])).rejects.toMatchObject({ problem: 'nestedZip' });
      expect((await zip.read(zip.entries[0], { allowZip: true })).equals(zipBytes)).toBe(true);
    });
  });

  it('holds to the limits it is given', async () => {
    const bytes = rawZip([
      { name: 'a.jpg', content: Buffer.alloc(100) },
      { name: 'b.jpg', content: Buffer.alloc(100) },
      { name: 'c.jpg', content: Buffer.alloc(100) },
    ]);
    const open = (limits: Partial<{ maxEntries: number; maxEntryBytes: number; maxTotalBytes: number }>) =>
      ZipReader.open(fileOf(bytes), { maxEntries: 10, maxEntryBytes: 1000, maxTotalBytes: 1000, ...limits }).then(
        (z) => {
          z.close();
          return null;
        },
        (e: ZipRefused) => e.problem,
      );
    expect(await open({})).toBeNull();
    expect(await open({ maxEntries: 2 })).toBe('tooManyEntries');
    expect(await open({ maxEntryBytes: 99 })).toBe('entryTooLarge');
    expect(await open({ maxTotalBytes: 299 })).toBe('totalTooLarge');
  });
});

describe('hostile archives', () => {
  let cases: { label: string; bytes: Buffer; problem: string }[];
  beforeAll(async () => {
    cases = hostileZips(await inner());
  });

  it('refuses each with its own reason', async () => {
    const seen: Record<string, string | null> = {};
    for (const c of cases) seen[c.label] = await problemOf(c.bytes);
    expect(seen).toEqual(Object.fromEntries(cases.map((c) => [c.label, c.problem])));
  });

  it('names the entry at fault', async () => {
    const c = cases.find((x) => x.label === '../x.jpg')!;
    await expect(ZipReader.open(fileOf(c.bytes))).rejects.toMatchObject({ problem: 'unsafePath', entry: '../x.jpg', key: 'zip.refused.unsafePath' });
    const nul = cases.find((x) => x.label === 'NUL in name')!;
    await expect(ZipReader.open(fileOf(nul.bytes))).rejects.toMatchObject({ entry: 'x\\x00.jpg' });
  });

  it('refuses the entries it cannot read without guessing: other compression methods, strong encryption', async () => {
    const bzip = rawZip([{ name: 'a.jpg', content: Buffer.from('x'), rawData: Buffer.from('x') }]);
    bzip.writeUInt16LE(12, 8); // local header's method
    bzip.writeUInt16LE(12, 30 + 5 + 1 + 10); // central record's method
    expect(await problemOf(bzip)).toBe('unsupported');
    expect(await problemOf(rawZip([{ name: 'a.jpg', method: 8, flags: 0x41, content: Buffer.from('x') }]))).toBe('encrypted');
  });

  it('refuses symlinks whatever their name, and a lying stored entry before any read', async () => {
    expect(await problemOf(rawZip([{ name: 'folder/', versionMadeBy: 0x031e, externalAttributes: unixMode(0o120755) }]))).toBe('symlink');
    const c = cases.find((x) => x.label === 'lying size (stored)')!;
    await expect(ZipReader.open(fileOf(c.bytes))).rejects.toMatchObject({ problem: 'sizeMismatch' });
  });

  it('stops reading a bomb at the size it declared', async () => {
    const bomb = rawZip([{ name: 'bomb.jpg', method: 8, content: Buffer.alloc(50 * 1024 * 1024), declaredSize: 10 }]);
    expect(bomb.length).toBeLessThan(100_000);
    await withZip(fileOf(bomb), async (zip) => {
      await expect(zip.read(zip.entries[0])).rejects.toMatchObject({ problem: 'sizeMismatch', entry: 'bomb.jpg' });
    });
  });
});
