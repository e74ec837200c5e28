// The photo screen's list (document 000 "User image: list"): one identity's people, newest first,
// narrowed by part of the name, the identity's number (whole or its start) or the whole ID number,
// and whether they have a photo. Which people match is the people query module's selection
// (src/server/people); the rows are read whole by primary key like the people lists' and carry
// signed links to the photo and its thumbnail.
import { sql } from 'kysely';
import type { Identity } from '../../shared/domain/people';
import type { PhotoRow } from '../../shared/photos/api';
import type { PageResult } from '../../shared/resources';
import type { Db } from '../db/schema';
import { readFilters } from '../people';
import { PeopleQuery, selectionQuery } from '../people/selection';
import { escapeLike, normalisePaging } from '../resources/list';
import { SEARCHED_IDENTIFIERS } from '../people/identifiers';
import { tenantPeople, withRowColumns } from '../people/rowQuery';
import { tenantZone } from '../time/tenantZone';
import { photoRow, PhotoLinks } from './rows';

export interface PhotoListQuery {
  identity: Identity;
  pageIndex?: number;
  pageSize?: number;
  name?: string | null;
  identifier?: string | null;
  hasPhoto?: number | string | null;
}

const textOf = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** The identity's numbers by their start, or the ID number whole (any case of its X). */
function identifierCondition(identity: Identity, text: string) {
  const prefix = `${escapeLike(text)}%`;
  return sql<boolean>`(${sql.join(
    SEARCHED_IDENTIFIERS[identity].map((c) => sql`${sql.ref(`p.${c}`)} like ${prefix} escape '\\'`),
    sql` or `,
  )} or p.id_number = ${text.toUpperCase()})`;
}

export async function listPhotos(db: Db, tenantId: string, body: PhotoListQuery, links: PhotoLinks): Promise<PageResult<PhotoRow>> {
  const { index, size } = normalisePaging(body.pageIndex, body.pageSize);
  const base = await selectionQuery(db, tenantId, { identity: body.identity, filters: readFilters({ name: body.name }), search: [] }, []);
  if (!base) return { data: [], total: 0 };
  let q: PeopleQuery = base;
  const identifier = textOf(body.identifier);
  if (identifier) q = q.where(identifierCondition(body.identity, identifier));
  const hasPhoto = textOf(body.hasPhoto);
  if (hasPhoto === '1') q = q.where('p.photo_path', 'is not', null);
  if (hasPhoto === '0') q = q.where('p.photo_path', 'is', null);
  const [page, counted] = await Promise.all([
    q
      .select('p.id')
      .orderBy('p.id', 'desc')
      .limit(size)
      .offset((index - 1) * size)
      .execute(),
    q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst(),
  ]);
  const total = Number(counted?.total ?? 0);
  const ids = page.map((r) => r.id);
  if (ids.length === 0) return { data: [], total };
  const rows = await withRowColumns(tenantPeople(db, tenantId).where(sql<boolean>`p.id = any(${ids}::int[])`)).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const zone = await tenantZone(db, tenantId);
  return { data: ids.flatMap((id) => (byId.has(id) ? [photoRow(byId.get(id)!, links, zone)] : [])), total };
}
