// Records a batch of visits: the log's intake (visitLog.ts; filed into service_visits in the
// background) and the daily roll-up per service, day in the tenant's zone and identity
// (service_visit_days) in one transaction, with the batch's idempotency key. A full intake
// refuses the batch (503) before anything is checked. The roll-ups are counted here from the batch
// (a few hundred rows at most for 1,000 visits) and added by one statement (dayCounts.ts); the
// intake is one row a batch. A visit whose account names a person takes the person's identity.
import type { BatchAnswer, VisitBatch } from '../../shared/appCalls/api';
import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { claimBatch } from './batches';
import { addDayCounts, dayCounts } from './dayCounts';
import { checkServices, resolveAccounts } from './subjects';
import { itemTimes } from './times';
import { MAX_QUEUED_BATCHES } from './visitFiler';
import { queueVisitLog, recentQueuedVisitBatches, VisitColumns } from './visitLog';
import { refuseApp } from './refusal';
import { tenantZone } from '../time/tenantZone';

/** how long an app waits when the intake is full: the filer moves ~25,000 visits a second */
const BUSY_RETRY_S = 5;

export async function recordVisits(db: Db, tenantId: string, batch: VisitBatch, nowMs: number): Promise<BatchAnswer> {
  const { visits } = batch;
  if ((await recentQueuedVisitBatches(db, nowMs)) >= MAX_QUEUED_BATCHES)
    refuseApp(503, 'appCalls.busy', { seconds: BUSY_RETRY_S }, { retryAfter: BUSY_RETRY_S });
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
    atMs: new Array<number>(n),
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
    columns.atMs[i] = times[i];
  }
  const days = dayCounts(times, columns.services, columns.identities, await tenantZone(db, tenantId));
  const answer: BatchAnswer = { batchId: batch.batchId, accepted: n, matched };
  await inTransaction(db, async (tx) => {
    await claimBatch(tx, tenantId, 'visits', answer, nowMs);
    await queueVisitLog(tx, tenantId, batch.batchId, columns);
    await addDayCounts(tx, tenantId, days);
  });
  return answer;
}
