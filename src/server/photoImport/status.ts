// The progress poll's answer (document 001 §3 "Import progress result") from the job row, plus
// the Excel import job of the zip's spreadsheet when there is one (its own ImportTaskStatus, by
// the Excel import's helpers). Progress counts both passes of a photo (checked, then final), so
// error rule 2's place phase moves the bar too; with a spreadsheet its rows are the first half.
import type { PhotoImportStatus } from '../../shared/photos/api';
import type { Selectable } from 'kysely';
import { clockText, taskStatus } from '../imports/status';
import type { ImportJobsTable } from '../imports/tables';
import type { Translate } from '../types';
import type { PhotoJobRow } from './tables';

const ENDED = new Set(['finished', 'failed', 'cancelled']);

function photoRate(job: PhotoJobRow): number {
  if (job.state === 'finished') return 1;
  const total = job.photo_count;
  if (total === 0) return ENDED.has(job.state) ? 1 : 0;
  const rate = (job.checked_num + job.finish_num) / (2 * total);
  return ENDED.has(job.state) ? Math.min(1, rate) : Math.min(0.99, rate);
}

export function photoImportStatus(job: PhotoJobRow, rowsJob: Selectable<ImportJobsTable> | null, nowMs: number, t: Translate): PhotoImportStatus {
  const ended = ENDED.has(job.state);
  const rows = rowsJob ? taskStatus(rowsJob, nowMs, t) : null;
  const rowsDone = rowsJob ? ENDED.has(rowsJob.state) : true;
  const own = photoRate(job);
  let rate = rows ? ((rowsDone ? 1 : rows.finishRate) + own) / 2 : own;
  if (job.state === 'finished') rate = 1;
  else if (!ended) rate = Math.min(0.99, rate);
  const started = (rowsJob?.started_at ?? job.started_at)?.getTime();
  const elapsed = started ? (job.finished_at?.getTime() ?? nowMs) - started : 0;
  const remaining = !ended && rate > 0 ? (elapsed / rate) * (1 - rate) : 0;
  return {
    redisKey: job.key,
    state: job.state === 'waiting' ? 'queued' : job.state,
    finished: job.state === 'finished' ? 1 : 0,
    finishRate: Math.round(rate * 10000) / 10000,
    newInsertNum: job.new_insert_num,
    updateNum: job.update_num,
    jumpNum: job.jump_num,
    failNum: job.fail_num,
    successNum: job.new_insert_num + job.update_num,
    totalNum: ended ? job.total_num : job.photo_count,
    finishNum: job.finish_num,
    useTimeStr: clockText(elapsed),
    tryMathRemainTime: clockText(remaining),
    errorKey: job.error_key,
    errorMsg: job.error_msg ? t(job.error_msg, localParams(job.error_params, t)) : null,
    rows,
  };
}

/** Parameters that name a field (naming.*) are shown in the reader's language. */
export function localParams(params: Record<string, string | number> | null, t: Translate): Record<string, string | number> | undefined {
  if (!params) return undefined;
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) out[k] = k === 'field' && typeof v === 'string' ? t(v) : v;
  return out;
}
