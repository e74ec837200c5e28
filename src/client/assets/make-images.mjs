// Draws the two fallback images the console bundles (default avatar, rectangle placeholder)
// and writes them here and to static/images, and the favicon (a white campus building on the
// console's primary blue, 16 and 32 px in one .ico) here and to static/ (the server's
// /favicon.ico; the console and the page before login link the copy here). Run from the
// repository root:
//   node src/client/assets/make-images.mjs
// Drawn in code rather than downloaded: schools run on closed networks and the files must be
// reproducible. Plain RGBA pixels, encoded as PNG with node's zlib.
import { deflateSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

function png(width, height, colourAt) {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = colourAt(x + 0.5, y + 0.5);
      const at = y * (width * 4 + 1) + 1 + x * 4;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
      raw[at + 3] = a;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const BACKGROUND = [226, 230, 235, 255];
const FIGURE = [160, 170, 182, 255];
const inCircle = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

// 96 × 96 avatar: a grey disc with a head and shoulders, transparent outside the disc.
const avatar = png(96, 96, (x, y) => {
  if (!inCircle(x, y, 48, 48, 48)) return [0, 0, 0, 0];
  const head = inCircle(x, y, 48, 38, 17);
  const shoulders = y > 60 && ((x - 48) / 32) ** 2 + ((y - 92) / 30) ** 2 <= 1;
  return head || shoulders ? FIGURE : BACKGROUND;
});

// 160 × 120 placeholder: a grey rectangle with a picture glyph (sun and two hills).
const placeholder = png(160, 120, (x, y) => {
  const sun = inCircle(x, y, 58, 44, 9);
  const hill1 = y > 58 && y < 84 && Math.abs(x - 72) <= (y - 58) * 1.1;
  const hill2 = y > 66 && y < 84 && Math.abs(x - 98) <= (y - 66) * 1.3;
  const frame = x > 44 && x < 116 && y > 30 && y < 90 && !(x > 47 && x < 113 && y > 33 && y < 87);
  const inside = x > 47 && x < 113;
  return ((sun || hill1 || hill2) && inside) || frame ? FIGURE : BACKGROUND;
});

// The favicon: the console's primary blue (#1a69a4, STYLE.md) in a rounded square with a white
// building (a roof, three columns, a base), drawn at any size in the unit square.
const PRIMARY = [26, 105, 164, 255];
const WHITE = [255, 255, 255, 255];
const CLEAR = [0, 0, 0, 0];
function faviconPng(size) {
  return png(size, size, (px, py) => {
    const x = px / size;
    const y = py / size;
    const r = 0.18; // corner radius
    const cx = Math.min(Math.max(x, r), 1 - r);
    const cy = Math.min(Math.max(y, r), 1 - r);
    if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return CLEAR;
    const roof = y >= 0.16 && y < 0.36 && Math.abs(x - 0.5) <= (y - 0.16) * 1.75;
    const beam = y >= 0.36 && y < 0.44 && x > 0.17 && x < 0.83;
    const column = y >= 0.44 && y < 0.74 && [0.27, 0.5, 0.73].some((c) => Math.abs(x - c) < 0.065);
    const base = y >= 0.74 && y < 0.84 && x > 0.14 && x < 0.86;
    return roof || beam || column || base ? WHITE : PRIMARY;
  });
}
/** an .ico holding PNG images (every browser since IE 11 reads them) */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry[0] = size % 256; // 0 means 256
    entry[1] = size % 256;
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}
const favicon = ico([16, 32].map((size) => ({ size, data: faviconPng(size) })));

for (const dir of ['src/client/assets', 'static']) {
  writeFileSync(`${dir}/favicon.ico`, favicon);
}
for (const dir of ['src/client/assets', 'static/images']) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/default-avatar.png`, avatar);
  writeFileSync(`${dir}/placeholder.png`, placeholder);
}
console.log(`default-avatar.png ${avatar.length} bytes, placeholder.png ${placeholder.length} bytes, favicon.ico ${favicon.length} bytes`);
