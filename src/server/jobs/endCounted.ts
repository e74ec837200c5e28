// Ending a job that counts its items one by one (inserted + updated + skipped + failed = finished):
// the Excel import's rows and the photo import's photos. One statement for both kinds: the total
// becomes the items it went through, so the counts add up in every end state, and an error key
// is issued when there is a report to read (a failed item, or the job failed). The table name is
// one of the two below, never text from a request.
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';

export type EndState = 'finished' | 'failed' | 'cancelled';

/** What differs between the two kinds. */
export interface CountedJobKind {
  table: 'import_jobs' | 'photo_import_jobs';
  /** the message of a job that ended with failed items and no message of its own */
  someFailed: string;
  newErrorKey: () => string;
  /** the states of a job nobody runs yet, which ending it without a worker may end */
  idleStates: readonly string[];
  /** the job's file (stored_name) is no longer needed once it ends */
  dropsFile: boolean;
}

export interface EndMessage {
  msg: string;
  params?: Record<string, string | number>;
}

/**
 * Ends the job. With a worker, only while that worker holds it running (a job taken over is not
 * this worker's to end); without one, only while nobody runs it (one of the kind's idle states).
 * Answers whether it ended.
 */
export async function endCountedJob(
  db: Db | Tx,
  kind: CountedJobKind,
  key: string,
  workerId: string | null,
  state: EndState,
  now: Date,
  message?: EndMessage,
): Promise<boolean> {
  const t = sql.table(kind.table);
  const current = await sql<{ fail_num: number }>`select fail_num from ${t} where key = ${key}`.execute(db);
  if (!current.rows[0]) throw new Error(`no ${kind.table} row ${key}`);
  const failed = current.rows[0].fail_num;
  const hasReport = failed > 0 || state === 'failed';
  const msg = message?.msg ?? (failed > 0 ? kind.someFailed : null);
  const params = message ? (message.params ?? {}) : failed > 0 ? { failed } : null;
  const file = kind.dropsFile ? sql`stored_name = null,` : sql``;
  const held = workerId ? sql`worker_id = ${workerId} and state = 'running'` : sql`state in (${sql.join(kind.idleStates.map((s) => sql`${s}`))})`;
  const r = await sql`update ${t}
    set state = ${state}, finished_at = ${now}, heartbeat_at = ${now}, total_num = finish_num, ${file}
      error_key = ${hasReport ? kind.newErrorKey() : null}, error_msg = ${msg}, error_params = ${params ? JSON.stringify(params) : null}
    where key = ${key} and ${held}`.execute(db);
  return Number(r.numAffectedRows ?? 0) > 0;
}
