// One batch, one short transaction: write the rows, record failures, add the counts and the last
// row to the job. A restart resumes after the last committed batch, so no row is written twice.
// While the file brings new records, a batch is first inserted straight away, in one statement (a
// savepoint guards it): a row it inserts matched and clashed with nothing stored, which is exactly
// what deciding row by row would have concluded, at the cost of the insert alone. When a row
// collides with a stored record, the batch is rolled back to the savepoint and inserted again
// leaving out the colliding rows (ON CONFLICT DO NOTHING: one statement; it costs ~10 % more than
// the plain insert, so it is not the first try), and only the rows it left out are decided against
// the stored records (update, skip or fail). A batch of which nothing could be inserted (a file of
// records already there) stops the insert-first attempts until a batch meets no stored record. Imports of the same table and tenant take turns through an advisory lock; a unique
// violation from a writer outside imports (someone saving a person meanwhile) retries the batch.
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
  inserted: InsertedRow[];
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
async function dryRun(tx: Tx, env: JobEnv, candidates: NormalisedRow[]): Promise<{ plan: BatchPlan; inserted: InsertedRow[] }> {
  const records = candidates.length ? await findExisting(tx, env.storage, env.scope, candidates) : [];
  return { plan: planBatch(candidates, records, env.plan), inserted: [] };
}

const allNew = (rows: NormalisedRow[]): BatchPlan => ({ inserts: rows, updates: [], unchanged: [], skipped: [], failed: [] });

/**
 * Inserts every row; when one collides with a stored record, inserts again those that do not
 * (the colliding ones left out). Answers the rows inserted.
 */
async function insertWhatIsNew(tx: Tx, w: WriteContext, candidates: NormalisedRow[]): Promise<InsertedRow[]> {
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

async function write(tx: Tx, env: JobEnv, candidates: NormalisedRow[], now: Date): Promise<{ plan: BatchPlan; inserted: InsertedRow[] }> {
  await sql`select pg_advisory_xact_lock(hashtext(${`import:${env.scope.tenantId}:${env.storage.table}`}))`.execute(tx);
  const w: WriteContext = { tenantId: env.scope.tenantId, jobKey: env.job.key, jobSeq: env.job.seq, storage: env.storage, now };
  let fresh: InsertedRow[] = [];
  let rest = candidates;
  if (env.insertFirst && candidates.length) {
    fresh = await insertWhatIsNew(tx, w, candidates);
    if (fresh.length === candidates.length) return { plan: allNew(candidates), inserted: await applyPlan(tx, w, allNew([]), fresh) };
    if (fresh.length === 0) env.insertFirst = false;
    const inserted = new Set(fresh.map((f) => f.row));
    rest = candidates.filter((r) => !inserted.has(r));
  }
  const records = rest.length ? await findExisting(tx, env.storage, env.scope, rest) : [];
  if (records.length === 0) env.insertFirst = true;
  const plan = planBatch(rest, records, env.plan);
  const written = await applyPlan(tx, w, plan, fresh);
  // the counts name the rows inserted first among the batch's inserts
  return { plan: fresh.length ? { ...plan, inserts: [...fresh.map((f) => f.row), ...plan.inserts] } : plan, inserted: written };
}

async function attempt(env: JobEnv, rows: NormalisedRow[], lastRow: number): Promise<BatchResult> {
  const prefailed = rows.filter((r) => r.issues.length > 0);
  const candidates = rows.filter((r) => r.issues.length === 0);
  const now = env.now();
  const sample = env.job.dryRun ? [...env.job.sample] : [];
  const numericCells = tallyNumeric(env.job.numericCells, rows);
  const result = await inTransaction(env.db, async (tx) => {
    const { plan, inserted } = env.job.dryRun ? await dryRun(tx, env, candidates) : await write(tx, env, candidates, now);
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
    return { cancelRequested, plan, inserted };
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
