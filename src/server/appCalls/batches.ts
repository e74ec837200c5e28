// Each accepted batch's idempotency key (app_batches), claimed in the transaction that writes
// the batch: the same batch id again (from the same tenant) is refused 409 with the counts the
// first answer gave, so an app that lost the answer learns the batch is in. Kept 30 days.
import { sql } from 'kysely';
import type { BatchAnswer } from '../../shared/appCalls/api';
import type { Tx } from '../db/transaction';
import { refuseApp } from './refusal';

const KEEP_MS = 30 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;
let lastPrune = 0;

export type BatchKind = 'visits' | 'favourites' | 'ratings' | 'alumniPosts' | 'alumniForwards' | 'alumniComments' | 'alumniLikes' | 'alumniReports';

/** Claims the batch id for the answer about to be given; refuses a batch id already taken. */
export async function claimBatch(tx: Tx, tenantId: string, kind: BatchKind, answer: BatchAnswer, nowMs: number): Promise<void> {
  if (nowMs - lastPrune > PRUNE_EVERY_MS) {
    lastPrune = nowMs;
    await sql`delete from app_batches where received_at < ${new Date(nowMs - KEEP_MS)}`.execute(tx);
  }
  const { rows } = await sql`insert into app_batches (tenant_id, batch_id, kind, items, matched, received_at)
    values (${tenantId}, ${answer.batchId}, ${kind}, ${answer.accepted}, ${answer.matched}, ${new Date(nowMs)})
    on conflict (tenant_id, batch_id) do nothing returning batch_id`.execute(tx);
  if (rows.length > 0) return;
  const { rows: first } = await sql<{ items: number; matched: number }>`select items, matched from app_batches
    where tenant_id = ${tenantId} and batch_id = ${answer.batchId}`.execute(tx);
  const counts = { batchId: answer.batchId, accepted: first[0]?.items ?? 0, matched: first[0]?.matched ?? 0 };
  refuseApp(409, 'appCalls.replayedBatch', { batchId: answer.batchId }, counts);
}
