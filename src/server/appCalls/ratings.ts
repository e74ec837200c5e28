// Records a batch of ratings: each person's latest score of a service wins (service_ratings),
// within the batch and against what is stored (an older rating arriving late changes nothing),
// in one transaction with the batch's idempotency key. An account that names nobody of the
// tenant is not recorded (the answer's `matched` counts the ratings that named someone).
import { sql } from 'kysely';
import type { BatchAnswer, RatingBatch } from '../../shared/appCalls/api';
import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { typedArray } from '../imports/jobs/setSql';
import { claimBatch } from './batches';
import { checkServices, resolveAccounts } from './subjects';
import { itemTimes } from './times';

type Latest = { serviceId: number; personId: number; score: number; comment: string; at: number };

export async function recordRatings(db: Db, tenantId: string, batch: RatingBatch, nowMs: number): Promise<BatchAnswer> {
  const times = itemTimes(batch.ratings, 'ratings', nowMs);
  await checkServices(db, tenantId, batch.ratings, 'ratings');
  const people = await resolveAccounts(
    db,
    tenantId,
    batch.ratings.map((r) => r.account),
  );
  const latest = new Map<string, Latest>();
  let matched = 0;
  batch.ratings.forEach((r, i) => {
    const person = people.get(r.account);
    if (!person) return;
    matched += 1;
    const pair = `${r.serviceId}:${person.id}`;
    const seen = latest.get(pair);
    if (!seen || seen.at <= times[i]) latest.set(pair, { serviceId: r.serviceId, personId: person.id, score: r.score, comment: r.comment ?? '', at: times[i] });
  });
  const rows = [...latest.values()];
  const answer: BatchAnswer = { batchId: batch.batchId, accepted: batch.ratings.length, matched };
  await inTransaction(db, async (tx) => {
    await claimBatch(tx, tenantId, 'ratings', answer, nowMs);
    if (rows.length === 0) return;
    await sql`insert into service_ratings as r (tenant_id, service_id, person_id, score, comment, rated_at)
      select ${tenantId}, u.* from unnest(${typedArray(
        rows.map((x) => x.serviceId),
        'int4',
      )}, ${typedArray(
        rows.map((x) => x.personId),
        'int4',
      )}, ${typedArray(
        rows.map((x) => x.score),
        'int2',
      )}, ${typedArray(
        rows.map((x) => x.comment),
        'text',
      )}, ${typedArray(
        rows.map((x) => new Date(x.at)),
        'timestamptz',
      )}) as u
      on conflict (tenant_id, service_id, person_id) do update
        set score = excluded.score, comment = excluded.comment, rated_at = excluded.rated_at
        where r.rated_at <= excluded.rated_at`.execute(tx);
  });
  return answer;
}
