// The header reader the photo checks use before the decode: the same sizes and orientation sharp
// reports, for the files sharp writes and for hand-made edge cases; null for anything malformed.
import sharp from 'sharp';
import { readImageHeader, turnsQuarter } from '../../../src/server/photoImport/imageHeader';
import { photoJpeg, photoPng } from './makeZip';

const pixels = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#336699' } });

it("reads a baseline JPEG's size, with orientation 1 when it has no EXIF", async () => {
  const jpeg = await photoJpeg({ width: 321, height: 457 });
  expect(readImageHeader(jpeg, 'jpeg')).toEqual({ width: 321, height: 457, orientation: 1 });
});

it('reads a progressive JPEG and an EXIF orientation in either byte order', async () => {
  const progressive = await pixels(640, 480).jpeg({ progressive: true }).toBuffer();
  expect(readImageHeader(progressive, 'jpeg')).toEqual({ width: 640, height: 480, orientation: 1 });
  for (const orientation of [1, 3, 6, 8]) {
    const turned = await pixels(300, 200).jpeg().withMetadata({ orientation }).toBuffer();
    const meta = await sharp(turned).metadata();
    expect(readImageHeader(turned, 'jpeg')).toEqual({ width: meta.width, height: meta.height, orientation: meta.orientation ?? 1 });
  }
  // a big-endian ("MM") EXIF block with orientation 6, written by hand
  const tiff = Buffer.from([
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00,
  ]);
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 255]), exif]);
  const plain = await pixels(30, 40).jpeg().toBuffer();
  const withExif = Buffer.concat([plain.subarray(0, 2), app1, plain.subarray(2)]);
  expect(readImageHeader(withExif, 'jpeg')).toEqual({ width: 30, height: 40, orientation: 6 });
  expect((await sharp(withExif).metadata()).orientation).toBe(6);
});

it("reads a PNG's size and the orientation of its eXIf chunk", async () => {
  expect(readImageHeader(await photoPng(200, 260), 'png')).toEqual({ width: 200, height: 260, orientation: 1 });
  const turned = await pixels(50, 70).png().withMetadata({ orientation: 6 }).toBuffer();
  const meta = await sharp(turned).metadata();
  expect(readImageHeader(turned, 'png')).toEqual({ width: 50, height: 70, orientation: meta.orientation ?? 1 });
});

it('answers null for a header that does not read whole', async () => {
  const jpeg = await photoJpeg();
  const png = await photoPng();
  expect(readImageHeader(jpeg.subarray(0, 20), 'jpeg')).toBeNull();
  expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 2, 3, 4, 5, 6]), 'jpeg')).toBeNull(); // scan before any frame
  expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01]), 'jpeg')).toBeNull(); // a length shorter than itself
  expect(readImageHeader(Buffer.from([0xff, 0xd8, 0x12, 0x34, 0x56, 0x78]), 'jpeg')).toBeNull(); // not a marker
  expect(readImageHeader(png.subarray(0, 20), 'png')).toBeNull();
  const noWidth = Buffer.from(png);
  noWidth.writeUInt32BE(0, 16);
  expect(readImageHeader(noWidth, 'png')).toBeNull();
});

it('knows which orientations swap the sides', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8].filter(turnsQuarter)).toEqual([5, 6, 7, 8]);
});
