// The common batch of a file that brings new records: every row is new. Its whole write is one
// statement — the import's turn (advisory lock), the insert, the undo record and the job's
// progress — where the general path (commitBatch.ts) takes eight: on PGlite every statement costs
// its own round of parsing, planning and result handling, about a millisecond each. A row that
// collides with a stored record fails the statement and so the transaction; the batch is then
// written by the general path, which leaves the colliding rows out and decides them.
import { sql } from 'kysely';
import type { Tx } from '../../db/transaction';
import { insertStatement, WriteContext } from './applyPlan';
import { JobTakenOver } from '../../jobs/queue';
import { ClaimedJob, progressUpdate } from './jobRows';
import type { NormalisedRow } from './normaliseRow';
import type { NumericIdentifierColumn } from '../../../shared/imports';

/** The advisory lock through which imports of one table and tenant take turns. */
export const importTurn = (tenantId: string, table: string) => sql`pg_advisory_xact_lock(hashtext(${`import:${tenantId}:${table}`}))`;

export async function insertAtOnce(
  tx: Tx,
  job: { claimed: ClaimedJob; workerId: string },
  w: WriteContext,
  rows: NormalisedRow[],
  failed: number,
  lastRow: number,
  numericCells: NumericIdentifierColumn[] | undefined,
): Promise<{ cancelRequested: boolean }> {
  const counts = { inserted: rows.length, updated: 0, skipped: 0, failed };
  const progress = progressUpdate(tx, job.claimed, job.workerId, counts, lastRow, w.now, undefined, numericCells);
  // The turn is the insert's one-time condition (an init plan, evaluated once before any row is
  // read); joined to the rows instead, it cost ~3 µs a row. Nothing comes back but the job's
  // answer (no row when the job is no longer this worker's): the ids go straight into the undo
  // record.
  const result = await sql<{ cancel_requested: boolean }>`with turn as (select ${importTurn(w.tenantId, w.storage.table)}),
    ins as (${insertStatement(w, rows, { when: sql`exists (select from turn)`, returning: ['id'] })}),
    undo as (insert into import_changes (job_key, job_seq, table_name, inserted_ids, updated_ids, before, written_at)
      select ${w.jobKey}, ${w.jobSeq}, ${w.storage.table}, array_agg(id), '{}'::int4[], '[]'::jsonb, ${w.now} from ins),
    job as (${progress})
    select cancel_requested from job`.execute(tx);
  const answer = result.rows[0];
  if (!answer) throw new JobTakenOver('import_jobs', job.claimed.key);
  return { cancelRequested: answer.cancel_requested };
}
