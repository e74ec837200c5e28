// serviceInfo/richTextEditor/serviceList (document 002 §7): the services a rich-text editor
// links to — the tenant's shelved services only, by a part of the name, in the hall's order
// (the services' order field, then id), paged; each its id, name, icon and address.
import { sql } from 'kysely';
import type { PageResult } from '../../shared/resources';
import { RichTextService, RichTextServicesBody, SHELF_STATUS } from '../../shared/services/catalogue';
import type { Db } from '../db/schema';
import { escapeLike, normalisePaging } from '../resources/list';

export async function richTextServices(db: Db, tenantId: string, body: RichTextServicesBody): Promise<PageResult<RichTextService>> {
  const { index, size } = normalisePaging(body.pageIndex, body.pageSize);
  const name = body.name?.trim() ?? '';
  const nameClause = name ? sql`and name ilike ${`%${escapeLike(name)}%`}` : sql``;
  const where = sql`tenant_id = ${tenantId} and shelf_status = ${SHELF_STATUS.shelved} ${nameClause}`;
  const { rows } = await sql<RichTextService & { total: number }>`
    select id, name, icon, url, (count(*) over ())::int as total from services where ${where}
    order by sort asc, id asc limit ${size} offset ${(index - 1) * size}`.execute(db);
  // a page past the end has no row to carry the total: counted apart
  const total = rows[0]?.total ?? (index > 1 ? (await sql<{ n: number }>`select count(*)::int as n from services where ${where}`.execute(db)).rows[0].n : 0);
  return { data: rows.map((r) => ({ id: r.id, name: r.name, icon: r.icon ?? null, url: r.url })), total };
}
