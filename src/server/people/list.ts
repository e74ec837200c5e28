// One page of one identity's people and the count of everyone the filters and the advanced
// search match, in the data order asked for (newest first without one). Which people match is
// the people query's (selection.ts, filters.ts, search.ts, order.ts), shared with the export.
import { sql } from 'kysely';
import type { Identity } from '../../shared/domain/people';
import type { PersonDetail, PersonRow } from '../../shared/people/api';
import type { AdvancedSearchRow, OrderRow } from '../../shared/people/query';
import type { PageResult } from '../../shared/resources';
import type { Db } from '../db/schema';
import { readFilters } from './filters';
import { checkOrder, orderBySql, orderJoins, readOrderText } from './order';
import { checkSearch, searchJoins } from './search';
import { PeopleQuery, selectionQuery, withJoins } from './selection';
import { normalisePaging } from '../resources/list';
import { tenantPeople, withRowColumns } from './rowQuery';
import { detailOf, listRow, ThumbLink } from './rows';
import { peopleMasker } from './masking';
import { tenantZone } from '../time/tenantZone';

/** Throws PeopleQueryRefused for an advanced search or order outside the allow-list. */
export async function listPeople(
  db: Db,
  tenantId: string,
  identity: Identity,
  body: Record<string, unknown>,
  thumb: ThumbLink,
): Promise<PageResult<PersonRow>> {
  const { index, size } = normalisePaging(body.pageIndex, body.pageSize);
  const search = checkSearch(identity, (body.advancedSearch as AdvancedSearchRow[] | null | undefined) ?? [], await tenantZone(db, tenantId));
  const order = readOrderText(body.dataSortStr as string | null | undefined);
  checkOrder(identity, order);
  const base = await selectionQuery(db, tenantId, { identity, filters: readFilters(body), search }, []);
  if (!base) return { data: [], total: 0 };
  // the count needs only the joins the search names; the page also those the order names
  const counting = withJoins(base, searchJoins(search));
  const matching = withJoins(base, [...searchJoins(search), ...orderJoins(order)]);
  const offset = (index - 1) * size;
  const page = order.length === 0 && search.length === 0 ? await newestPage(counting, offset, size) : await searchedPage(matching, order, offset, size);
  const total = page.total ?? (await countOf(counting));
  if (page.ids.length === 0) return { data: [], total };
  // only the page's rows are read whole, by primary key, then put back in the page's order
  const rows = await withRowColumns(tenantPeople(db, tenantId).where(sql<boolean>`p.id = any(${page.ids}::int[])`)).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const mask = await peopleMasker(db, tenantId, identity, 'list');
  return { data: page.ids.flatMap((id) => (byId.has(id) ? [mask(listRow(byId.get(id)!, thumb))] : [])), total };
}

interface PageIds {
  ids: number[];
  /** undefined when the page could not tell it (past the end) */
  total?: number;
}

const countOf = async (q: PeopleQuery) => Number((await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst())?.total ?? 0);

/** Newest first with only the list's filters: the page's ids straight from the people_list index
 *  (id order; a deep page skips index entries rather than rows) and a count the indexes answer.
 *  The two are independent: on PostgreSQL's pool they run side by side, on PGlite in turn. */
async function newestPage(matching: PeopleQuery, offset: number, size: number): Promise<PageIds> {
  const [rows, total] = await Promise.all([matching.select('p.id').orderBy('p.id', 'desc').limit(size).offset(offset).execute(), countOf(matching)]);
  return { ids: rows.map((r) => r.id), total };
}

/** With a search or an order (which no index serves), one pass over the matching people gives
 *  both the page's ids and the total, a window count over all of them taken before the page is
 *  cut: one scan instead of two (100k students, broad search by name: 35 ms instead of 60). A
 *  page past the end has no row to carry the total. */
async function searchedPage(matching: PeopleQuery, order: OrderRow[], offset: number, size: number): Promise<PageIds> {
  const rows = await matching
    .select(['p.id', sql<number>`count(*) over ()`.as('total')])
    .orderBy(orderBySql(order))
    .limit(size)
    .offset(offset)
    .execute();
  return { ids: rows.map((r) => r.id), total: rows.length > 0 ? Number(rows[0].total) : undefined };
}

/** Everything about one person of this tenant and identity (masked as the tenant's published
 *  rules say for details); undefined when there is none. */
export async function personDetail(db: Db, tenantId: string, identity: Identity, id: number, thumb: ThumbLink): Promise<PersonDetail | undefined> {
  const row = await withRowColumns(tenantPeople(db, tenantId).where('p.identity', '=', identity).where('p.id', '=', id)).executeTakeFirst();
  if (!row) return undefined;
  const mask = await peopleMasker(db, tenantId, identity, 'detail');
  return mask(await detailOf(db, tenantId, row, thumb));
}
