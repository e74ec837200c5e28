// What needs the administrator's attention in one tenant, counted in one round of parallel
// queries (one a table): failed jobs of the last ATTENTION_WINDOW_DAYS days and jobs queued or
// running now, for imports, exports, photo imports and photo exports; services off the shelf;
// posts held for review and reports not decided yet (both channels; the link opens the channel of
// the newest); and the figures of the same days (people added, imports finished, exports of every
// kind finished: people, collections and photos). Each job item links to the screen of its newest
// job's target and opens the job centre; the other items open their list filtered.
import { sql } from 'kysely';
import { Attention, ATTENTION_WINDOW_DAYS, AttentionItem, AttentionKey } from '../../shared/home/api';
import { attentionLink } from '../../shared/home/links';
import { POST_STATUS, REPORT_STATUS } from '../../shared/alumni/posts';
import type { Db } from '../db/schema';

interface JobCounts {
  failed: number;
  running: number;
  finished: number;
  failed_latest: string | null;
  running_latest: string | null;
}

const DAY_MS = 24 * 3600 * 1000;

/** Counts of one jobs table; `target` names the column that says which screen a job belongs to. */
function jobCounts(
  db: Db,
  table: 'import_jobs' | 'export_jobs' | 'photo_import_jobs',
  target: 'target' | 'identity',
  tenantId: string,
  since: Date,
  running: string[],
  kind?: 'xlsx' | 'photos',
) {
  const t = sql.table(table);
  const col = sql.ref(target);
  const live = sql.join(running.map((s) => sql.lit(s)));
  const ofKind = kind ? sql`and kind = ${kind}` : sql``;
  return sql<JobCounts>`
    select
      count(*) filter (where state = 'failed' and created_at >= ${since})::int as failed,
      count(*) filter (where state in (${live}))::int as running,
      count(*) filter (where state = 'finished' and finished_at >= ${since})::int as finished,
      (array_agg(${col} order by created_at desc) filter (where state = 'failed' and created_at >= ${since}))[1] as failed_latest,
      (array_agg(${col} order by created_at desc) filter (where state in (${live})))[1] as running_latest
    from ${t}
    where tenant_id = ${tenantId} ${ofKind} and (state in (${live}) or created_at >= ${since} or finished_at >= ${since})`
    .execute(db)
    .then((r) => r.rows[0]);
}

const count = (q: Promise<{ rows: { n: number }[] }>) => q.then((r) => Number(r.rows[0]?.n ?? 0));

interface Newest {
  n: number;
  latest: string | null;
}
const newestOf = (q: Promise<{ rows: Newest[] }>) => q.then((r) => ({ n: Number(r.rows[0]?.n ?? 0), latest: r.rows[0]?.latest ?? null }));

export async function attentionOf(db: Db, tenantId: string, now: number): Promise<Attention> {
  const since = new Date(now - ATTENTION_WINDOW_DAYS * DAY_MS);
  const [imports, exports, photoImports, photoExports, offShelf, peopleAdded, held, reports, exportsFinished] = await Promise.all([
    jobCounts(db, 'import_jobs', 'target', tenantId, since, ['queued', 'running']),
    jobCounts(db, 'export_jobs', 'identity', tenantId, since, ['queued', 'running'], 'xlsx'),
    // 'waiting': the photos wait for the rows import started with them
    jobCounts(db, 'photo_import_jobs', 'identity', tenantId, since, ['waiting', 'queued', 'running']),
    jobCounts(db, 'export_jobs', 'identity', tenantId, since, ['queued', 'running'], 'photos'),
    count(sql<{ n: number }>`select count(*)::int as n from services where tenant_id = ${tenantId} and shelf_status = 0`.execute(db)),
    count(sql<{ n: number }>`select count(*)::int as n from people where tenant_id = ${tenantId} and created_at >= ${since}`.execute(db)),
    newestOf(
      sql<Newest>`select count(*)::int as n, (array_agg(channel order by created_at desc, id desc))[1] as latest
      from alumni_posts where tenant_id = ${tenantId} and status = ${POST_STATUS.HELD}`.execute(db),
    ),
    newestOf(
      sql<Newest>`select count(distinct r.post_id)::int as n, (array_agg(p.channel order by r.id desc))[1] as latest
      from alumni_reports r join alumni_posts p on p.id = r.post_id
      where r.tenant_id = ${tenantId} and r.status = ${REPORT_STATUS.OPEN}`.execute(db),
    ),
    count(
      sql<{ n: number }>`select count(*)::int as n from export_jobs
      where tenant_id = ${tenantId} and state = 'finished' and finished_at >= ${since}`.execute(db),
    ),
  ]);
  const item = (key: AttentionKey, n: number, latest: string | null = null): AttentionItem => ({ key, count: n, link: attentionLink(key, latest) });
  const job = (key: AttentionKey, n: number, latest: string | null): AttentionItem => ({ ...item(key, n, latest), jobs: true });
  return {
    items: [
      job('importsFailed', imports.failed, imports.failed_latest),
      job('importsRunning', imports.running, imports.running_latest),
      job('exportsFailed', exports.failed, exports.failed_latest),
      job('exportsRunning', exports.running, exports.running_latest),
      job('photoImportsFailed', photoImports.failed, photoImports.failed_latest),
      job('photoImportsRunning', photoImports.running, photoImports.running_latest),
      job('photoExportsFailed', photoExports.failed, photoExports.failed_latest),
      job('photoExportsRunning', photoExports.running, photoExports.running_latest),
      item('servicesOffShelf', offShelf),
      item('postsHeld', held.n, held.latest),
      item('reportsOpen', reports.n, reports.latest),
    ],
    figures: { days: ATTENTION_WINDOW_DAYS, peopleAdded, importsFinished: imports.finished, exportsFinished },
    at: new Date(now).toISOString(),
  };
}
