// Gives N people of a tenant stored photos quickly, for the photo tests and the benchmark: a few
// distinct pictures made once with sharp (a gradient with a coloured block, JPEG or PNG), each
// person's copy written to the photo store under its own generated name with its thumbnail, and
// every person's photo columns set in one statement. People are taken among those of the identity
// without a photo (oldest first); when there are not enough, more are added with their numbers.
import { sql } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../../../src/server/db/schema';
import { mapBounded } from '../../../src/server/photos/bounded';
import type { PhotoStore } from '../../../src/server/photos/store';
import type { Identity } from '../../../src/shared/domain/people';

export interface SeedPhotosOptions {
  tenantId: string;
  identity?: Identity;
  count: number;
  /** what the stored pictures are (default jpeg) */
  format?: 'jpeg' | 'png';
  /** picture size (default 120 × 160; an ID photo is about 358 × 441) */
  width?: number;
  height?: number;
  /** distinct pictures to cycle through (default 4) */
  variants?: number;
  /** grain added to every pixel, ± this much (default 0: flat pictures compress to a few KB; 8
   *  gives a 358 × 441 JPEG of about 25 KB, like a real ID photo) */
  grain?: number;
  /** exactly these people (of the tenant) instead of picking */
  ids?: number[];
}

export interface SeededPhotos {
  ids: number[];
  names: string[];
  /** the bytes stored for ids[i] */
  bytes: Buffer[];
}

const OWN_NUMBER: Record<Identity, string> = {
  NEW_STUDENT: 'exam_no',
  STUDENT: 'student_no',
  GRADUATE_STUDENT: 'student_no',
  TEACHER: 'work_no',
  OTHER: 'account',
};

/** A picture that looks like something (a gradient and a block, with some grain), distinct per
 *  variant; the same arguments always make the same bytes. */
export async function makePicture(format: 'jpeg' | 'png', width: number, height: number, variant = 0, grain = 0): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7919 * (variant + 1);
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return grain === 0 ? 0 : Math.round(((seed / 0x7fffffff) * 2 - 1) * grain);
  };
  const clamp = (v: number) => Math.max(0, Math.min(255, v));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const inBlock = x > width / 4 && x < (3 * width) / 4 && y > height / 5 && y < height / 2;
      const n = noise();
      raw[i] = clamp((inBlock ? (variant * 60) % 256 : (x * 255) / width) + n);
      raw[i + 1] = clamp((inBlock ? 200 : (y * 255) / height) + n);
      raw[i + 2] = clamp((inBlock ? (variant * 110 + 40) % 256 : 128) + n);
    }
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

async function peopleFor(db: Db, o: SeedPhotosOptions, identity: Identity): Promise<number[]> {
  if (o.ids) return o.ids;
  const found = await db
    .selectFrom('people')
    .select('id')
    .where('tenant_id', '=', o.tenantId)
    .where('identity', '=', identity)
    .where('photo_path', 'is', null)
    .orderBy('id')
    .limit(o.count)
    .execute();
  const ids = found.map((r) => r.id);
  const missing = o.count - ids.length;
  if (missing > 0) {
    const start = Number((await sql<{ n: number }>`select count(*)::int as n from people`.execute(db)).rows[0].n) + 1;
    const added = await sql<{ id: number }>`insert into people (tenant_id, identity, name, gender, id_number, ${sql.ref(OWN_NUMBER[identity])})
      select ${o.tenantId}, ${identity}, '照片' || g, 1 + g % 2, '99' || lpad(g::text, 16, '0'), 'PH' || lpad(g::text, 8, '0')
      from generate_series(${start}::int, ${start + missing - 1}::int) g returning id`.execute(db);
    ids.push(...added.rows.map((r) => r.id));
  }
  return ids;
}

export async function seedPhotos(db: Db, store: PhotoStore, o: SeedPhotosOptions): Promise<SeededPhotos> {
  const identity = o.identity ?? 'STUDENT';
  const format = o.format ?? 'jpeg';
  const ids = await peopleFor(db, o, identity);
  const variants = await Promise.all(Array.from({ length: o.variants ?? 4 }, (_, v) => makePicture(format, o.width ?? 120, o.height ?? 160, v, o.grain ?? 0)));
  const ext = format === 'jpeg' ? 'jpg' : 'png';
  const names = ids.map(() => store.newName(ext));
  const bytes = ids.map((_, i) => variants[i % variants.length]);
  await mapBounded(
    ids.map((_, i) => i),
    16,
    (i) => store.save(o.tenantId, names[i], bytes[i]),
  );
  await sql`update people p set photo_path = v.name, photo_updated_at = now()
    from unnest(${ids}::int[], ${names}::text[]) as v(id, name)
    where p.id = v.id and p.tenant_id = ${o.tenantId}`.execute(db);
  return { ids, names, bytes };
}
