// Runs one claimed job: the worker thread parses and normalises the sheet while this thread writes
// the previous batch, one short transaction a batch, yielding to the event loop in between so the
// API keeps answering. A job resumed after a restart reads the file again and skips the rows
// its committed batches already hold.
import type { FastifyBaseLogger } from 'fastify';
import { importTarget } from '../../../shared/imports';
import type { Db } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { readSpreadsheet, readStagedSpreadsheet, SpreadsheetRefused } from '../../spreadsheet/readSpreadsheet';
import type { FileStore } from '../fileStore';
import { Refusal, Refused, refuse } from '../../refusal';
import { vacuumAfterWrites } from '../vacuum';
import { yieldToEventLoop } from '../../jobs/pace';
import { importDb } from '../tables';
import { loadUpload } from '../uploads';
import { refusalOfProblem } from '../upload/inspect';
import { commitBatch, JobEnv } from './commitBatch';
import { JobTakenOver } from '../../jobs/queue';
import { ClaimedJob, endJob } from './jobRows';
import { loadLookups } from './lookups';
import type { NormalisedRow } from './normaliseRow';
import { SheetRowReader } from './sheetRows';
import { storageOf } from './storage';
import { afterCommit } from './afterCommit';
import { canStageRows, importRowStageJob } from './importRowStage';

export interface RunContext {
  db: Db;
  files: FileStore;
  workerId: string;
  now: () => Date;
  batchSize: number;
  log: FastifyBaseLogger;
  /** PGlite has no autovacuum: vacuum after a large import so counts stay index-only */
  vacuum: boolean;
  stopping: () => boolean;
  /** tests: called after each committed batch */
  afterBatch?: (job: ClaimedJob, lastRow: number) => Promise<void> | void;
  /** the rows of each committed batch, counted (the metrics' import rows) */
  onRows?: (rows: number) => void;
}

export type RunOutcome = 'finished' | 'cancelled' | 'failed' | 'stopped' | 'lost';

const FIRST_CHUNK = 200;

/** A dry run writes nothing but its counts, so after a restart it simply starts over. */
async function restartDryRun(db: Db, job: ClaimedJob): Promise<void> {
  await inTransaction(db, async (tx) => {
    await importDb(tx).deleteFrom('import_errors').where('job_key', '=', job.key).execute();
    await importDb(tx)
      .updateTable('import_jobs')
      .set({ finish_num: 0, new_insert_num: 0, update_num: 0, jump_num: 0, fail_num: 0, last_row: 0, sample: '[]', numeric_cells: '[]' })
      .where('key', '=', job.key)
      .execute();
  });
  job.lastRow = 0;
  job.sample = [];
  job.numericCells = [];
}

async function prepare(ctx: RunContext, job: ClaimedJob): Promise<{ env: JobEnv; reader: SheetRowReader; storedName: string; kind: 'xlsx' | 'xls' }> {
  const target = importTarget(job.target);
  if (!target) return refuse('import.refused.uploadGone');
  const upload = await loadUpload(ctx.db, job.tenantId, job.uploadId);
  if (!(await ctx.files.exists(upload.storedName))) refuse('import.refused.uploadGone');
  if (job.dryRun && job.lastRow > 0) await restartDryRun(ctx.db, job);
  const storage = storageOf(target);
  const lookups = await loadLookups(ctx.db, job.tenantId, target);
  const reader = new SheetRowReader(target, storage, job.params, lookups);
  const headerOf = (column: string) => reader.headerOf.get(column) ?? '';
  const env: JobEnv = {
    db: ctx.db,
    workerId: ctx.workerId,
    job,
    now: ctx.now,
    storage,
    lookups,
    insertFirst: true,
    scope: { tenantId: job.tenantId, identity: target.identity },
    plan: {
      rule: job.params.ruleNum,
      // set once the header row is read: only mapped columns can match or clash
      check: [],
      unique: [],
      keepName: job.params.infoHandle === 2,
      orgType: target.orgType,
      lookups,
      headerOf,
    },
  };
  return { env, reader, storedName: upload.storedName, kind: upload.kind };
}

/** Commits one chunk of rows; answers how the job ends when it must stop here. */
async function commitChunk(ctx: RunContext, env: JobEnv, rows: NormalisedRow[]): Promise<RunOutcome | null> {
  const job = env.job;
  const lastRow = rows[rows.length - 1].n;
  const result = await commitBatch(env, rows, lastRow);
  job.lastRow = lastRow;
  ctx.onRows?.(rows.length);
  await afterCommit(env, result);
  await ctx.afterBatch?.(job, lastRow);
  if (result.cancelRequested) return 'cancelled';
  if (ctx.stopping()) return 'stopped';
  await yieldToEventLoop();
  return null;
}

