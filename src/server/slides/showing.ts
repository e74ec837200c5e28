// The slides a tenant's apps show now at one placement (the /slideshowConfig collection, table
// `slides` of migration 007): enabled, started (inclusive) and not ended (exclusive) at the
// wall-clock time `nowMs` reads in the tenant's zone (../time/tenantZone.ts), in the dragged order (then by id). Null when the tenant is
// unknown or disabled.
import { sql } from 'kysely';
import { fileUrl } from '../../shared/resources/files';
import type { PublicSlide, SlidePlacement } from '../../shared/slides/api';
import { wallClockNow } from '../../shared/slides/window';
import type { Db } from '../db/schema';
import { tenantZone } from '../time/tenantZone';

interface Row {
  id: number;
  title: string;
  image: string;
  link_url: string | null;
  starts_at: string;
  ends_at: string | null;
}

export async function showingSlides(db: Db, tenantCode: string, placement: SlidePlacement, nowMs: number): Promise<PublicSlide[] | null> {
  const tenant = await sql<{ id: string }>`select id from tenants where id = ${tenantCode} and enabled`.execute(db);
  if (tenant.rows.length === 0) return null;
  const now = wallClockNow(nowMs, await tenantZone(db, tenantCode));
  const { rows } = await sql<Row>`
    select id, title, image, link_url,
      to_char(starts_at, 'YYYY-MM-DD HH24:MI:SS') as starts_at, to_char(ends_at, 'YYYY-MM-DD HH24:MI:SS') as ends_at
    from slides
    where tenant_id = ${tenantCode} and enabled and placement = ${placement}
      and starts_at <= ${now}::timestamp and (ends_at is null or ends_at > ${now}::timestamp)
    order by sort asc, id asc`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    imageUrl: fileUrl(r.image),
    linkUrl: r.link_url,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
  }));
}
