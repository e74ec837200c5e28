// The bulk export's saga (document 001 §4 "Export"; STYLE.md #6, #7). One session per opening
// of the dialog, raced against closing it and signing out, so either one cancels whatever is
// under way (a count, the start call, the poller, a download) and the session ends in
// `export/cancelled`, naming the job it left running so the server is told to stop it.
//
//   opened → header list and count (again on every range change) → startClicked → rules
//   (formRejected | startAccepted) → start → 1000 started → follow every 3 s (jobProgressed …)
//   → exportFinished → the file is fetched and saved (the link in the dialog fetches it again);
//   keepRunningClicked while it runs → keepRunning 1000 → closed, the job left to the job centre
//   start 1002 → startRefused (toast, closed) · other → startFailed (message, close enabled)
//   poll error → pollFailed ('export failed') · job failed → jobFailed (its errorMsg, red line)
import type { Task } from 'redux-saga';
import { all, call, cancel, cancelled, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Identity } from '../../../shared/domain/people';
import type { ExportCountBody, ExportHeaders, ExportStartBody } from '../../../shared/exports/api';
import type { ResourceExportBody } from '../../../shared/exports/resourceApi';
import { Envelope, Status } from '../../../shared/protocol';
import { cancelExport, downloadExport, fetchExportCount, fetchExportHeaders, startExport, startResourceExport } from '../../api/exports';
import { saveBlob } from '../../lib/download';
import { callAsk, callAskFile, FileReply } from '../../lib/ask';
import { selectHasSession, signedOut, signOutRequested } from '../session';
import { toastShown } from '../ui';
import {
  cancelled as exportCancelled,
  closed,
  countFailed,
  countLoaded,
  downloadFailed,
  downloadRequested,
  downloadStarted,
  exportFinished,
  fileSaved,
  formRejected,
  headersFailed,
  headersLoaded,
  jobFailed,
  keepRunningClicked,
  keepRunningFailed,
  opened,
  pollFailed,
  rangeChanged,
  resourceOpened,
  startAccepted,
  startClicked,
  started,
  startFailed,
  startRefused,
} from './exportSlice';
import {
  selectCountBody,
  selectExport,
  selectExportClosed,
  selectExportCount,
  selectExportIdentity,
  selectExportStatus,
  selectResourceStartBody,
  selectStartBody,
} from './selectors';
import { CountState, ExportState, ExportStatus, canStart } from './state';
import { validateExportForm } from './validation';
import { messageOf, messageToast } from '../../lib/problem';
import { runDialog } from '../../lib/dialogRun';
import { followJob, JobEnded } from '../../lib/jobFollow';
import { keepInJobCentre } from './keepRunning';
import { isOk } from '../../lib/reply';

const toastOf = messageToast;

export function* exportSaga() {
  yield all([
    // takeLeading: the dialog is modal, so an opening while a session runs is ignored, exactly
    // as the slice ignores it.
    takeLeading([opened.type, resourceOpened.type], exportSession),
    // takeEvery: each job a session left running is told to stop, once.
    takeEvery(exportCancelled.type, stopAbandonedJob),
  ]);
}

export function* exportSession() {
  const status: ExportStatus = yield select(selectExportStatus);
  if (status !== 'editing') return; // the slice refused the opening
  yield* runDialog(call(exportFlow), {
    closeType: closed.type,
    // not while the start call is out
    isClosed: selectExportClosed,
    // Asking to sign out is enough: the job is stopped while the session can still say so.
    signOut: [signOutRequested.type, signedOut.type],
  });
}

export function* exportFlow() {
  // The job this session started and is still waiting on; a cancelled session names it.
  let liveKey: string | null = null;
  try {
    // null for a collection's export (resourceOpened): its fields and count came with the opening
    const identity: Identity | null = yield select(selectExportIdentity);
    // Attached forks: cancelling the flow cancels each of them and the call they wait on.
    const tasks: Task[] = yield all([
      // takeLatest: a newer range makes the count under way stale.
      takeLatest(rangeChanged.type, countRows),
      // takeLeading: the finished job's download, and the link's second try, one at a time.
      takeLeading([exportFinished.type, downloadRequested.type], downloadFile),
      // on opening: the checklist and the count of range 1
      ...(identity ? [fork(loadHeaders, identity), fork(countRows)] : []),
    ]);
    while (true) {
      // A blocking take: while a start is out or a job runs, another click is not listened to.
      yield take(startClicked.type);
      const accepted: boolean = yield call(acceptForm);
      if (!accepted) continue;
      const outcome: string | 'refused' | 'failed' = yield call(startJob);
      if (outcome === 'refused') {
        // the dialog is closed: this opening is over, and so are its watchers
        yield cancel(tasks);
        return;
      }
      if (outcome === 'failed') continue;
      liveKey = outcome;
      // takeLeading: one "keep running" call at a time; on success the dialog closes, the job runs on
      const keeper: Task = yield takeLeading(keepRunningClicked.type, keepInJobCentre, outcome, () => (liveKey = null), {
        failed: keepRunningFailed,
        closed,
      });
      yield call(pollProgress, outcome, identity);
      yield cancel(keeper);
      liveKey = null;
      // The dialog stays until it is closed; the download link works meanwhile.
    }
  } finally {
    if ((yield cancelled()) as boolean) yield put(exportCancelled({ redisKey: liveKey }));
  }
}