async function process(ctx: RunContext, job: ClaimedJob): Promise<RunOutcome> {
  if (job.cancelRequested) return 'cancelled';
  const { env, reader, storedName, kind } = await prepare(ctx, job);
  // the folder store's own file, or a copy streamed from the database for the parse worker
  return ctx.files.withLocalFile(storedName, (file) => readAll(ctx, env, reader, file, kind));
}

/**
 * The job's normalised rows in batches. Where the target allows it the parse worker normalises
 * them (importRowStage.ts) and only the header row comes here as read; otherwise every row is
 * normalised here. Either way rows committed before a restart are read again only to rebuild
 * the in-file duplicate check, and not handed on.
 */
async function* normalisedBatches(ctx: RunContext, env: JobEnv, reader: SheetRowReader, file: string, kind: 'xlsx' | 'xls'): AsyncGenerator<NormalisedRow[]> {
  const job = env.job;
  const options = { batchSize: ctx.batchSize, markNumeric: true };
  const target = importTarget(job.target)!;
  if (canStageRows(target)) {
    const stage = importRowStageJob({ target: job.target, params: job.params, lookups: env.lookups.toData(), skipThrough: job.lastRow });
    for await (const batch of readStagedSpreadsheet<NormalisedRow>(file, kind, stage, options)) {
      for (const row of batch.rows) reader.read(row);
      yield batch.staged.filter((row) => row.n > job.lastRow);
    }
    return;
  }
  for await (const batch of readSpreadsheet(file, kind, options)) {
    const pending: NormalisedRow[] = [];
    for (const row of batch) {
      const out = reader.read(row);
      if (out && out.n > job.lastRow) pending.push(out);
    }
    yield pending;
  }
}

async function readAll(ctx: RunContext, env: JobEnv, reader: SheetRowReader, file: string, kind: 'xlsx' | 'xls'): Promise<RunOutcome> {
  const job = env.job;
  let first = true;
  for await (const pending of normalisedBatches(ctx, env, reader, file, kind)) {
    if (pending.length === 0) continue;
    env.plan.check = reader.keyColumns(job.params.checkFields);
    env.plan.unique = reader.keyColumns(env.storage.uniqueFields);
    // a job's first statements are planned and run cold (~2x slower): a small first chunk keeps
    // the event loop's longest wait short
    const chunks = first && pending.length > FIRST_CHUNK ? [pending.slice(0, FIRST_CHUNK), pending.slice(FIRST_CHUNK)] : [pending];
    first = false;
    for (const rows of chunks) {
      const outcome = await commitChunk(ctx, env, rows);
      if (outcome) return outcome;
    }
  }
  return 'finished';
}

function refusalOf(e: unknown): Refusal | null {
  if (e instanceof Refused) return e.refusal;
  if (e instanceof SpreadsheetRefused) return refusalOfProblem(e.problem);
  return null;
}

/** Ends the job as failed, with a first line in its report saying why. */
export async function failJob(ctx: Pick<RunContext, 'db' | 'now'>, job: ClaimedJob, workerId: string | null, why: Refusal): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    await importDb(tx)
      .insertInto('import_errors')
      .values({ job_key: job.key, row_n: 0, column_name: '', value: '', reason: why.key, params: why.params ? JSON.stringify(why.params) : null })
      .execute();
    await endJob(tx, job, workerId, 'failed', ctx.now(), { msg: why.key, params: why.params });
  });
}

export async function runJob(ctx: RunContext, job: ClaimedJob): Promise<RunOutcome> {
  let outcome: RunOutcome;
  try {
    outcome = await process(ctx, job);
  } catch (e) {
    if (e instanceof JobTakenOver) return 'lost';
    const why = refusalOf(e);
    if (!why) ctx.log.error({ err: e, job: job.key }, 'import job failed');
    await failJob(ctx, job, ctx.workerId, why ?? { key: 'import.refused.failed' });
    return 'failed';
  }
  if (outcome === 'stopped') return outcome;
  await endJob(ctx.db, job, ctx.workerId, outcome === 'cancelled' ? 'cancelled' : 'finished', ctx.now());
  if (outcome === 'finished' && ctx.vacuum && !job.dryRun) await vacuumAfter(ctx, job);
  return outcome;
}

/** The table a large import wrote, vacuumed (vacuum.ts). */
async function vacuumAfter(ctx: RunContext, job: ClaimedJob): Promise<void> {
  const row = await importDb(ctx.db).selectFrom('import_jobs').select(['new_insert_num', 'update_num']).where('key', '=', job.key).executeTakeFirst();
  if (!row) return;
  await vacuumAfterWrites(ctx.db, importTarget(job.target)?.identity ? 'people' : 'org_units', row.new_insert_num + row.update_num, ctx.log);
}
