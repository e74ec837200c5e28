// One photo judged by its bytes, never its name: JPEG or PNG by magic number, within the tenant's
// PhotoConfig (size, formats, smallest width and height) and PHOTO_MAX_PIXELS, then decoded by
// sharp into the list thumbnail (THUMB_WIDTH × THUMB_HEIGHT, cover-cropped, JPEG). That decode is
// the proof the picture is whole: a truncated or corrupt file fails here. A PNG named .jpg is
// accepted as the PNG it is.
import sharp from 'sharp';
import type { PhotoConfig } from '../../shared/photos/api';
import { PHOTO_MAX_PIXELS, THUMB_HEIGHT, THUMB_WIDTH } from '../../shared/photos/limits';
import type { StoredPhotoExt } from '../photos/store';
import type { Problem } from './entries';

export type ImageFormat = 'jpeg' | 'png';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  return null;
}

export type PhotoVerdict = { ok: true; ext: StoredPhotoExt; thumb: Buffer; width: number; height: number } | ({ ok: false } & Problem);

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
  if (!config.formats.includes(format)) return failed('wrongFormat', { format: format.toUpperCase(), allowed: config.formats.map((f) => f.toUpperCase()).join('/') });
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes).metadata();
    // as it will be shown: an EXIF rotation swaps the sides
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
  } catch {
    return failed('corrupt');
  }
  if (!width || !height) return failed('corrupt');
  if (width * height > PHOTO_MAX_PIXELS) return failed('tooManyPixels', { width, height, max: PHOTO_MAX_PIXELS });
  if (width < config.minWidth || height < config.minHeight) return failed('tooSmall', { width, height, minWidth: config.minWidth, minHeight: config.minHeight });
  try {
    let image = sharp(bytes, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
    if (format === 'png') image = image.flatten({ background: '#ffffff' });
    const thumb = await image.resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: 'cover' }).jpeg({ quality: 80 }).toBuffer();
    return { ok: true, ext: format === 'png' ? 'png' : 'jpg', thumb, width, height };
  } catch (e) {
    return isPixelLimit(e) ? failed('tooManyPixels', { width, height, max: PHOTO_MAX_PIXELS }) : failed('corrupt');
  }
}
