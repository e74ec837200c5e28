// A settings document's job (DocumentDef.job; STYLE.md #6, #7): start, then follow it every 3 s
// (lib/jobFollow, the follow saga the job centre shares) until it ends, raced against leaving
// the screen (route/changed to another pathname, as a dialog's flow: lib/dialogRun.ts) and
// signing out, either of which stops the polling (the job itself goes on on the server; a new
// start answers it while it runs).
//   startClicked → start call → started → follow (jobProgressed …) → jobFinished | jobFailed
//   start refused or failed → startFailed (the server's words, in the user's language)
//   screen left / sign-out → pollStopped
import type { Task } from 'redux-saga';
import { call, cancelled, fork, put, race, take, TakeEffect } from 'redux-saga/effects';
import type { DocumentJob, DocumentJobProgress } from '../../../shared/documents/types';
import { Envelope } from '../../../shared/protocol';
import { startDocumentJob } from '../../api/documentJobs';
import { callAsk } from '../../lib/ask';
import { followJob, JobEnded } from '../../lib/jobFollow';
import { messageOf } from '../../lib/problem';
import { isScreenLeft } from '../route';
import { signedOut, signOutRequested } from '../session';
import { jobFailed, jobFinished, pollStopped, startClicked, started, startFailed } from './documentJobSlice';
import { isOk } from '../../lib/reply';

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
  if (!isOk(reply) || !first) {
    yield put(startFailed({ doc, message: messageOf(reply) }));
    return;
  }
  yield put(started({ doc, progress: first }));
  const end: JobEnded = yield call(followJob, { kind: job.kind, id: first.key });
  const progress = end.kind === job.kind ? end.detail : null;
  if (end.outcome === 'finished' && progress) yield put(jobFinished({ doc, progress }));
  else if (progress) yield put(jobFailed({ doc, progress, message: progress.errorMsg ? { text: progress.errorMsg } : { key: 'documentJob.failed' } }));
  // the poll itself failed: the server's words
  else yield put(jobFailed({ doc, message: end.problem ?? messageOf({}) }));
}
