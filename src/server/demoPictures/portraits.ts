// The demo's portraits: a generated head-and-shoulders picture for a few hundred demo people
// (db/seed/portraits.ts), so the photo screen, the lists' thumbnails and the photo export show
// photos on first start. Drawn here (the product runs offline): a 300 × 400 JPEG, the size of an
// ID photo, from an SVG whose colours and hair follow from the tenant and the person, so the same
// person always gets the same picture. The seed sets people.photo_path to the portrait's name;
// when the app is ready, writeMissingPortraits puts the bytes of every demo portrait the photo
// store lacks into it (a fresh data folder, or a file lost since). A photo an administrator
// placed over it has another name and is never touched.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import type { PhotoStore } from '../photos/store';
import { drawOnce, hex32 } from './pictures';

export const PORTRAIT_WIDTH = 300;
export const PORTRAIT_HEIGHT = 400;

const BACKGROUNDS = ['#dbe9f6', '#e8eef3', '#f1f1f1', '#e4f0e4', '#f4ebe1', '#e9e4f3'];
const SKINS = ['#f3d2b3', '#e8bf9a', '#d9a77f', '#f6dcc4'];
const HAIRS = ['#1f1a17', '#2e241e', '#3b2c22', '#141414'];
const CLOTHES = ['#2c3e50', '#34495e', '#1d4e89', '#5b6770', '#7a2e3b', '#f4f4f4'];

/** The stored name of the demo portrait of one person (the photo store's pattern: 32 hex + .jpg). */
export const portraitName = (tenantId: string, personId: number): string => `${hex32(`demo portrait ${tenantId} ${personId}`)}.jpg`;

const pick = <T>(list: T[], seed: Buffer, byte: number): T => list[seed[byte] % list.length];

/** The portrait's SVG: background, shoulders in a jacket with a collar, neck, face, hair. Short
 *  hair for gender 1, longer hair framing the face for gender 2. */
export function portraitSvg(tenantId: string, personId: number, gender: number): string {
  const seed = createHash('sha256').update(`portrait ${tenantId} ${personId}`).digest();
  const [bg, skin, hair, cloth] = [pick(BACKGROUNDS, seed, 0), pick(SKINS, seed, 1), pick(HAIRS, seed, 2), pick(CLOTHES, seed, 3)];
  const faceW = 62 + (seed[4] % 10);
  const faceH = 80 + (seed[5] % 10);
  const long = gender === 2;
  // a cubic curve whose two controls share a height c peaks at (ends + 3c) / 4: c = (4 top − ends) / 3
  const over = (x0: number, x1: number, y: number) => `M${x0} ${y} C${x0} ${(4 * top - y) / 3} ${x1} ${(4 * top - y) / 3} ${x1} ${y}`;
  const top = 178 - faceH - 16;
  const hairBack = long
    ? `<path d="${over(150 - faceW - 16, 150 + faceW + 16, 175)} L${150 + faceW + 22} 300 L${150 - faceW - 22} 300 Z" fill="${hair}"/>`
    : '';
  const fringe = long
    ? `<path d="${over(150 - faceW - 6, 150 + faceW + 6, 170)} Q${150 + faceW - 4} 112 ${150 - 10} 126 Q${150 - faceW + 8} 130 ${150 - faceW - 6} 170 Z" fill="${hair}"/>`
    : `<path d="${over(150 - faceW - 4, 150 + faceW + 4, 162)} Q${150 + faceW - 6} 112 150 120 Q${150 - faceW + 6} 112 ${150 - faceW - 4} 162 Z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}">
<rect width="300" height="400" fill="${bg}"/>${hairBack}
<path d="M20 400 Q30 300 150 292 Q270 300 280 400 Z" fill="${cloth}"/>
<rect x="128" y="236" width="44" height="66" rx="18" fill="${skin}"/>
<path d="M118 296 L150 336 L182 296 L170 290 L150 312 L130 290 Z" fill="#ffffff" opacity="0.85"/>
<ellipse cx="150" cy="178" rx="${faceW}" ry="${faceH}" fill="${skin}"/>
<ellipse cx="${150 - faceW}" cy="184" rx="9" ry="16" fill="${skin}"/><ellipse cx="${150 + faceW}" cy="184" rx="9" ry="16" fill="${skin}"/>
${fringe}
<ellipse cx="127" cy="186" rx="6" ry="4" fill="#2b2b2b"/><ellipse cx="173" cy="186" rx="6" ry="4" fill="#2b2b2b"/>
<path d="M136 226 Q150 234 164 226" fill="none" stroke="#b0705a" stroke-width="4" stroke-linecap="round"/></svg>`;
}

export const drawPortrait = (tenantId: string, personId: number, gender: number): Promise<Buffer> =>
  drawOnce(portraitSvg(tenantId, personId, gender), 'image/jpeg');

/** Writes the bytes of the demo portraits the people rows name but the photo store lacks. */
export async function writeMissingPortraits(db: Db, store: PhotoStore): Promise<number> {
  const { rows } = await sql<{ id: number; tenant_id: string; gender: number | null; photo_path: string }>`
    select id, tenant_id, gender, photo_path from people where photo_path is not null`.execute(db);
  let written = 0;
  for (const p of rows) {
    if (p.photo_path !== portraitName(p.tenant_id, p.id)) continue;
    if (await store.has(p.tenant_id, p.photo_path)) continue;
    const bytes = await drawPortrait(p.tenant_id, p.id, p.gender ?? 1);
    // another server on the same database (FILE_STORE=postgres) storing it first is no failure
    const stored = await store.save(p.tenant_id, p.photo_path, bytes).then(
      () => true,
      (e: NodeJS.ErrnoException) => {
        if (e.code !== 'EEXIST') throw e;
        return false;
      },
    );
    if (stored) written += 1;
  }
  return written;
}
