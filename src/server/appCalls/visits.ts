// Records a batch of visits: the log (service_visits, visitLog.ts) and the daily roll-up per
// service, day in Beijing time and identity (service_visit_days) in one transaction, with the
// batch's idempotency key. The roll-up is counted here from the batch (a few hundred rows at most
// for 1,000 visits) and added by one upsert from unnest; the log is one statement a batch. A
// visit whose account names a person takes the person's identity.
import { sql } from 'kysely';
import type { BatchAnswer, VisitBatch } from '../../shared/appCalls/api';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';
import { typedArray } from '../imports/jobs/setSql';
import { claimBatch } from './batches';
import { beijingDay } from './days';
import { checkServices, resolveAccounts } from './subjects';
import { itemTimes } from './times';
import { VisitColumns, writeVisitLog } from './visitLog';

interface DayCount {
  day: string;
  serviceId: number;
  identity: string;
  visits: number;
}

/** The batch's visits per Beijing day, service and identity. */
function dayCounts(times: Float64Array, v: VisitColumns): DayCount[] {
  const counts = new Map<string, DayCount>();
  for (let i = 0; i < times.length; i += 1) {
    const day = beijingDay(times[i]);
    const key = `${day}\u001f${v.services[i]}\u001f${v.identities[i]}`;
    const c = counts.get(key);
    if (c) c.visits += 1;
    else counts.set(key, { day, serviceId: v.services[i], identity: v.identities[i], visits: 1 });
  }
  return [...counts.values()];
}

async function addDayCounts(tx: Tx, tenantId: string, days: DayCount[]): Promise<void> {
  const column = <K extends keyof DayCount>(k: K) => days.map((c) => c[k]);
  await sql`insert into service_visit_days as d (tenant_id, day, service_id, identity, visits)
    select ${tenantId}, u.day::date, u.service_id, u.identity, u.visits
    from unnest(${typedArray(column('day'), 'text')}, ${typedArray(column('serviceId'), 'int4')}, ${typedArray(column('identity'), 'text')},
      ${typedArray(column('visits'), 'int4')}) as u(day, service_id, identity, visits)
    on conflict (tenant_id, day, service_id, identity) do update set visits = d.visits + excluded.visits`.execute(tx);
}

export async function recordVisits(db: Db, tenantId: string, batch: VisitBatch, nowMs: number): Promise<BatchAnswer> {
  const { visits } = batch;
  const times = itemTimes(visits, 'visits', nowMs);
  await checkServices(db, tenantId, visits, 'visits');
  const people = await resolveAccounts(
    db,
    tenantId,
    visits.map((v) => v.account),
  );
  const n = visits.length;
  const columns: VisitColumns = {
    services: new Array<number>(n),
    personIds: new Array<number | null>(n),
    accounts: new Array<string>(n),
    identities: new Array<string>(n),
    clients: new Array<string>(n),
    at: new Array<string>(n),
  };
  let matched = 0;
  for (let i = 0; i < n; i += 1) {
    const v = visits[i];
    const person = v.account ? people.get(v.account) : undefined;
    if (person) matched += 1;
    columns.services[i] = v.serviceId;
    columns.personIds[i] = person?.id ?? null;
    columns.accounts[i] = v.account ?? '';
    columns.identities[i] = person?.identity ?? v.identity ?? '';
    columns.clients[i] = v.client;
    columns.at[i] = new Date(times[i]).toISOString();
  }
  const days = dayCounts(times, columns);
  const answer: BatchAnswer = { batchId: batch.batchId, accepted: n, matched };
  await inTransaction(db, async (tx) => {
    await claimBatch(tx, tenantId, 'visits', answer, nowMs);
    await writeVisitLog(db, tx, tenantId, batch.batchId, columns);
    await addDayCounts(tx, tenantId, days);
  });
  return answer;
}
