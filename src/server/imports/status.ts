// The progress poll's answer (document 000 §3 "Import task status") from the job row alone.
import type { Selectable } from 'kysely';
import type { ImportTaskStatus } from '../../shared/imports';
import type { Translate } from '../types';
import type { ImportJobsTable } from './tables';

type JobRow = Selectable<ImportJobsTable>;

/** Seconds as HH:MM:SS ('00:00:05'); hours keep counting past 99. */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export function taskStatus(job: JobRow, nowMs: number, t: Translate): ImportTaskStatus {
  const ended = job.state === 'finished' || job.state === 'failed' || job.state === 'cancelled';
  // while running, the total is the upload's estimate (never below what is already done)
  const total = ended ? job.total_num : Math.max(job.total_estimate, job.finish_num);
  const started = job.started_at?.getTime();
  const elapsed = started ? (job.finished_at?.getTime() ?? nowMs) - started : 0;
  // an unfinished job never shows 100 %; one that stopped early shows how far it got
  const planned = Math.max(job.total_estimate, job.finish_num);
  const rate = job.state === 'finished' ? 1 : ended ? (planned > 0 ? job.finish_num / planned : 0) : total > 0 ? Math.min(0.99, job.finish_num / total) : 0;
  const remaining = !ended && job.finish_num > 0 ? (elapsed / job.finish_num) * Math.max(0, total - job.finish_num) : 0;
  return {
    redisKey: job.key,
    finished: job.state === 'finished',
    finishRate: Math.round(rate * 10000) / 10000,
    failNum: job.fail_num,
    newInsertNum: job.new_insert_num,
    successNum: job.new_insert_num + job.update_num,
    updateNum: job.update_num,
    jumpNum: job.jump_num,
    totalNum: total,
    finishNum: job.finish_num,
    useTimeStr: clockText(elapsed),
    tryMathRemainTime: clockText(remaining),
    errorKey: job.error_key,
    errorMsg: job.error_msg ? t(job.error_msg, job.error_params ?? undefined) : null,
    state: job.state,
    dryRun: job.dry_run,
    numericCells: job.numeric_cells ?? [],
    ...(job.dry_run ? { sample: job.sample } : {}),
  };
}
