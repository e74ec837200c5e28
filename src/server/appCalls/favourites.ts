// Records a batch of favourite events: applied in time order to who keeps which service now
// (service_favourites), and each real change (an add of a service not kept, a remove of one
// kept) counted per day in the tenant's zone and service (service_favourite_days), in one
// transaction with the batch's idempotency key. An account that names nobody of the tenant
// changes nothing (the answer's `matched` counts the events that named someone).
import { sql } from 'kysely';
import type { BatchAnswer, FavouriteBatch } from '../../shared/appCalls/api';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';
import { typedArray } from '../imports/jobs/setSql';
import { claimBatch } from './batches';
import { tenantZone } from '../time/tenantZone';
import { dayOfZone } from './days';
import { checkServices, resolveAccounts } from './subjects';
import { itemTimes } from './times';

type Change = { serviceId: number; personId: number; at: number; add: boolean };

async function keptNow(tx: Tx, tenantId: string, changes: Change[]): Promise<Set<string>> {
  const { rows } = await sql<{ service_id: number; person_id: number }>`select f.service_id, f.person_id from service_favourites f
    join unnest(${typedArray(
      changes.map((c) => c.serviceId),
      'int4',
    )}, ${typedArray(
      changes.map((c) => c.personId),
      'int4',
    )}) as u(s, p) on f.service_id = u.s and f.person_id = u.p
    where f.tenant_id = ${tenantId}`.execute(tx);
  return new Set(rows.map((r) => `${r.service_id}:${r.person_id}`));
}

export async function recordFavourites(db: Db, tenantId: string, batch: FavouriteBatch, nowMs: number): Promise<BatchAnswer> {
  const times = itemTimes(batch.events, 'events', nowMs);
  await checkServices(db, tenantId, batch.events, 'events');
  const people = await resolveAccounts(
    db,
    tenantId,
    batch.events.map((e) => e.account),
  );
  const changes: Change[] = [];
  batch.events.forEach((e, i) => {
    const person = people.get(e.account);
    if (person) changes.push({ serviceId: e.serviceId, personId: person.id, at: times[i], add: e.action === 'add' });
  });
  changes.sort((a, b) => a.at - b.at);
  const answer: BatchAnswer = { batchId: batch.batchId, accepted: batch.events.length, matched: changes.length };
  const dayOf = dayOfZone(await tenantZone(db, tenantId));
  await inTransaction(db, async (tx) => {
    await claimBatch(tx, tenantId, 'favourites', answer, nowMs);
    if (changes.length === 0) return;
    const kept = await keptNow(tx, tenantId, changes);
    const wasKept = new Set(kept);
    const addedAt = new Map<string, number>();
    const days = new Map<string, { day: string; serviceId: number; added: number; removed: number }>();
    for (const c of changes) {
      const pair = `${c.serviceId}:${c.personId}`;
      if (c.add === kept.has(pair)) continue;
      if (c.add) kept.add(pair);
      else kept.delete(pair);
      if (c.add) addedAt.set(pair, c.at);
      const day = dayOf(c.at);
      const counts = days.get(`${day}:${c.serviceId}`) ?? { day, serviceId: c.serviceId, added: 0, removed: 0 };
      counts[c.add ? 'added' : 'removed'] += 1;
      days.set(`${day}:${c.serviceId}`, counts);
    }
    const gone = [...wasKept].filter((p) => !kept.has(p)).map((p) => p.split(':').map(Number));
    const fresh = [...kept].filter((p) => !wasKept.has(p)).map((p) => [...p.split(':').map(Number), addedAt.get(p)!]);
    if (gone.length) {
      await sql`delete from service_favourites f using unnest(${typedArray(
        gone.map((g) => g[0]),
        'int4',
      )}, ${typedArray(
        gone.map((g) => g[1]),
        'int4',
      )}) as u(s, p) where f.tenant_id = ${tenantId} and f.service_id = u.s and f.person_id = u.p`.execute(tx);
    }
    if (fresh.length) {
      await sql`insert into service_favourites (tenant_id, service_id, person_id, created_at)
        select ${tenantId}, u.* from unnest(${typedArray(
          fresh.map((f) => f[0]),
          'int4',
        )}, ${typedArray(
          fresh.map((f) => f[1]),
          'int4',
        )}, ${typedArray(
          fresh.map((f) => new Date(f[2])),
          'timestamptz',
        )}) as u`.execute(tx);
    }
    const rows = [...days.values()];
    if (rows.length) {
      await sql`insert into service_favourite_days as d (tenant_id, day, service_id, added, removed)
        select ${tenantId}, u.* from unnest(${typedArray(
          rows.map((r) => r.day),
          'text',
        )}::date[], ${typedArray(
          rows.map((r) => r.serviceId),
          'int4',
        )}, ${typedArray(
          rows.map((r) => r.added),
          'int4',
        )}, ${typedArray(
          rows.map((r) => r.removed),
          'int4',
        )}) as u
        on conflict (tenant_id, day, service_id) do update set added = d.added + excluded.added, removed = d.removed + excluded.removed`.execute(tx);
    }
  });
  return answer;
}
