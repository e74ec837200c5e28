// The demo's pictures, drawn here rather than fetched (the product runs offline): each is an SVG
// rasterised by sharp once per process. A demo tenant's picture is an upload of that tenant under
// an id derived from the tenant and the picture, so the seed records it in the database
// (recordDemoPicture) and, once the image store is known, writeMissingDemoPictures (plugin.ts)
// puts the bytes of every recorded one the store lacks into it.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { sharp } from '../onFirstUse';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import type { ImageStore } from '../files/imageStore';

export interface DemoPicture {
  /** the upload's id and stored name for one tenant */
  file: { id: string; name: string };
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  draw(): Promise<Buffer>;
}

const drawn = new Map<string, Promise<Buffer>>();

/** An SVG's JPEG or PNG bytes, made once per process. */
export function drawOnce(svg: string, mime: DemoPicture['mime']): Promise<Buffer> {
  const key = `${mime}\n${svg}`;
  let bytes = drawn.get(key);
  if (!bytes) {
    const image = sharp()(Buffer.from(svg));
    bytes = (mime === 'image/jpeg' ? image.jpeg({ quality: 80 }) : image.png({ compressionLevel: 9 })).toBuffer();
    drawn.set(key, bytes);
  }
  return bytes;
}

export const hex32 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** Records the picture as the tenant's upload; answers its id, for the row that shows it. */
export async function recordDemoPicture(tx: Tx, tenantId: string, picture: DemoPicture): Promise<string> {
  const bytes = await picture.draw();
  await tx
    .insertInto('uploaded_files')
    .values({
      id: picture.file.id,
      tenant_id: tenantId,
      stored_name: picture.file.name,
      mime: picture.mime,
      size: bytes.length,
      width: picture.width,
      height: picture.height,
    })
    .execute();
  return picture.file.id;
}

/** Writes the bytes of the demo pictures the database records but the store lacks. */
export async function writeMissingDemoPictures(db: Db, store: ImageStore, picturesOf: (tenantId: string) => DemoPicture[]): Promise<number> {
  const { rows } = await sql<{ id: string }>`select id from tenants`.execute(db);
  const wanted = rows.flatMap((t) => picturesOf(t.id).map((picture) => ({ tenantId: t.id, picture })));
  if (wanted.length === 0) return 0;
  const recorded = await sql<{ id: string }>`select id from uploaded_files where id = any(${wanted.map((w) => w.picture.file.id)}::text[])`.execute(db);
  const known = new Set(recorded.rows.map((r) => r.id));
  let written = 0;
  for (const { tenantId, picture } of wanted.filter((w) => known.has(w.picture.file.id))) {
    if (await store.has(tenantId, picture.file.name)) continue;
    // another process starting on the same database may write it first
    const wrote = await store.save(tenantId, picture.file.name, await picture.draw()).then(
      () => true,
      (e: NodeJS.ErrnoException) => {
        if (e.code === 'EEXIST') return false;
        throw e;
      },
    );
    if (!wrote) continue;
    written += 1;
  }
  return written;
}
