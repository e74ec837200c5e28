// The visit log in two steps. queueVisitLog keeps an accepted batch in the intake
// (service_visit_intake, migration 030) as one row of column arrays, inside the transaction that
// claims the batch and adds it to the roll-ups: the figures move at once, and nothing is lost
// when the server stops. fileVisitLog moves the oldest batches from the intake into
// service_visits in one statement (taken and written together, so a batch is in exactly one of
// the two), skipping rows another process is filing. The filer (visitFiler.ts) runs it in the
// background; the log's list shows a visit once it is filed, a moment after it is recorded.
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { typedArray } from '../imports/jobs/setSql';

export interface VisitColumns {
  services: number[];
  personIds: (number | null)[];
  accounts: string[];
  identities: string[];
  clients: string[];
  /** epoch milliseconds */
  atMs: number[];
}

export async function queueVisitLog(tx: Tx, tenantId: string, batchId: string, v: VisitColumns): Promise<void> {
  await sql`insert into service_visit_intake (tenant_id, batch_id, services, person_ids, accounts, identities, clients, at_ms)
    values (${tenantId}, ${batchId}, ${typedArray(v.services, 'int4')}, ${typedArray(v.personIds, 'int4')}, ${typedArray(v.accounts, 'text')},
      ${typedArray(v.identities, 'text')}, ${typedArray(v.clients, 'text')}, ${typedArray(v.atMs, 'int8')})`.execute(tx);
}

/** Files up to `batches` of the oldest queued batches; answers how many visits moved. */
export async function fileVisitLog(db: Db, batches: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`with taken as (
      delete from service_visit_intake
      where id in (select id from service_visit_intake order by id limit ${batches} for update skip locked)
      returning tenant_id, batch_id, services, person_ids, accounts, identities, clients, at_ms),
    filed as (
      insert into service_visits (tenant_id, service_id, person_id, account, identity, client, visited_at, batch_id)
      select t.tenant_id, u.service_id, u.person_id, u.account, u.identity, u.client,
        timestamptz 'epoch' + u.at_ms * interval '1 millisecond', t.batch_id
      from taken t cross join lateral unnest(t.services, t.person_ids, t.accounts, t.identities, t.clients, t.at_ms)
        as u(service_id, person_id, account, identity, client, at_ms)
      returning 1)
    select count(*)::int as n from filed`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Batches waiting in the intake (every tenant's: the filer's backlog is the server's). */
export async function queuedVisitBatches(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from service_visit_intake`.execute(db);
  return rows[0]?.n ?? 0;
}

const COUNT_EVERY_MS = 1_000;
const counted = new WeakMap<Db, { atMs: number; n: number }>();

/**
 * queuedVisitBatches at most once a second per database: the intake's limit is a guard against
 * a filer that cannot keep up, and a second's worth of batches past it (~60) does no harm.
 */
export async function recentQueuedVisitBatches(db: Db, nowMs: number): Promise<number> {
  const last = counted.get(db);
  if (last && nowMs - last.atMs < COUNT_EVERY_MS) return last.n;
  const n = await queuedVisitBatches(db);
  counted.set(db, { atMs: nowMs, n });
  return n;
}
