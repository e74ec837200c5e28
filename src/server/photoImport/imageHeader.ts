// A picture's size and EXIF orientation read from its header, without decoding it: the JPEG
// frame header (SOFn) and APP1 Exif segment, or the PNG IHDR and eXIf chunks. This is what the
// photo checks need before the decode (smallest size, pixel limit); asking sharp for it cost a
// trip through libvips per photo (~0.15 ms of CPU, BUDGETS.md's photo import). Anything that does
// not read as a well-formed header answers null: the photo is then refused as corrupt.
import type { ImageFormat } from './validatePhoto';

export interface ImageHeader {
  width: number;
  height: number;
  /** EXIF orientation 1–8; 1 when the file has none */
  orientation: number;
}

/** Orientations 5–8 turn the picture a quarter: shown, its sides swap. */
export const turnsQuarter = (orientation: number) => orientation >= 5 && orientation <= 8;

const EXIF_ORIENTATION_TAG = 0x0112;
const TIFF_SHORT = 3;

/** The orientation tag of a TIFF structure (EXIF's payload); 1 when absent or unreadable. */
function tiffOrientation(b: Buffer, start: number, end: number): number {
  if (end - start < 8) return 1;
  const order = b.toString('latin1', start, start + 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  const u16 = (at: number) => (little ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (at: number) => (little ? b.readUInt32LE(at) : b.readUInt32BE(at));
  if (u16(start + 2) !== 42) return 1;
  const ifd = start + u32(start + 4);
  if (ifd + 2 > end) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (u16(entry) !== EXIF_ORIENTATION_TAG) continue;
    if (u16(entry + 2) !== TIFF_SHORT) return 1;
    const value = u16(entry + 8);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** markers that stand alone, without a length: TEM, RST0–7, SOI */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
const START_OF_SCAN = 0xda;
const APP1 = 0xe1;
const EXIF_ID = 'Exif\0\0';

function jpegHeader(b: Buffer): ImageHeader | null {
  let at = 2; // after SOI
  let orientation = 1;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    const data = at + 4;
    const end = at + 2 + length;
    if (length < 2 || end > b.length) return null;
    if (marker === APP1 && orientation === 1 && end - data > 6 && b.toString('latin1', data, data + 6) === EXIF_ID) {
      orientation = tiffOrientation(b, data + 6, end);
    } else if (isStartOfFrame(marker)) {
      if (end - data < 6) return null;
      const height = b.readUInt16BE(data + 1);
      const width = b.readUInt16BE(data + 3);
      return width && height ? { width, height, orientation } : null;
    } else if (marker === START_OF_SCAN) {
      return null; // image data before any frame header
    }
    at = end;
  }
  return null;
}

const PNG_SIGNATURE_BYTES = 8;

function pngHeader(b: Buffer): ImageHeader | null {
  let at = PNG_SIGNATURE_BYTES;
  if (at + 8 + 13 > b.length || b.toString('latin1', at + 4, at + 8) !== 'IHDR' || b.readUInt32BE(at) !== 13) return null;
  const width = b.readUInt32BE(at + 8);
  const height = b.readUInt32BE(at + 12);
  if (!width || !height) return null;
  let orientation = 1;
  // eXIf, where a PNG keeps EXIF, comes before the image data
  while (at + 8 <= b.length) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    const data = at + 8;
    if (data + length > b.length || type === 'IDAT') break;
    if (type === 'eXIf') {
      orientation = tiffOrientation(b, data, data + length);
      break;
    }
    at = data + length + 4; // past the CRC
  }
  return { width, height, orientation };
}

export function readImageHeader(bytes: Buffer, format: ImageFormat): ImageHeader | null {
  try {
    return format === 'jpeg' ? jpegHeader(bytes) : pngHeader(bytes);
  } catch {
    return null; // a read past the end of a malformed header
  }
}