// ---- the form ---------------------------------------------------------------------------------

export function* loadHeaders(identity: Identity) {
  const reply: Envelope<ExportHeaders | null> = yield callAsk(fetchExportHeaders, identity);
  if (isOk(reply) && reply.result && typeof reply.result === 'object') {
    const fields = Object.entries(reply.result).map(([key, label]) => ({ key, label: String(label) }));
    yield put(headersLoaded({ fields }));
  } else {
    yield put(headersFailed({ problem: messageOf(reply) }));
  }
}

/** The count of the chosen range, asked before anything can be exported (document 001 §4). */
export function* countRows() {
  const count: CountState = yield select(selectExportCount);
  if (count.status !== 'counting') return;
  const body: ExportCountBody | null = yield select(selectCountBody);
  if (!body) return;
  const reply: Envelope<number | null> = yield callAsk(fetchExportCount, body);
  if (isOk(reply) && typeof reply.result === 'number') {
    yield put(countLoaded({ dataRange: body.dataRange, total: reply.result }));
  } else if (reply.status === Status.EMPTY) {
    yield put(countLoaded({ dataRange: body.dataRange, total: 0 }));
  } else {
    yield put(countFailed({ dataRange: body.dataRange, problem: messageOf(reply) }));
  }
}

/** Step 1, validate: the form's rules, and a count above 0 for the chosen range. */
export function* acceptForm() {
  const s: ExportState = yield select(selectExport);
  if (s.status !== 'editing') return false;
  const errors = validateExportForm(s.form);
  if (Object.keys(errors).length > 0) {
    yield put(formRejected({ errors }));
    return false;
  }
  if (!canStart(s)) return false;
  yield put(startAccepted());
  return true;
}

/** Step 1, then request: the job's key, or how the start was turned down (steps 2–4). */
export function* startJob() {
  const s: ExportState = yield select(selectExport);
  let reply: Envelope<{ redisKey: string } | null>;
  if (s.resource) {
    // a collection's export starts beside the collection's calls, then runs as every export does
    const body: ResourceExportBody = yield select(selectResourceStartBody);
    reply = yield callAsk(startResourceExport, s.resource.path, body);
  } else {
    const body: ExportStartBody = yield select(selectStartBody);
    reply = yield callAsk(startExport, body);
  }
  if (isOk(reply) && reply.result?.redisKey) {
    yield put(started({ redisKey: reply.result.redisKey }));
    return reply.result.redisKey;
  }
  const message = messageOf(reply);
  if (reply.status === Status.REFUSED) {
    // Step 3: the message is shown and the dialog closes (a toast: the dialog is gone).
    yield put(startRefused({ message }));
    yield put(toastShown(toastOf(message)));
    return 'refused';
  }
  // Step 4: close is enabled again and the message shows in the form.
  yield put(startFailed({ message }));
  return 'failed';
}

// ---- the job ----------------------------------------------------------------------------------

/** Step 2, the job followed through the shared follow saga (every 3 seconds; 8010 and 406 are
 *  waited through, document 001 §8), whose `jobProgressed` the slice reduces; a failure of the
 *  poll itself is step 5. */
export function* pollProgress(redisKey: string, identity: Identity | null) {
  const end: JobEnded = yield call(followJob, { kind: 'export', id: redisKey, via: identity });
  const progress = end.kind === 'export' ? end.detail : null;
  if (!progress) yield put(pollFailed({ redisKey, message: end.problem }));
  else if (end.outcome !== 'finished') yield put(jobFailed({ redisKey, message: progress.errorMsg ? { text: progress.errorMsg } : null }));
  // the download is triggered on the url (downloadFile listens to this event)
  else yield put(exportFinished({ redisKey, progress }));
}

const xlsxName = (name: string) => (/\.xlsx$/i.test(name) ? name : `${name}.xlsx`);

/** The file behind the url, fetched with the session and saved under the export's name. */
export function* downloadFile() {
  const s: ExportState = yield select(selectExport);
  const url = s.job.progress?.url;
  if (s.status !== 'finished' || !url) return;
  yield put(downloadStarted());
  const file: FileReply = yield callAskFile(downloadExport, url);
  if ('problem' in file) {
    yield put(downloadFailed({ message: { text: file.problem.msg } }));
    return;
  }
  yield call(saveBlob, file.blob, xlsxName(s.job.progress?.fileName || s.form.fileName.trim()));
  yield put(fileSaved());
}

/** A job its session left running is stopped on the server (best effort: the answer changes
 *  nothing here). After the session is gone there is nobody to ask with. */
export function* stopAbandonedJob(action: ReturnType<typeof exportCancelled>) {
  const { redisKey } = action.payload;
  if (!redisKey) return;
  const hasSession: boolean = yield select(selectHasSession);
  if (!hasSession) return;
  yield callAsk(cancelExport, redisKey);
}
