// The import history of a tenant, newest first: who, when, which file and target, the mapping,
// the counts, the state and the error key, and whether an import has nothing left to undo. It is the jobs table itself, so it survives a refresh
// and a restart.
import type { Db } from '../db/schema';
import { importEnded, ImportHistoryRow, ImportTargetKey } from '../../shared/imports';
import { jobsWithRowsLeft } from './rowsLeft';
import { importDb } from './tables';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../shared/paging';

export interface HistoryQuery {
  pageIndex?: number;
  pageSize?: number;
  target?: string;
}

/** the largest size the lists offer */
const MAX_PAGE = Math.max(...PAGE_SIZES);

export async function importHistory(db: Db, tenantId: string, q: HistoryQuery): Promise<{ data: ImportHistoryRow[]; total: number }> {
  const index = q.pageIndex && q.pageIndex >= 1 ? q.pageIndex : 1;
  const size = q.pageSize && q.pageSize >= 1 ? Math.min(q.pageSize, MAX_PAGE) : DEFAULT_PAGE_SIZE;
  let base = importDb(db).selectFrom('import_jobs').where('tenant_id', '=', tenantId);
  if (q.target) base = base.where('target', '=', q.target);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  if (total === 0) return { data: [], total };
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(size)
    .offset((index - 1) * size)
    .execute();
  // a real import that ended and is not undone yet can be undone while a row it wrote is left,
  // whatever its end (a failed or cancelled run keeps the batches it wrote); a finished one with
  // none left is spent
  const ended = rows.filter((r) => importEnded(r.state) && !r.dry_run && !r.undone_at).map((r) => r.key);
  const left = await jobsWithRowsLeft(db, tenantId, ended);
  return {
    total,
    data: rows.map((r) => ({
      key: r.key,
      target: r.target as ImportTargetKey,
      fileName: r.params.fileName,
      userName: r.user_name,
      createdAt: r.created_at.toISOString(),
      finishedAt: r.finished_at?.toISOString() ?? null,
      state: r.state,
      dryRun: r.dry_run,
      ruleNum: r.params.ruleNum,
      mapping: r.params.mapping,
      totalNum: r.state === 'queued' || r.state === 'running' ? Math.max(r.total_estimate, r.finish_num) : r.total_num,
      newInsertNum: r.new_insert_num,
      updateNum: r.update_num,
      jumpNum: r.jump_num,
      failNum: r.fail_num,
      errorKey: r.error_key,
      undoneAt: r.undone_at?.toISOString() ?? null,
      ...(r.state === 'finished' && ended.includes(r.key) && !left.has(r.key) ? { spent: true } : {}),
      ...(left.has(r.key) ? { undoable: true } : {}),
    })),
  };
}
