// The audit trail of one tenant, newest first, paged and filtered by who (the actor's account,
// or a part of their name), target, action and time. A day ('YYYY-MM-DD') is the whole day in the
// tenant's time zone (../time/tenantZone.ts), as a time without an offset is read there; `to` is
// inclusive.
import type { AuditEntry } from '../../shared/documents/audit';
import type { PageResult } from '../../shared/resources';
import type { Db } from '../db/schema';
import { sql } from 'kysely';
import { escapeLike, normalisePaging } from '../resources/list';
import { parseSearchTime } from '../people/searchTime';
import { tenantZone } from '../time/tenantZone';
import { auditDb } from './tables';
import { idsOfTarget, titlesOf } from './titles';
import { joinTitles } from '../../shared/audit/recordTitle';

export interface AuditQuery {
  current?: number;
  size?: number;
  kind?: string;
  key?: string;
  action?: string;
  /** the actor: their account exactly, or a part of their name (case-insensitive) */
  actor?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a bound names in the zone: a day's midnight (`to`: the next one), else the time
 *  itself (its own offset, or a wall clock in the zone; else any text Date reads). */
export function boundOf(text: string | undefined, end: boolean, zone: string): Date | null {
  if (!text) return null;
  const span = parseSearchTime(text, zone);
  if (span) return DAY.test(text.trim()) && end ? span.end : span.start;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}

export async function listAudit(db: Db, tenantId: string, q: AuditQuery): Promise<PageResult<AuditEntry>> {
  const { index, size } = normalisePaging(q.current, q.size);
  const zone = await tenantZone(db, tenantId);
  const from = boundOf(q.from, false, zone);
  const to = boundOf(q.to, true, zone);
  let base = auditDb(db).selectFrom('audit_log').where('tenant_id', '=', tenantId);
  if (q.kind) base = base.where('target_kind', '=', q.kind as AuditEntry['target']['kind']);
  if (q.key) base = base.where('target_key', '=', q.key);
  if (q.action) base = base.where('action', '=', q.action as AuditEntry['action']);
  const actor = q.actor?.trim();
  if (actor) base = base.where((eb) => eb.or([eb('actor_account', '=', actor), sql<boolean>`actor_name ilike ${`%${escapeLike(actor)}%`} escape '\\'`]));
  if (from) base = base.where('at', '>=', from);
  // a day bound is exclusive of the next midnight; a time bound includes its instant
  if (to) base = q.to && DAY.test(q.to) ? base.where('at', '<', to) : base.where('at', '<=', to);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  if (total === 0 || (index - 1) * size >= total) return { data: [], total };
  const rows = await base
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((index - 1) * size)
    .execute();
  const data = rows.map((r): AuditEntry => ({
    id: Number(r.id),
    at: r.at.toISOString(),
    actor: { account: r.actor_account, name: r.actor_name },
    action: r.action,
    target: { kind: r.target_kind, key: r.target_key, id: r.target_id },
    title: r.target_title,
    changes: r.changes,
  }));
  await titleOlderRows(db, tenantId, data);
  return { total, data };
}

/** Rows written before titles were kept (migration 041) are named by their objects' titles now,
 *  when the objects are still there. */
async function titleOlderRows(db: Db, tenantId: string, data: AuditEntry[]): Promise<void> {
  const untitled = data.filter((e) => e.title === null && e.target.id !== null);
  const groups = new Map<string, AuditEntry[]>();
  for (const e of untitled) groups.set(`${e.target.kind}:${e.target.key}`, [...(groups.get(`${e.target.kind}:${e.target.key}`) ?? []), e]);
  for (const entries of groups.values()) {
    const { kind, key } = entries[0].target;
    const titles = await titlesOf(db, tenantId, kind, key, [...new Set(entries.flatMap((e) => idsOfTarget(e.target.id)))]);
    for (const e of entries) {
      const found = idsOfTarget(e.target.id)
        .map((i) => titles.get(i))
        .filter((x): x is string => !!x);
      if (found.length) e.title = joinTitles(found);
    }
  }
}
