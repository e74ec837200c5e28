// A settings document's job (DocumentDef.job; STYLE.md #6, #7): start, then poll every 3 s until
// it ends, raced against leaving the screen (route/changed to another pathname, as a dialog's
// flow: lib/dialogRun.ts) and signing out, either of which stops the polling (the job itself
// goes on on the server; a new start answers it while it runs).
//   startClicked → start call → started → poll (progressPolled …) → jobFinished | jobFailed
//   start refused or failed → startFailed (the server's words, in the user's language)
//   screen left / sign-out → pollStopped
import type { Task } from 'redux-saga';
import { call, cancelled, fork, put, race, take, TakeEffect } from 'redux-saga/effects';
import type { DocumentJob, DocumentJobProgress } from '../../../shared/documents/types';
import { Envelope, Status } from '../../../shared/protocol';
import { fetchDocumentJobStatus, startDocumentJob } from '../../api/documentJobs';
import { callAsk } from '../../lib/ask';
import { pollUntilDone, PollFailure } from '../../lib/pollJob';
import { messageOf } from '../../lib/problem';
import { isScreenLeft } from '../route';
import { signedOut, signOutRequested } from '../session';
import { jobFailed, jobFinished, pollStopped, progressPolled, startClicked, started, startFailed } from './documentJobSlice';

export function* documentJobSaga() {
  // takeLeading per document: while a document's session runs, its clicks are not listened to
  // (the slice ignores them too); another document's panel runs its own.
  const sessions: Record<string, Task> = {};
  while (true) {
    const action: ReturnType<typeof startClicked> = yield take(startClicked.type);
    const { doc } = action.payload;
    if (sessions[doc]?.isRunning()) continue;
    sessions[doc] = yield fork(jobSession, doc, action.payload.job);
  }
}

/** The document's screen left, or the session ending. */
const leaving = (): TakeEffect => take((a: { type: string }) => isScreenLeft(a) || a.type === signOutRequested.type || a.type === signedOut.type);

export function* jobSession(doc: string, job: DocumentJob) {
  // the loser is cancelled: leaving ends runJob (its finally says so)
  yield race({ done: call(runJob, doc, job), left: leaving() });
}

const ended = (p: DocumentJobProgress) => p.state === 'finished' || p.state === 'failed' || p.state === 'cancelled';

export function* runJob(doc: string, job: DocumentJob) {
  try {
    yield* startAndPoll(doc, job);
  } finally {
    if ((yield cancelled()) as boolean) yield put(pollStopped({ doc }));
  }
}

function* startAndPoll(doc: string, job: DocumentJob) {
  const reply: Envelope<DocumentJobProgress | null> = yield callAsk(startDocumentJob, job.start);
  const first = reply.result;
  if (reply.status !== Status.OK || !first) {
    yield put(startFailed({ doc, message: messageOf(reply) }));
    return;
  }
  yield put(started({ doc, progress: first }));
  yield* pollUntilDone<DocumentJobProgress, true>({
    read: () => callAsk(fetchDocumentJobStatus, job.status, first.key),
    *failed(failure: PollFailure) {
      yield put(jobFailed({ doc, message: messageOf(failure) }));
      return true;
    },
    *progressed(progress: DocumentJobProgress) {
      if (!ended(progress)) {
        yield put(progressPolled({ doc, progress }));
        return undefined;
      }
      if (progress.state === 'finished') yield put(jobFinished({ doc, progress }));
      else yield put(jobFailed({ doc, progress, message: progress.errorMsg ? { text: progress.errorMsg } : { key: 'documentJob.failed' } }));
      return true;
    },
  });
}
