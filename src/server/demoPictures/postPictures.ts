// The demo alumni posts' pictures (db/seed/alumni.ts): 640 × 480 JPEG scenes (a sky, hills, a
// sun and a building's outline in a palette of their own), and 200 × 200 covers for the messages
// public-account posts quote. Drawn, not fetched: the product runs offline.
import { DemoPicture, drawOnce, hex32 } from './pictures';

const PALETTES: [string, string, string][] = [
  ['#8ec5fc', '#e0c3fc', '#5b8c5a'],
  ['#f6d365', '#fda085', '#7a5c3e'],
  ['#a1c4fd', '#c2e9fb', '#3d6b8c'],
  ['#d4fc79', '#96e6a1', '#2f6b3a'],
  ['#fbc2eb', '#a6c1ee', '#6a4c93'],
  ['#ffecd2', '#fcb69f', '#8c4a3d'],
];
export const POST_PICTURE_COUNT = PALETTES.length;
export const QUOTE_COVER_COUNT = 3;

function sceneSvg([sky, glow, land]: [string, string, string], i: number): string {
  const sunX = 120 + i * 80;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs>
<rect width="640" height="480" fill="url(#s)"/><circle cx="${sunX}" cy="120" r="46" fill="#fff" fill-opacity="0.7"/>
<path d="M0 340 Q160 250 320 330 T640 310 V480 H0 Z" fill="${land}" fill-opacity="0.75"/>
<path d="M0 390 Q200 330 400 390 T640 380 V480 H0 Z" fill="${land}"/>
<rect x="${380 - i * 20}" y="250" width="120" height="110" fill="#fff" fill-opacity="0.55"/><path d="M${370 - i * 20} 252 L${440 - i * 20} 200 L${510 - i * 20} 252 Z" fill="#fff" fill-opacity="0.6"/></svg>`;
}

const coverSvg = ([a, b]: [string, string, string]) => `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">
<rect width="200" height="200" fill="${a}"/><rect x="24" y="24" width="152" height="96" rx="8" fill="${b}"/>
<rect x="24" y="136" width="120" height="12" rx="6" fill="#fff" fill-opacity="0.8"/><rect x="24" y="158" width="80" height="12" rx="6" fill="#fff" fill-opacity="0.6"/></svg>`;

export const postPicture = (tenantId: string, i: number): DemoPicture => ({
  file: { id: `f_${hex32(`demo post ${tenantId} ${i}`)}`, name: `${hex32(`demo post file ${tenantId} ${i}`)}.jpg` },
  mime: 'image/jpeg',
  width: 640,
  height: 480,
  draw: () => drawOnce(sceneSvg(PALETTES[i], i), 'image/jpeg'),
});

export const quoteCover = (tenantId: string, i: number): DemoPicture => ({
  file: { id: `f_${hex32(`demo quote ${tenantId} ${i}`)}`, name: `${hex32(`demo quote file ${tenantId} ${i}`)}.png` },
  mime: 'image/png',
  width: 200,
  height: 200,
  draw: () => drawOnce(coverSvg(PALETTES[(i * 2) % PALETTES.length]), 'image/png'),
});

export const postPictures = (tenantId: string): DemoPicture[] => [
  ...Array.from({ length: POST_PICTURE_COUNT }, (_, i) => postPicture(tenantId, i)),
  ...Array.from({ length: QUOTE_COVER_COUNT }, (_, i) => quoteCover(tenantId, i)),
];
