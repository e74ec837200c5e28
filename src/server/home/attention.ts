// What needs the administrator's attention in one tenant, counted in one round of parallel
// queries (one a table): failed jobs of the last ATTENTION_WINDOW_DAYS days and jobs queued or
// running now, for imports, exports, photo imports and photo exports; services off the shelf;
// and the figures of the same days (people added, imports and exports finished). Each job item
// links to the screen of its newest job's target. Alumni reports have no table yet: not counted.
import { sql } from 'kysely';
import { Attention, ATTENTION_WINDOW_DAYS, AttentionItem, AttentionKey } from '../../shared/home/api';
import { attentionLink } from '../../shared/home/links';
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

export async function attentionOf(db: Db, tenantId: string, now: number): Promise<Attention> {
  const since = new Date(now - ATTENTION_WINDOW_DAYS * DAY_MS);
  const [imports, exports, photoImports, photoExports, offShelf, peopleAdded] = await Promise.all([
    jobCounts(db, 'import_jobs', 'target', tenantId, since, ['queued', 'running']),
    jobCounts(db, 'export_jobs', 'identity', tenantId, since, ['queued', 'running'], 'xlsx'),
    // 'waiting': the photos wait for the rows import started with them
    jobCounts(db, 'photo_import_jobs', 'identity', tenantId, since, ['waiting', 'queued', 'running']),
    jobCounts(db, 'export_jobs', 'identity', tenantId, since, ['queued', 'running'], 'photos'),
    count(sql<{ n: number }>`select count(*)::int as n from services where tenant_id = ${tenantId} and shelf_status = 0`.execute(db)),
    count(sql<{ n: number }>`select count(*)::int as n from people where tenant_id = ${tenantId} and created_at >= ${since}`.execute(db)),
  ]);
  const item = (key: AttentionKey, n: number, latest: string | null = null): AttentionItem => ({ key, count: n, link: attentionLink(key, latest) });
  return {
    items: [
      item('importsFailed', imports.failed, imports.failed_latest),
      item('importsRunning', imports.running, imports.running_latest),
      item('exportsFailed', exports.failed, exports.failed_latest),
      item('exportsRunning', exports.running, exports.running_latest),
      item('photoImportsFailed', photoImports.failed, photoImports.failed_latest),
      item('photoImportsRunning', photoImports.running, photoImports.running_latest),
      item('photoExportsFailed', photoExports.failed, photoExports.failed_latest),
      item('photoExportsRunning', photoExports.running, photoExports.running_latest),
      item('servicesOffShelf', offShelf),
    ],
    figures: { days: ATTENTION_WINDOW_DAYS, peopleAdded, importsFinished: imports.finished, exportsFinished: exports.finished },
    at: new Date(now).toISOString(),
  };
}
