// Open reports grouped by post (/ReportingManagement, /publicReport): each reported post's card,
// how many open reports, the reasons with their counts, first and last report; the posts with
// the most recent reports first. A decision (block or dismiss) is in block.ts.
import { sql } from 'kysely';
import type { ChannelPage, ReportGroup } from '../../../shared/alumni/posts';
import { byAccount } from './list';
import type { PageResult } from '../../../shared/resources/types';
import { REPORT_STATUS } from '../../../shared/alumni/posts';
import type { Db } from '../../db/schema';
import { normalisePaging } from '../../resources/list';
import { tenantZone, zonedText } from '../../time/tenantZone';
import { cardsWhere } from './cards';

export async function listReportGroups(db: Db, tenantId: string, q: ChannelPage): Promise<PageResult<ReportGroup>> {
  const { index, size } = normalisePaging(q.pageIndex, q.pageSize);
  const zone = await tenantZone(db, tenantId);
  const { rows } = await sql<{ post_id: number; n: number; first: string; last: string; reasons: { reason: string; count: number }[]; total: number }>`
    with open as (
      select r.post_id, r.reason, r.created_at from alumni_reports r join alumni_posts p on p.id = r.post_id
      where r.tenant_id = ${tenantId} and r.status = ${REPORT_STATUS.OPEN} and p.channel = ${q.channel} ${byAccount(q.mpAccount)}),
    groups as (
      select post_id, count(*)::int as n, min(created_at) as first_at, max(created_at) as last_at from open group by post_id)
    select g.post_id, g.n, count(*) over ()::int as total,
      ${zonedText(sql`g.first_at`, zone)} as first,
      ${zonedText(sql`g.last_at`, zone)} as last,
      (select json_agg(json_build_object('reason', x.reason, 'count', x.c) order by x.c desc, x.reason)
        from (select reason, count(*)::int as c from open o where o.post_id = g.post_id group by reason) x) as reasons
    from groups g order by g.last_at desc, g.post_id desc limit ${size} offset ${(index - 1) * size}`.execute(db);
  if (rows.length === 0) return { data: [], total: 0 };
  const cards = await cardsWhere(db, zone, sql`p.tenant_id = ${tenantId} and p.id = any(${rows.map((r) => r.post_id)}::int4[])`, sql`p.id`, rows.length);
  const cardOf = new Map(cards.map((c) => [c.id, c]));
  return {
    total: rows[0].total,
    data: rows.map((r) => ({ post: cardOf.get(r.post_id)!, count: r.n, reasons: r.reasons, firstAt: r.first, lastAt: r.last })),
  };
}
