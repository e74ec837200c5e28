// Removing photos (document 000 "User image: delete, delete all"): the people's photo columns
// cleared in one set-based statement (rows locked, so a photo placed meanwhile by an import is
// either removed whole or kept whole), then, once that is committed, the pictures and their
// thumbnails removed from the store — never before, so a failed statement leaves every picture
// its file. A picture another person of the tenant still names is kept. Ids of another tenant
// match nothing.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Identity } from '../../shared/domain/people';
import type { Db } from '../db/schema';
import { mapBounded } from './bounded';
import type { PhotoStore } from './store';

/** whose photos: these people, or every person of an identity */
export type PhotoOwners = { ids: number[] } | { identity: Identity };

/** files removed at once */
const REMOVALS_AT_ONCE = 8;

export async function removePhotos(db: Db, store: PhotoStore, log: FastifyBaseLogger, tenantId: string, owners: PhotoOwners): Promise<number> {
  const whose = 'ids' in owners ? sql`id = any(${owners.ids}::int[])` : sql`identity = ${owners.identity}`;
  const cleared = await sql<{ photo_path: string }>`
    with old as (
      select id, photo_path from people
      where tenant_id = ${tenantId} and photo_path is not null and ${whose}
      for update)
    update people p set photo_path = null, photo_updated_at = null
    from old where p.id = old.id
    returning old.photo_path`.execute(db);
  const names = [...new Set(cleared.rows.map((r) => r.photo_path))];
  if (names.length > 0) {
    const kept = await db
      .selectFrom('people')
      .select('photo_path')
      .distinct()
      .where('tenant_id', '=', tenantId)
      .where(sql<boolean>`photo_path = any(${names}::text[])`)
      .execute();
    const stillNamed = new Set(kept.map((r) => r.photo_path));
    await mapBounded(
      names.filter((n) => !stillNamed.has(n)),
      REMOVALS_AT_ONCE,
      async (name) => {
        try {
          await store.remove(tenantId, name);
        } catch (e) {
          log.warn({ err: e, tenantId, name }, 'photo file could not be removed');
        }
      },
    );
  }
  return cleared.rows.length;
}
