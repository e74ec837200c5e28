// "Keep running in the job centre" (issue 32), for the bulk export and the photo export alike:
// the server is told the job runs on without its dialog (it would otherwise be cancelled once its
// follower falls silent), then the dialog closes without stopping it. The job centre takes the
// follow over (jobFollowStopped) and announces the end, or announces it at the next sign-in.
import type { Action } from '@reduxjs/toolkit';
import { put } from 'redux-saga/effects';
import type { ExportProgress } from '../../../shared/exports/api';
import { Envelope } from '../../../shared/protocol';
import { keepExportRunning } from '../../api/exports';
import { callAsk } from '../../lib/ask';
import { Message, messageOf } from '../../lib/problem';
import { toastShown } from '../ui';
import { isOk } from '../../lib/reply';

export interface KeepRunningEvents {
  failed: (payload: { redisKey: string; message: Message }) => Action;
  closed: () => Action;
}

/** `release` tells the dialog's flow the job is no longer its own to stop when it closes. */
export function* keepInJobCentre(redisKey: string, release: () => void, events: KeepRunningEvents) {
  const reply: Envelope<ExportProgress | null> = yield callAsk(keepExportRunning, redisKey);
  if (!isOk(reply)) {
    yield put(events.failed({ redisKey, message: messageOf(reply) }));
    return;
  }
  release();
  yield put(toastShown({ kind: 'info', key: 'exportUi.keptRunning' }));
  yield put(events.closed());
}
