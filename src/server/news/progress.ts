// A synchronisation's answer to the start and status calls (DocumentJobProgress), from its row
// alone: the counts once finished (labelled by i18n keys the console shows), the reason in the
// caller's language once failed or cancelled.
import type { DocumentJobProgress } from '../../shared/documents';
import type { Translate } from '../types';
import type { NewsJobRow } from './jobRows';

export function newsJobProgress(job: NewsJobRow, t: Translate): DocumentJobProgress {
  const finished = job.state === 'finished';
  const ended = finished || job.state === 'failed' || job.state === 'cancelled';
  return {
    key: job.key,
    state: job.state,
    done: job.finish_num,
    total: job.total_num,
    counts: finished ? { 'appService.sync.added': job.added, 'appService.sync.updated': job.updated, 'appService.sync.removed': job.removed } : null,
    errorMsg: ended && !finished ? t(job.error_msg ?? 'appService.sync.failed') : null,
  };
}
