// The job centre's rows of the two import kinds, read through each kind's own progress answer
// (imports/status.ts taskStatus, photoImport/status.ts photoImportStatus), so the counts, rate and
// error key are the ones its progress dialog shows. An Excel import job that carries a photo
// zip's spreadsheet is part of that photo import and is not listed on its own.
import { sql, Selectable } from 'kysely';
import type { JobItem } from '../../shared/jobs/api';
import { importEnded, importTarget } from '../../shared/imports';
import type { Db } from '../db/schema';
import { jobsWithRowsLeft } from '../imports/rowsLeft';
import { taskStatus } from '../imports/status';
import { importDb, ImportJobsTable } from '../imports/tables';
import { photoImportStatus } from '../photoImport/status';
import { photoImportDb } from '../photoImport/tables';
import type { Translate } from '../types';
import type { JobScope } from './scope';
import { inScope, jobItem } from './jobItem';

type ImportJob = Selectable<ImportJobsTable>;

const countsOf = (s: { newInsertNum: number; updateNum: number; jumpNum: number; failNum: number }) => ({
  inserted: s.newInsertNum,
  updated: s.updateNum,
  skipped: s.jumpNum,
  failed: s.failNum,
});

export async function importItems(db: Db, scope: JobScope, t: Translate): Promise<JobItem[]> {
  const rows = await importDb(db)
    .selectFrom('import_jobs')
    .selectAll()
    .where(sql<boolean>`not exists (select 1 from photo_import_jobs p where p.rows_job_key = import_jobs.key)`)
    .$call(inScope(scope))
    .execute();
  // undoable whatever its end, while a row it wrote is left (imports/history.ts)
  const undoable = rows.filter((r) => importEnded(r.state) && !r.dry_run && !r.undone_at).map((r) => r.key);
  const left = await jobsWithRowsLeft(db, scope.tenantId, undoable);
  return rows.map((job) => {
    const s = taskStatus(job, scope.nowMs, t);
    const target = importTarget(job.target);
    return jobItem(job, {
      kind: 'import',
      id: job.key,
      fileName: job.params.fileName,
      subject: target ? t(target.label) : job.target,
      target: job.target,
      state: job.state,
      dryRun: job.dry_run,
      done: s.finishNum,
      total: s.totalNum,
      rate: s.finishRate,
      counts: countsOf(s),
      errorMsg: s.errorMsg,
      errorKey: s.errorKey,
      undoable: left.has(job.key),
    });
  });
}

export async function photoImportItems(db: Db, scope: JobScope, t: Translate): Promise<JobItem[]> {
  const rows = await photoImportDb(db).selectFrom('photo_import_jobs').selectAll().where('state', '!=', 'mapping').$call(inScope(scope)).execute();
  const rowsKeys = rows.map((r) => r.rows_job_key).filter((k): k is string => k !== null);
  const rowsJobs = new Map<string, ImportJob>();
  if (rowsKeys.length > 0) {
    const found = await importDb(db).selectFrom('import_jobs').selectAll().where('tenant_id', '=', scope.tenantId).where('key', 'in', rowsKeys).execute();
    for (const r of found) rowsJobs.set(r.key, r);
  }
  return rows.map((job) => {
    const s = photoImportStatus(job, (job.rows_job_key && rowsJobs.get(job.rows_job_key)) || null, scope.nowMs, t);
    return jobItem(job, {
      kind: 'photoImport',
      id: job.key,
      fileName: job.file_name,
      subject: t(`identity.${job.identity}`),
      identity: job.identity,
      state: s.state === 'mapping' ? 'queued' : s.state,
      done: s.finishNum,
      total: s.totalNum,
      rate: s.finishRate,
      counts: countsOf(s),
      errorMsg: s.errorMsg,
      errorKey: s.errorKey,
    });
  });
}
