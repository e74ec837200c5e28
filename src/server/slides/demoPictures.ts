// The demo slides' pictures (src/shared/resources/slides/demo.ts), drawn here rather than
// fetched: the product runs offline. Each is a JPEG drawn from an SVG of its two colours, made
// once per process. A demo tenant's pictures are uploads of that tenant under ids derived from
// the tenant and the slide, so the seed (db/seed/slides.ts) records them in the database and,
// once the image store is known, writeMissingDemoPictures puts their bytes in it.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { sql } from 'kysely';
import sharp from 'sharp';
import { DEMO_SLIDES, DemoSlide } from '../../shared/resources/slides/demo';
import type { Db } from '../db/schema';
import type { ImageStore } from '../files/imageStore';

export const DEMO_PICTURE_SIZE = { width: 750, height: 300 } as const;

const drawn = new Map<string, Promise<Buffer>>();

function svgOf([from, to]: [string, string]): string {
  const { width, height } = DEMO_PICTURE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="640" cy="60" r="140" fill="#fff" fill-opacity="0.12"/><circle cx="90" cy="280" r="110" fill="#fff" fill-opacity="0.08"/>
<rect x="48" y="196" width="220" height="14" rx="7" fill="#fff" fill-opacity="0.55"/></svg>`;
}

/** The JPEG bytes of a demo slide's picture. */
export function demoPicture(slide: DemoSlide): Promise<Buffer> {
  const key = slide.colours.join();
  let bytes = drawn.get(key);
  if (!bytes) {
    bytes = sharp(Buffer.from(svgOf(slide.colours)))
      .jpeg({ quality: 80 })
      .toBuffer();
    drawn.set(key, bytes);
  }
  return bytes;
}

const hex = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** The upload id and stored name of a tenant's copy of demo slide `index`. */
export const demoPictureFile = (tenantId: string, index: number) => ({
  id: `f_${hex(`demo slide ${tenantId} ${index}`)}`,
  name: `${hex(`demo slide file ${tenantId} ${index}`)}.jpg`,
});

/** Writes the bytes of the demo pictures the database records but the store lacks. */
export async function writeMissingDemoPictures(db: Db, store: ImageStore): Promise<number> {
  const { rows } = await sql<{ id: string }>`select id from tenants`.execute(db);
  const wanted = rows.flatMap((t) => DEMO_SLIDES.map((slide, i) => ({ tenantId: t.id, slide, ...demoPictureFile(t.id, i) })));
  if (wanted.length === 0) return 0;
  const recorded = await sql<{ id: string }>`select id from uploaded_files where id in (${sql.join(wanted.map((w) => w.id))})`.execute(db);
  const known = new Set(recorded.rows.map((r) => r.id));
  let written = 0;
  for (const w of wanted.filter((x) => known.has(x.id))) {
    if (await stat(store.pathOf(w.tenantId, w.name)).catch(() => null)) continue;
    await store.save(w.tenantId, w.name, await demoPicture(w.slide));
    written += 1;
  }
  return written;
}
