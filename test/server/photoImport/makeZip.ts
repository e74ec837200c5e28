// Realistic photo zips for the tests and the benchmark (bench/ imports makePhotoZip): JPEG photos
// made with sharp, each named by the identifier it should match, written with yazl as an
// administrator's archive tool writes them (stored, since JPEGs do not deflate; `compress` for
// tools that deflate everything), into a file or a Buffer.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import sharp from 'sharp';
import { yazl } from './yazl';

export interface PhotoSpec {
  width?: number;
  height?: number;
  /** approximate size in bytes: noise is added until the JPEG is about this large */
  bytes?: number;
  /** varies the picture (background hue) */
  seed?: number;
}

function noisyPixels(width: number, height: number, amplitude: number, seed: number): Buffer {
  const px = Buffer.alloc(width * height * 3);
  let s = (seed * 2654435761) >>> 0 || 1;
  const hue = seed % 7;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      s ^= s << 13;
      s >>>= 0;
      s ^= s >>> 17;
      s ^= s << 5;
      s >>>= 0;
      const n = amplitude ? s % amplitude : 0;
      const i = (y * width + x) * 3;
      px[i] = ((x * 200) / width + hue * 30 + n) & 255;
      px[i + 1] = ((y * 200) / height + n) & 255;
      px[i + 2] = (120 + hue * 15 + n) & 255;
    }
  }
  return px;
}

/** A JPEG photo (a portrait of gradients and noise), about `bytes` large when asked. */
export async function photoJpeg(spec: PhotoSpec = {}): Promise<Buffer> {
  const width = spec.width ?? 300;
  const height = spec.height ?? 400;
  const encode = (amplitude: number) =>
    sharp(noisyPixels(width, height, amplitude, spec.seed ?? 1), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
  if (!spec.bytes) return encode(0);
  // more noise, more bytes: a few halvings find the amplitude that gives about the size asked
  let lo = 0;
  let hi = 256;
  let best = await encode(hi);
  for (let step = 0; step < 7; step += 1) {
    const mid = Math.floor((lo + hi) / 2);
    const out = await encode(mid);
    if (Math.abs(out.length - spec.bytes) < Math.abs(best.length - spec.bytes)) best = out;
    if (out.length < spec.bytes) lo = mid;
    else hi = mid;
  }
  return best;
}

export const photoPng = (width = 300, height = 400): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#88aacc' } })
    .png()
    .toBuffer();

export interface ZipFileSpec {
  name: string;
  content: Buffer;
}

export interface PhotoZipOptions {
  count: number;
  /** the identifier photo i is named by */
  identifierOf: (i: number) => string;
  /** approximate size of each photo (default: a small plain 300×400 JPEG, ~3 KB) */
  bytesPerPhoto?: number;
  width?: number;
  height?: number;
  /** distinct pictures made (photos repeat them); default 16 */
  variants?: number;
  /** a folder inside the zip the photos go in ('' for none) */
  folder?: string;
  extension?: string;
  /** more files in the archive (a spreadsheet, litter) */
  extra?: ZipFileSpec[];
  /** deflate the photos too (default: stored) */
  compress?: boolean;
  /** write the zip here and answer the path; without it the zip is answered as a Buffer */
  file?: string;
}

/** Writes entries with yazl into a Buffer or a file. */
export async function writeZip(entries: { name: string; content: Buffer; compress?: boolean }[], file?: string): Promise<Buffer | string> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(e.content, e.name, { compress: e.compress ?? false });
  zip.end();
  if (file) {
    const out = createWriteStream(file);
    zip.outputStream.pipe(out);
    await once(out, 'finish');
    return file;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function makePhotoZip(o: PhotoZipOptions & { file: string }): Promise<string>;
export async function makePhotoZip(o: PhotoZipOptions): Promise<Buffer>;
export async function makePhotoZip(o: PhotoZipOptions): Promise<Buffer | string> {
  const variants = await Promise.all(
    Array.from({ length: Math.min(o.variants ?? 16, Math.max(1, o.count)) }, (_, v) =>
      photoJpeg({ width: o.width ?? (o.bytesPerPhoto ? 600 : 300), height: o.height ?? (o.bytesPerPhoto ? 800 : 400), bytes: o.bytesPerPhoto, seed: v + 1 }),
    ),
  );
  const folder = o.folder === undefined ? 'photos/' : o.folder ? `${o.folder.replace(/\/$/, '')}/` : '';
  const entries = Array.from({ length: o.count }, (_, i) => ({
    name: `${folder}${o.identifierOf(i)}${o.extension ?? '.jpg'}`,
    content: variants[i % variants.length],
    compress: o.compress ?? false,
  }));
  for (const e of o.extra ?? []) entries.push({ name: e.name, content: e.content, compress: true });
  return writeZip(entries, o.file);
}
