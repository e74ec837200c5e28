// Who waits for an export. Its follower (the dialog that started it, or the job centre that took
// it over) polls its progress every 3 s; each poll is recorded on the job (`followed_at`), and
// the first poll that answers its ending marks that ending seen. A job whose follower has been
// silent for the silence time (FOLLOWER_SILENCE_MS by default) is cancelled by the sweep, since
// its page is gone and the dialog said that closing cancels, unless the user chose to keep it
// running in the job centre: a queued job ends at once, a running one after its current page.
// Every process serving calls sweeps (the statement is the same whoever runs it). An ending
// nobody saw (a job kept running, then the tab closed; a job cancelled for its silent follower)
// is listed as unseen by the job centre, which announces it at the next sign-in and marks it seen.
import { Selectable, sql } from 'kysely';
import type { Db } from '../db/schema';
import type { Identity } from '../../shared/domain/people';
import type { FileStore } from '../imports/fileStore';
import type { ExportKind } from './kinds';
import { endExport } from './jobRows';
import { exportDb, ExportJobsTable } from './tables';

type ExportJobRow = Selectable<ExportJobsTable>;

/**
 * How long a follower may be silent. Above the one-minute step browsers give the timers of a tab
 * hidden for five minutes (Chrome's intensive throttling), so a console left in a background tab
 * keeps its export; a closed tab's export stops within two minutes.
 */
export const FOLLOWER_SILENCE_MS = 120_000;

/** the reason a cancel for a silent follower gives (an i18n key) */
export const UNFOLLOWED_REASON = 'export.cancelledUnfollowed';

/** How often the sweep looks: a quarter of the silence time, between a second and 30 s. */
export const sweepEveryMs = (silenceMs: number) => Math.min(30_000, Math.max(1000, Math.round(silenceMs / 4)));

/**
 * The sweep: exports whose follower has been silent for `silenceMs`, not kept running, are asked
 * to stop with that reason; a queued one ends here (a file of an earlier attempt goes with it), a
 * running one after its page. Answers the keys it stopped.
 */
export async function cancelUnfollowed(db: Db, files: FileStore, now: Date, silenceMs: number): Promise<string[]> {
  const rows = await exportDb(db)
    .updateTable('export_jobs')
    .set({ cancel_requested: true, error_msg: UNFOLLOWED_REASON })
    .where('state', 'in', ['queued', 'running'])
    .where('cancel_requested', '=', false)
    .where('keep_running', '=', false)
    .where('followed_at', '<', new Date(now.getTime() - silenceMs))
    .returning(['key', 'state', 'stored_name'])
    .execute();
  for (const row of rows)
    if (row.state === 'queued' && (await endExport(db, row.key, null, 'cancelled', now)) && row.stored_name) await files.remove(row.stored_name);
  return rows.map((r) => r.key);
}

const ENDED = ['finished', 'failed', 'cancelled'] as const;

/** Which job a poll names: the tenant's, by key, and of that kind and identity when the call says. */
export interface Followed {
  tenantId: string;
  key: string;
  kind?: ExportKind;
  identity?: Identity;
}

/**
 * A poll of the job by its follower, in one statement: recorded, and an ending it answers is seen.
 * The row as it now is; undefined when no job of the tenant answers to the poll.
 */
export async function followExport(db: Db, job: Followed, now: Date): Promise<ExportJobRow | undefined> {
  let q = exportDb(db)
    .updateTable('export_jobs')
    .set({
      followed_at: now,
      ending_seen_at: sql<Date | null>`case when state in ('finished', 'failed', 'cancelled') then coalesce(ending_seen_at, ${now}) else ending_seen_at end`,
    })
    .where('tenant_id', '=', job.tenantId)
    .where('key', '=', job.key);
  if (job.kind) q = q.where('kind', '=', job.kind);
  if (job.identity) q = q.where('identity', '=', job.identity);
  return q.returningAll().executeTakeFirst();
}

/** The user keeps a running job in the job centre: its follower may go silent. False once it has ended. */
export async function keepExportRunning(db: Db, job: ExportJobRow): Promise<boolean> {
  const r = await exportDb(db)
    .updateTable('export_jobs')
    .set({ keep_running: true })
    .where('key', '=', job.key)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(r.numUpdatedRows ?? 0) > 0;
}

/** Endings the job centre has announced to their user, marked seen (the user's own jobs only). */
export async function markEndingsSeen(db: Db, owner: { tenantId: string; userId: number }, keys: string[], now: Date): Promise<number> {
  if (keys.length === 0) return 0;
  const r = await exportDb(db)
    .updateTable('export_jobs')
    .set({ ending_seen_at: now })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('key', 'in', keys)
    .where('state', 'in', ENDED)
    .where('ending_seen_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows ?? 0);
}
