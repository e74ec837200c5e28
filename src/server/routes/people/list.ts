// One page of one identity's people and the count of everyone the filters match.
import { sql } from 'kysely';
import type { Identity } from '../../../shared/domain/people';
import type { PersonDetail, PersonRow } from '../../../shared/people/api';
import type { PageResult } from '../../../shared/resources';
import type { Db } from '../../db/schema';
import { normalisePaging } from '../../resources/list';
import { readFilters } from './filters';
import { matchingPeople, tenantPeople, withRowColumns } from './query';
import { detailOf, listRow } from './rows';

export async function listPeople(db: Db, tenantId: string, identity: Identity, body: Record<string, unknown>): Promise<PageResult<PersonRow>> {
  const { index, size } = normalisePaging(body.pageIndex, body.pageSize);
  const matching = await matchingPeople(db, tenantId, identity, readFilters(body));
  if (!matching) return { data: [], total: 0 };
  // The page's ids come from the index alone (id order); only those rows are then joined to
  // their unit and class, so a deep page skips ids rather than joined rows. Count and page are
  // independent: on PostgreSQL's pool they run side by side, on PGlite one after the other.
  const pageIds = matching.select('p.id').orderBy('p.id', 'desc').limit(size).offset((index - 1) * size);
  const [counted, rows] = await Promise.all([
    matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst(),
    withRowColumns(tenantPeople(db, tenantId).where('p.id', 'in', pageIds)).orderBy('p.id', 'desc').execute(),
  ]);
  const total = Number(counted?.total ?? 0);
  return { data: rows.map(listRow), total };
}

/** Everything about one person of this tenant and identity; undefined when there is none. */
export async function personDetail(db: Db, tenantId: string, identity: Identity, id: number): Promise<PersonDetail | undefined> {
  const row = await withRowColumns(tenantPeople(db, tenantId).where('p.identity', '=', identity).where('p.id', '=', id)).executeTakeFirst();
  return row ? detailOf(db, tenantId, row) : undefined;
}
