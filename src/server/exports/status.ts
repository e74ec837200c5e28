// The export poll's answer (document 001 §3 "Export result": url, errorMsg, finishRate) from the
// job row alone. finishRate is rows written over the count taken at start, never 1 before the
// file is complete; the url is a fresh signed link each poll, while the file is kept.
import type { ExportProgress } from '../../shared/exports/api';
import type { Translate } from '../types';
import type { ExportJobRow } from './jobRows';
import { EXPORT_FILE_TYPES } from './kinds';

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** The name the file downloads under: the chosen name with characters no system allows replaced,
 *  and the extension of what the job wrote. */
export const downloadName = (fileName: string, ext = 'xlsx'): string => `${fileName.replace(/[\\/:*?"<>|\x00-\x1f\x7f]/g, '_')}.${ext}`;

/** The download name of a job's file. */
export const jobFileName = (job: Pick<ExportJobRow, 'file_name' | 'kind'>): string => downloadName(job.file_name, EXPORT_FILE_TYPES[job.kind].ext);

export function exportProgress(job: ExportJobRow, link: (key: string) => string, t: Translate): ExportProgress {
  const ended = job.state === 'finished' || job.state === 'failed' || job.state === 'cancelled';
  const total = job.total_num;
  const rate = job.state === 'finished' ? 1 : total > 0 ? Math.min(ended ? 1 : 0.99, job.finish_num / total) : 0;
  const kept = job.state === 'finished' && job.stored_name !== null;
  let errorMsg: string | null = null;
  if (job.state === 'failed') errorMsg = t(job.error_msg ?? 'export.refused.failed', job.error_params ?? undefined);
  else if (job.state === 'cancelled') errorMsg = t(job.error_msg ?? 'export.cancelled');
  else if (job.state === 'finished' && !kept) errorMsg = t('export.refused.fileGone');
  return {
    redisKey: job.key,
    state: job.state,
    finished: ended ? 1 : 0,
    finishRate: round4(rate),
    totalNum: total,
    finishNum: job.finish_num,
    url: kept ? link(job.key) : null,
    errorMsg,
    fileName: jobFileName(job),
  };
}
