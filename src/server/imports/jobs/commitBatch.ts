// One batch, one short transaction: write the rows, record failures, add the counts and the last
// row to the job. A restart resumes after the last committed batch, so no row is written twice.
// While the file brings new records, a batch is first written as new in one statement (its turn,
// insert, undo record and progress: insertAtOnce.ts): a row it inserts matched and clashed with
// nothing stored, which is exactly what deciding row by row would have concluded, at the cost of
// the insert alone. When a row collides with a stored record, that statement fails and the batch
// is written again leaving out the colliding rows (ON CONFLICT DO NOTHING: one statement; it costs
// ~10 % more than the plain insert, so it is not the first try), and only the rows it left out are
// decided against the stored records (update, skip or fail). A batch of which nothing could be
// inserted (a file of records already there) stops the insert-first attempts until a batch meets
// no stored record. Organisation units (whose paths follow each write) try the plain insert under
// a savepoint instead. Imports of the same table and tenant take turns through an advisory lock; a
// unique violation from a writer outside imports (someone saving a person meanwhile) retries the
// batch.
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { inTransaction, isUniqueViolation, Tx } from '../../db/transaction';
import { applyPlan, InsertedRow, insertRows, WriteContext } from './applyPlan';
import { findExisting, Scope } from './existing';
import { BatchCounts, ClaimedJob, recordProgress } from './jobRows';
import type { JobLookups } from './lookups';
import type { NormalisedRow } from './normaliseRow';
import { BatchPlan, planBatch, PlanOptions } from './plan';
import { recordErrors, RowError } from './recordErrors';
import { tallyNumeric } from './numericIdentifiers';
import { addToSample } from './sample';
import { importTurn, insertAtOnce } from './insertAtOnce';
import type { TargetStorage } from './storage';

export interface JobEnv {
  db: Db;
  workerId: string;
  job: ClaimedJob;
  now: () => Date;
  storage: TargetStorage;
  scope: Scope;
  plan: PlanOptions;
  lookups: JobLookups;
  /** insert batches straight away (see above); cleared once the file meets stored records */
  insertFirst: boolean;
}

export interface BatchResult {
  cancelRequested: boolean;
  /** what happened to each row; `inserts` holds every row inserted */
  plan: BatchPlan;
}

const ATTEMPTS = 3;

function countsOf(plan: BatchPlan, prefailed: number): BatchCounts {
  return {
    inserted: plan.inserts.length,
    updated: plan.updates.length + plan.unchanged.length,
    skipped: plan.skipped.length,
    failed: prefailed + plan.failed.length,
  };
}

function errorsOf(prefailed: NormalisedRow[], plan: BatchPlan): RowError[] {
  const errors: RowError[] = prefailed.flatMap((r) => r.issues.map((i) => ({ ...i, row: r.n })));
  for (const f of plan.failed) errors.push({ ...f.issue, row: f.row.n });
  return errors.sort((a, b) => a.row - b.row);
}

/** A dry run decides every row against the stored records and writes nothing. */
async function dryRun(tx: Tx, env: JobEnv, candidates: NormalisedRow[]): Promise<BatchPlan> {
  const records = candidates.length ? await findExisting(tx, env.storage, env.scope, candidates) : [];
  return planBatch(candidates, records, env.plan);
}

const allNew = (rows: NormalisedRow[]): BatchPlan => ({ inserts: rows, updates: [], unchanged: [], skipped: [], failed: [] });

/**
 * Inserts every row; when one collides with a stored record, inserts again those that do not
 * (the colliding ones left out). Answers the rows inserted.
 */
async function insertWhatIsNew(tx: Tx, w: WriteContext, candidates: NormalisedRow[], collides: boolean): Promise<InsertedRow[]> {
  if (collides) return insertRows(tx, w, candidates, { skipConflicts: true });
  await sql`savepoint import_batch`.execute(tx);
  try {
    const inserted = await insertRows(tx, w, candidates);
    await sql`release savepoint import_batch`.execute(tx);
    return inserted;
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    await sql`rollback to savepoint import_batch`.execute(tx);
    return insertRows(tx, w, candidates, { skipConflicts: true });
  }
}

