// Zip archives written byte by byte, for the hostile cases no zip writer will make: names with
// `..`, absolute paths, drive letters, backslashes or NUL, symlink modes, the encryption flag,
// sizes that lie, more entries than allowed, entries declaring gigabytes. Every field yauzl reads
// can be set; the rest is a plain, valid archive (local headers, central directory, end record).
import { crc32, deflateRawSync } from 'node:zlib';

export interface RawEntry {
  name: string | Buffer;
  /** the entry's real (inflated) bytes */
  content?: Buffer;
  /** 0 stored, 8 deflated (default 0) */
  method?: 0 | 8;
  /** general purpose flags (bit 0 encrypted, bit 11 UTF-8 names) */
  flags?: number;
  /** the high 16 bits hold the unix mode */
  externalAttributes?: number;
  /** high byte 3 = unix */
  versionMadeBy?: number;
  /** sizes as declared, when they should lie */
  declaredSize?: number;
  declaredCompressedSize?: number;
  /** bytes written as the entry's data instead of the (compressed) content */
  rawData?: Buffer;
}

export interface RawZipOptions {
  /** the entry count the end record declares (default: the real count) */
  declaredCount?: number;
}

export function rawZip(entries: RawEntry[], options: RawZipOptions = {}): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = typeof e.name === 'string' ? Buffer.from(e.name, 'utf8') : e.name;
    const content = e.content ?? Buffer.alloc(0);
    const method = e.method ?? 0;
    const data = e.rawData ?? (method === 8 ? deflateRawSync(content) : content);
    const crc = crc32(content);
    const size = e.declaredSize ?? content.length;
    const csize = e.declaredCompressedSize ?? data.length;
    const flags = e.flags ?? (typeof e.name === 'string' && /[^\x20-\x7e]/.test(e.name) ? 0x800 : 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(csize >>> 0, 18);
    local.writeUInt32LE(size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(e.versionMadeBy ?? 20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(flags, 8);
    dir.writeUInt16LE(method, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(csize >>> 0, 20);
    dir.writeUInt32LE(size >>> 0, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE((e.externalAttributes ?? 0) >>> 0, 38);
    dir.writeUInt32LE(offset, 42);
    parts.push(local, name, data);
    central.push(dir, name);
    offset += 30 + name.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = options.declaredCount ?? entries.length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}

/** Unix mode bits as the external attributes carry them. */
export const unixMode = (mode: number): number => (mode << 16) >>> 0;

const JPEG_LIKE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** The hostile archives of issue 5, each with the reason it must be refused for. */
export function hostileZips(innerZip: Buffer): { label: string; bytes: Buffer; problem: string }[] {
  const photo = (name: string | Buffer, extra: Partial<RawEntry> = {}): RawEntry => ({ name, content: JPEG_LIKE, ...extra });
  const tooMany = Array.from({ length: 10_001 }, (_, i) => ({ name: `p/${i}.jpg`, content: Buffer.alloc(0) }));
  const declaring = (size: number, i: number): RawEntry => ({ name: `big${i}.jpg`, method: 8, content: Buffer.from('tiny'), declaredSize: size });
  return [
    { label: '../x.jpg', bytes: rawZip([photo('ok.jpg'), photo('../x.jpg')]), problem: 'unsafePath' },
    { label: 'a/../../x.jpg', bytes: rawZip([photo('a/../../x.jpg')]), problem: 'unsafePath' },
    { label: '/abs.jpg', bytes: rawZip([photo('/abs.jpg')]), problem: 'unsafePath' },
    { label: 'C:/x.jpg', bytes: rawZip([photo('C:/x.jpg')]), problem: 'unsafePath' },
    { label: 'a\\b.jpg', bytes: rawZip([photo('a\\b.jpg')]), problem: 'unsafePath' },
    { label: 'NUL in name', bytes: rawZip([photo(Buffer.from('x\u0000.jpg', 'latin1'))]), problem: 'unsafePath' },
    {
      label: 'symlink',
      bytes: rawZip([
        photo('ok.jpg'),
        { name: 'link.jpg', content: Buffer.from('/etc/passwd'), versionMadeBy: 0x031e, externalAttributes: unixMode(0o120777) },
      ]),
      problem: 'symlink',
    },
    { label: 'encrypted', bytes: rawZip([{ name: 'secret.jpg', method: 8, flags: 1, content: JPEG_LIKE }]), problem: 'encrypted' },
    { label: 'nested zip', bytes: rawZip([photo('ok.jpg'), { name: 'more/inner.zip', content: innerZip }]), problem: 'nestedZip' },
    { label: 'zip named .jpg', bytes: rawZip([photo('ok.jpg'), { name: 'inner.jpg', content: innerZip }]), problem: 'nestedZip' },
    {
      label: 'lying size (deflated)',
      bytes: rawZip([photo('ok.jpg'), { name: 'bomb.jpg', method: 8, content: Buffer.alloc(1024 * 1024), declaredSize: 10 }]),
      problem: 'sizeMismatch',
    },
    {
      label: 'lying size (stored)',
      bytes: rawZip([{ name: 'short.jpg', content: JPEG_LIKE, declaredSize: 4, declaredCompressedSize: JPEG_LIKE.length }]),
      problem: 'sizeMismatch',
    },
    { label: 'more than 10,000 entries', bytes: rawZip(tooMany), problem: 'tooManyEntries' },
    { label: 'an entry declaring over 20 MB', bytes: rawZip([declaring(20 * 1024 * 1024 + 1, 0)]), problem: 'entryTooLarge' },
    { label: 'over 1 GB declared in all', bytes: rawZip(Array.from({ length: 55 }, (_, i) => declaring(19.5 * 1024 * 1024, i))), problem: 'totalTooLarge' },
    { label: 'not a zip', bytes: Buffer.from('this is a text file, not an archive\n'.repeat(20)), problem: 'notZip' },
  ];
}
