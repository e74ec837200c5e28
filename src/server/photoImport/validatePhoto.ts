// One photo judged by its bytes, never its name: JPEG or PNG by magic number, within the tenant's
// PhotoConfig (size, formats, smallest width and height, known from the header: imageHeader.ts) and
// PHOTO_MAX_PIXELS, then decoded whole by sharp. That decode is the proof the picture is whole: a
// truncated or corrupt file fails here. It decodes at the list thumbnail's size, so a JPEG is
// scaled while it is decoded (every block is still read and checked) and nothing is encoded: the
// thumbnail itself is made when it is first shown (PhotoStore.thumbnail). A PNG named .jpg is
// accepted as the PNG it is.
import { sharp } from '../onFirstUse';
import type { PhotoConfig } from '../../shared/photos/api';
import { PHOTO_MAX_PIXELS, THUMB_HEIGHT, THUMB_WIDTH } from '../../shared/photos/limits';
import type { StoredPhotoExt } from '../photos/store';
import { readImageHeader, turnsQuarter } from './imageHeader';
import type { Problem } from './entries';

export type ImageFormat = 'jpeg' | 'png';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  return null;
}

export type PhotoVerdict = { ok: true; ext: StoredPhotoExt; width: number; height: number } | ({ ok: false } & Problem);

const failed = (reason: string, params?: Record<string, string | number>): PhotoVerdict => ({ ok: false, reason: `photoImport.reason.${reason}`, params });

const kb = (bytes: number) => Math.ceil(bytes / 1024);

/** A photo too large for the settings, known from the entry's declared size before it is read. */
export function tooLargeBySize(size: number, config: PhotoConfig): Problem | null {
  return size > config.maxSizeKb * 1024 ? { reason: 'photoImport.reason.tooLarge', params: { sizeKb: kb(size), maxKb: config.maxSizeKb } } : null;
}

function isPixelLimit(e: unknown): boolean {
  return e instanceof Error && /pixel limit/i.test(e.message);
}

export async function validatePhoto(bytes: Buffer, config: PhotoConfig): Promise<PhotoVerdict> {
  const format = sniffImage(bytes);
  if (!format) return failed('notImage');
  const large = tooLargeBySize(bytes.length, config);
  if (large) return { ok: false, ...large };
  if (!config.formats.includes(format))
    return failed('wrongFormat', { format: format.toUpperCase(), allowed: config.formats.map((f) => f.toUpperCase()).join('/') });
  const header = readImageHeader(bytes, format);
  if (!header) return failed('corrupt');
  // as it will be shown: an EXIF quarter turn swaps the sides
  const [width, height] = turnsQuarter(header.orientation) ? [header.height, header.width] : [header.width, header.height];
  if (width * height > PHOTO_MAX_PIXELS) return failed('tooManyPixels', { width, height, max: PHOTO_MAX_PIXELS });
  if (width < config.minWidth || height < config.minHeight)
    return failed('tooSmall', { width, height, minWidth: config.minWidth, minHeight: config.minHeight });
  try {
    await sharp()(bytes, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS }).resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: 'cover' }).raw().toBuffer();
    return { ok: true, ext: format === 'png' ? 'png' : 'jpg', width, height };
  } catch (e) {
    return isPixelLimit(e) ? failed('tooManyPixels', { width, height, max: PHOTO_MAX_PIXELS }) : failed('corrupt');
  }
}