const writeContext = (env: JobEnv, now: Date): WriteContext => ({
  tenantId: env.scope.tenantId,
  jobKey: env.job.key,
  jobSeq: env.job.seq,
  storage: env.storage,
  now,
});

/** `collides`: the batch is known to meet a stored record (its one-statement insert failed). */
async function write(tx: Tx, env: JobEnv, candidates: NormalisedRow[], now: Date, collides: boolean): Promise<BatchPlan> {
  await sql`select ${importTurn(env.scope.tenantId, env.storage.table)}`.execute(tx);
  const w = writeContext(env, now);
  let fresh: InsertedRow[] = [];
  let rest = candidates;
  if (env.insertFirst && candidates.length) {
    fresh = await insertWhatIsNew(tx, w, candidates, collides);
    if (fresh.length === candidates.length) {
      await applyPlan(tx, w, allNew([]), fresh);
      return allNew(candidates);
    }
    if (fresh.length === 0) env.insertFirst = false;
    const inserted = new Set(fresh.map((f) => f.row));
    rest = candidates.filter((r) => !inserted.has(r));
  }
  const records = rest.length ? await findExisting(tx, env.storage, env.scope, rest) : [];
  if (records.length === 0) env.insertFirst = true;
  const plan = planBatch(rest, records, env.plan);
  await applyPlan(tx, w, plan, fresh);
  // the counts name the rows inserted first among the batch's inserts
  return fresh.length ? { ...plan, inserts: [...fresh.map((f) => f.row), ...plan.inserts] } : plan;
}

/** Whether the batch is written in one statement (insertAtOnce.ts): all rows new, as far as known. */
const atOnce = (env: JobEnv, candidates: NormalisedRow[]) => !env.job.dryRun && env.insertFirst && candidates.length > 0 && env.storage.table !== 'org_units';

async function attempt(env: JobEnv, rows: NormalisedRow[], lastRow: number): Promise<BatchResult> {
  const prefailed = rows.filter((r) => r.issues.length > 0);
  const candidates = rows.filter((r) => r.issues.length === 0);
  const now = env.now();
  const sample = env.job.dryRun ? [...env.job.sample] : [];
  const numericCells = tallyNumeric(env.job.numericCells, rows);
  let collides = false;
  if (atOnce(env, candidates)) {
    try {
      const done = await inTransaction(env.db, async (tx) => {
        const { cancelRequested } = await insertAtOnce(
          tx,
          { claimed: env.job, workerId: env.workerId },
          writeContext(env, now),
          candidates,
          prefailed.length,
          lastRow,
          numericCells ?? undefined,
        );
        await recordErrors(tx, env.job.key, errorsOf(prefailed, allNew([])));
        return { cancelRequested, plan: allNew(candidates) };
      });
      if (numericCells) env.job.numericCells = numericCells;
      return done;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      collides = true;
    }
  }
  const result = await inTransaction(env.db, async (tx) => {
    const plan = env.job.dryRun ? await dryRun(tx, env, candidates) : await write(tx, env, candidates, now, collides);
    await recordErrors(tx, env.job.key, errorsOf(prefailed, plan));
    const sampleChanged = env.job.dryRun && addToSample(sample, plan.updates, env.storage, env.lookups);
    const cancelRequested = await recordProgress(
      tx,
      env.job,
      env.workerId,
      countsOf(plan, prefailed.length),
      lastRow,
      now,
      sampleChanged ? sample : undefined,
      numericCells ?? undefined,
    );
    return { cancelRequested, plan };
  });
  if (env.job.dryRun) env.job.sample = sample;
  if (numericCells) env.job.numericCells = numericCells;
  return result;
}

export async function commitBatch(env: JobEnv, rows: NormalisedRow[], lastRow: number): Promise<BatchResult> {
  for (let i = 1; ; i += 1) {
    try {
      return await attempt(env, rows, lastRow);
    } catch (e) {
      if (!isUniqueViolation(e) || i >= ATTEMPTS) throw e;
    }
  }
}
