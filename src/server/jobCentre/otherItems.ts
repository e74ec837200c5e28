// The job centre's rows of the export kinds (the bulk export, a collection's export, the photo
// export: one export_jobs table), business package processing and the news synchronisation a
// user started, each read through its kind's own progress answer (exports/status.ts,
// businessPackages/status.ts, news/progress.ts).
import type { JobItem } from '../../shared/jobs/api';
import type { Db } from '../db/schema';
import { packageJobStatus } from '../businessPackages/status';
import { packageDb } from '../businessPackages/tables';
import { exportProgress } from '../exports/status';
import { exportDb } from '../exports/tables';
import { newsJobProgress } from '../news/progress';
import { newsDb } from '../news/tables';
import type { Translate } from '../types';
import type { JobScope } from './scope';
import { inScope, jobItem } from './jobItem';

export async function exportItems(db: Db, scope: JobScope, t: Translate, link: (key: string) => string): Promise<JobItem[]> {
  const rows = await exportDb(db).selectFrom('export_jobs').selectAll().$call(inScope(scope)).execute();
  return rows.map((job) => {
    const p = exportProgress(job, link, t);
    const resource = job.kind === 'resource' ? (job.params as unknown as { resource?: string }).resource : undefined;
    return jobItem(job, {
      kind: job.kind === 'photos' ? 'photoExport' : 'export',
      id: job.key,
      fileName: p.fileName,
      subject: job.identity ? t(`identity.${job.identity}`) : (resource ?? null),
      identity: job.identity,
      state: job.state,
      done: p.finishNum,
      total: p.totalNum,
      rate: p.finishRate,
      errorMsg: p.errorMsg,
      url: p.url,
      endingUnseen: job.finished_at !== null && job.ending_seen_at === null,
    });
  });
}

export async function packageItems(db: Db, scope: JobScope, t: Translate): Promise<JobItem[]> {
  const rows = await packageDb(db).selectFrom('business_package_jobs').selectAll().$call(inScope(scope)).execute();
  return rows.map((job) => {
    const s = packageJobStatus(job, t);
    return jobItem(job, {
      kind: 'businessPackage',
      id: job.key,
      fileName: s.fileName,
      subject: s.code ? `${s.code}${s.version ? ` ${s.version}` : ''}` : null,
      state: s.state,
      done: s.finished ? 1 : 0,
      total: 1,
      rate: s.finishRate,
      errorMsg: s.errorMsg,
    });
  });
}

export async function newsItems(db: Db, scope: JobScope, t: Translate): Promise<JobItem[]> {
  const rows = await newsDb(db).selectFrom('news_sync_jobs').selectAll().$call(inScope(scope)).execute();
  return rows.map((job) => {
    const p = newsJobProgress(job, t);
    const total = Math.max(p.total, p.done);
    const counts = p.counts && {
      inserted: p.counts['appService.sync.added'] ?? 0,
      updated: p.counts['appService.sync.updated'] ?? 0,
      removed: p.counts['appService.sync.removed'] ?? 0,
      skipped: 0,
      failed: 0,
    };
    return jobItem(job, {
      kind: 'newsSync',
      id: job.key,
      state: p.state,
      done: p.done,
      total,
      rate: p.state === 'finished' ? 1 : total > 0 ? Math.min(0.99, p.done / total) : 0,
      counts,
      errorMsg: p.errorMsg,
    });
  });
}
