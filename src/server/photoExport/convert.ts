// A stored picture in the format the export asks for (document 001 §3 formatRule: 1 jpg, 2 jpeg,
// 3 png). The bytes decide what a picture is, not its stored name: a picture already in the
// format is copied as it is (no decode, no loss); any other is converted for real with sharp —
// turned upright by its EXIF orientation first (the orientation tag does not survive the
// conversion), transparency laid on white for JPEG, PNG written at a fast compression level.
import { sharp } from '../onFirstUse';
import { PHOTO_MAX_PIXELS } from '../../shared/photos/limits';
import type { FormatRule } from '../../shared/photos/naming';

export type PictureFormat = 'jpeg' | 'png';

/** jpg and jpeg are the same format under two extensions */
export const FORMAT_OF_RULE: Record<FormatRule, PictureFormat> = { 1: 'jpeg', 2: 'jpeg', 3: 'png' };

/** JPEG quality of a converted picture: visually lossless for a portrait */
export const JPEG_QUALITY = 90;
/** zlib level of a PNG: for a 358 × 441 ID photo, level 1 converts ~1.8× as fast as the default
 *  6 (183 against 101 a second on this machine's two cores) for a file ~20 % larger (432 KB
 *  against 355 KB; a photo is grain, which deflate barely shrinks at any level) */
export const PNG_COMPRESSION = 1;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What the bytes are, by their magic numbers; null for anything else. */
export function formatOf(bytes: Buffer): PictureFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && PNG_MAGIC.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

/** The picture in `target`: the same bytes when it already is, else converted. */
export async function inFormat(bytes: Buffer, target: PictureFormat): Promise<Buffer> {
  if (formatOf(bytes) === target) return bytes;
  const image = sharp()(bytes, { limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
  return target === 'jpeg'
    ? image.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY }).toBuffer()
    : image.png({ compressionLevel: PNG_COMPRESSION }).toBuffer();
}
