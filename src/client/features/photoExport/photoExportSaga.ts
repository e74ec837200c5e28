// The photo export's saga (document 001 §4 "Photo export"; STYLE.md #6, #7). One session per
// opening of the dialog, raced against closing it and signing out, so either one cancels whatever
// is under way (the count, the check, the list's poll, the start, the zip's poll, a download) and
// the session ends in `photoExport/cancelled`, naming the jobs it left running so the server is
// told to stop them.
//
//   opened → count (again on every range or naming rule change) → startClicked → rule
//   (formRejected | checkAccepted) → 1. the check first:
//     null → checkPassed → 3. the export proceeds directly
//     {redisKey} → missingFound: the notice, 2. its list polled every 3 s (missingListPolled …
//       missingListReady: the link) → continued → the export | closed (cancel): all closes
//     1002 → checkRefused (toast, closed) · other → 4. checkFailed (its msg in the form)
//   the export: start → 1000 started → follow every 3 s (lib/jobFollow: jobProgressed …) → exportFinished → the
//   zip is fetched and saved (the link fetches it again); poll error → pollFailed ('export failed');
//   keepRunningClicked while the zip is written → keepRunning 1000 → closed, the job left to the job centre
import type { Task } from 'redux-saga';
import { all, call, cancel, cancelled, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Identity } from '../../../shared/domain/people';
import { Locale, translate } from '../../../shared/i18n/registry';
import type { PhotoExportBody, PhotoExportCheck, PhotoExportCount, PhotoExportCountBody } from '../../../shared/photos/api';
import { Envelope, Status } from '../../../shared/protocol';
import { cancelMissingList, cancelPhotoExport, checkPhotoExport, fetchCheckProgress, fetchPhotoExportCount, startPhotoExport } from '../../api/photoExport';
import { callAsk } from '../../lib/ask';
import { runDialog } from '../../lib/dialogRun';
import { selectLocale } from '../../i18n';
import { signedOut, signOutRequested } from '../session';
import { toastShown } from '../ui';
import { fetchAndSave, followZip, pollJob, PollEnd, stopJob } from './jobSteps';
import { keepInJobCentre } from '../exports/keepRunning';
import { MISSING_DOWNLOAD, MISSING_LIST_POLL, ZIP_DOWNLOAD, ZIP_ENDS } from './jobEvents';
import {
  cancelled as photoExportCancelled,
  checkAccepted,
  checkFailed,
  checkPassed,
  checkRefused,
  closed,
  continued,
  countFailed,
  countLoaded,
  downloadRequested,
  exportFinished,
  formRejected,
  keepRunningClicked,
  keepRunningFailed,
  missingDownloadRequested,
  missingFound,
  missingListAbandoned,
  namingRuleChanged,
  opened,
  rangeChanged,
  startClicked,
  started,
  startFailed,
  startRefused,
} from './photoExportSlice';
import { selectCountBody, selectExportBody, selectPhotoCount, selectPhotoExport, selectPhotoExportIdentity, selectPhotoExportStatus } from './selectors';
import { canStart, PhotoCountState, PhotoExportState, PhotoExportStatus } from './state';
import { listName, validatePhotoExportForm, zipName } from './validation';
import { messageOf, messageToast } from '../../lib/problem';
import { isOk } from '../../lib/reply';

const toastOf = messageToast;

/** The jobs this session started and has not seen end; a cancelled session names them. */
interface LiveJobs {
  check: string | null;
  job: string | null;
}

export function* photoExportSaga() {
  yield all([
    // takeLeading: the dialog is modal, so an opening while a session runs is ignored, exactly
    // as the slice ignores it.
    takeLeading(opened.type, photoExportSession),
    // takeEvery: each job left running is told to stop, once.
    takeEvery([photoExportCancelled.type, missingListAbandoned.type], stopAbandonedJobs),
  ]);
}

export function* photoExportSession() {
  const status: PhotoExportStatus = yield select(selectPhotoExportStatus);
  if (status !== 'editing') return; // the slice refused the opening
  yield* runDialog(call(photoExportFlow), {
    closeType: closed.type,
    // not while the check or the start call is out
    isClosed: (state: Parameters<typeof selectPhotoExportStatus>[0]) => selectPhotoExportStatus(state) === 'closed',
    // Asking to sign out is enough: the jobs are stopped while the session can still say so.
    signOut: [signOutRequested.type, signedOut.type],
  });
}

export function* photoExportFlow() {
  const live: LiveJobs = { check: null, job: null };
  try {
    const identity: Identity = yield select(selectPhotoExportIdentity);
    // Attached forks: cancelling the flow cancels each of them and the call they wait on.
    const tasks: Task[] = yield all([
      // takeLatest: a newer range or naming rule makes the count under way stale.
      takeLatest([rangeChanged.type, namingRuleChanged.type], countPeople),
      // takeLeading: one download of a file at a time; a click meanwhile is not listened to.
      takeLeading(missingDownloadRequested.type, downloadMissingList),
      takeLeading([exportFinished.type, downloadRequested.type], downloadZip),
      // on opening: the count of range 1 under the identity's default rule
      fork(countPeople),
    ]);
    while (true) {
      // A blocking take: while a call is out, the notice is up or a job runs, a click is not listened to.
      yield take(startClicked.type);
      const accepted: boolean = yield call(acceptForm);
      if (!accepted) continue;
      const check: CheckOutcome = yield call(checkFirst);
      if (check === 'refused') {
        // the dialog is closed: this opening is over, and so are its watchers
        yield cancel(tasks);
        return;
      }
      if (check === 'failed') continue;
      if (check !== 'passed') yield call(noticeUntilContinued, check.redisKey, identity, live);
      const outcome: StartOutcome = yield call(startJob);
      if (outcome === 'refused') {
        yield cancel(tasks);
        return;
      }
      if (outcome === 'failed') continue;
      live.job = outcome;
      // takeLeading: one "keep running" call at a time; on success the dialog closes, the job runs on
      const keeper: Task = yield takeLeading(keepRunningClicked.type, keepInJobCentre, outcome, () => (live.job = null), {
        failed: keepRunningFailed,
        closed,
      });
      const end: PollEnd = yield call(followZip, outcome, identity, ZIP_ENDS);
      yield cancel(keeper);
      // after a failed poll the job may still run: closing the dialog stops it
      if (end !== 'pollFailed') live.job = null;
    }
  } finally {
    if ((yield cancelled()) as boolean) {
      yield put(photoExportCancelled({ redisKey: live.job, missingListKey: live.check }));
    }
  }
}

// ---- the form ---------------------------------------------------------------------------------

const isCount = (r: unknown): r is PhotoExportCount => !!r && typeof r === 'object' && typeof (r as PhotoExportCount).total === 'number';

/** The count of the chosen range under the chosen rule: total, with a photo, lacking the identifier. */
export function* countPeople() {
  const count: PhotoCountState = yield select(selectPhotoCount);
  if (count.status !== 'counting') return;
  const body: PhotoExportCountBody | null = yield select(selectCountBody);
  if (!body) return;
  const at = { dataRange: body.dataRange, namingRule: count.namingRule };
  if (body.dataRange === 3 && !body.choiceDataIds) {
    // no row checked (the view offers no range 3 then): nothing to export, nothing to ask
    yield put(countLoaded({ ...at, count: { total: 0, withPhoto: 0, missingIdentifier: 0 } }));
    return;
  }
  const reply: Envelope<PhotoExportCount | null> = yield callAsk(fetchPhotoExportCount, body);
  if (isOk(reply) && isCount(reply.result)) {
    const { total, withPhoto = 0, missingIdentifier = 0 } = reply.result;
    yield put(countLoaded({ ...at, count: { total, withPhoto, missingIdentifier } }));
  } else if (reply.status === Status.EMPTY) {
    yield put(countLoaded({ ...at, count: { total: 0, withPhoto: 0, missingIdentifier: 0 } }));
  } else {
    yield put(countFailed({ ...at, problem: messageOf(reply) }));
  }
}

/** Validation: the file name's rule, and a total above 0 for the chosen range. */
export function* acceptForm() {
  const s: PhotoExportState = yield select(selectPhotoExport);
  if (s.status !== 'editing') return false;
  const errors = validatePhotoExportForm(s.form);
  if (Object.keys(errors).length > 0) {
    yield put(formRejected({ errors }));
    return false;
  }
  if (!canStart(s)) return false;
  yield put(checkAccepted());
  return true;
}

// ---- 1. the check first -----------------------------------------------------------------------

type CheckOutcome = 'passed' | 'refused' | 'failed' | { redisKey: string };

/** Step 1: checkExportImg. Null (no result) → step 3, straight on; a key → step 2, the notice;
 *  an error → step 4, its message (1002 closes, as the export's start does). */
export function* checkFirst() {
  const body: PhotoExportBody = yield select(selectExportBody);
  const reply: Envelope<PhotoExportCheck | string> = yield callAsk(checkPhotoExport, body);
  if (isOk(reply)) {
    const r = reply.result as unknown;
    const key = r && typeof r === 'object' ? (r as { redisKey?: unknown }).redisKey : undefined;
    if (typeof key === 'string' && key !== '') {
      const { missingIdentifier, total } = r as { missingIdentifier?: number; total?: number };
      yield put(missingFound({ redisKey: key, missingIdentifier: missingIdentifier ?? 0, total: total ?? 0 }));
      return { redisKey: key } as CheckOutcome;
    }
    if (r === null || r === undefined || r === '' || r === 'null' || typeof r === 'object') {
      yield put(checkPassed());
      return 'passed' as CheckOutcome;
    }
    yield put(checkFailed({ message: { key: 'common.operationFailed' } }));
    return 'failed' as CheckOutcome;
  }
  const message = messageOf(reply);
  if (reply.status === Status.REFUSED) {
    yield put(checkRefused({ message }));
    yield put(toastShown(toastOf(message)));
    return 'refused' as CheckOutcome;
  }
  yield put(checkFailed({ message }));
  return 'failed' as CheckOutcome;
}

/** Step 2: the notice is up and its list polled every 3 s (the link appears once it is
 *  written) until the user continues; cancelling closes everything, which ends the session. */
export function* noticeUntilContinued(redisKey: string, identity: Identity, live: LiveJobs) {
  live.check = redisKey;
  const poller: Task = yield fork(watchMissingList, redisKey, identity, live);
  // blocking: continuing is the only way on (a continue the slice ignored is not one)
  while (true) {
    yield take(continued.type);
    const status: PhotoExportStatus = yield select(selectPhotoExportStatus);
    if (status === 'starting') break;
  }
  yield cancel(poller);
  if (live.check) {
    // still being written: nobody can fetch it any more
    live.check = null;
    yield put(missingListAbandoned({ redisKey }));
  }
}

export function* watchMissingList(redisKey: string, identity: Identity, live: LiveJobs) {
  const end: PollEnd = yield call(pollJob, fetchCheckProgress, redisKey, identity, MISSING_LIST_POLL);
  if (end !== 'pollFailed' && live.check === redisKey) live.check = null;
}

/** The list of people lacking the identifier, saved under the server's name (无照片…). */
export function* downloadMissingList() {
  const s: PhotoExportState = yield select(selectPhotoExport);
  const progress = s.missing?.progress;
  if (s.status !== 'notice' || !progress?.url || s.missing?.error) return;
  const locale: Locale = yield select(selectLocale);
  const name = progress.fileName || `${translate(locale, 'export.withoutPhotosPrefix')}${s.form.fileName.trim()}`;
  yield call(fetchAndSave, progress.url, listName(name), MISSING_DOWNLOAD);
}

// ---- the export -------------------------------------------------------------------------------

type StartOutcome = string | 'refused' | 'failed';

/** The start: the job's key, or how it was turned down (1002 closes; other statuses show their
 *  message in the form, close enabled). */
export function* startJob() {
  const body: PhotoExportBody = yield select(selectExportBody);
  const reply: Envelope<{ redisKey: string } | null> = yield callAsk(startPhotoExport, body);
  if (isOk(reply) && reply.result?.redisKey) {
    yield put(started({ redisKey: reply.result.redisKey }));
    return reply.result.redisKey as StartOutcome;
  }
  const message = messageOf(reply);
  if (reply.status === Status.REFUSED) {
    yield put(startRefused({ message }));
    yield put(toastShown(toastOf(message)));
    return 'refused' as StartOutcome;
  }
  yield put(startFailed({ message }));
  return 'failed' as StartOutcome;
}

/** The finished zip, fetched with the session and saved under the export's name. */
export function* downloadZip() {
  const s: PhotoExportState = yield select(selectPhotoExport);
  const progress = s.job.progress;
  if (s.status !== 'finished' || !progress?.url) return;
  yield call(fetchAndSave, progress.url, zipName(progress.fileName || s.form.fileName.trim()), ZIP_DOWNLOAD);
}

/** The jobs a session left running, and a list left for the export, are told to stop. */
export function* stopAbandonedJobs(action: ReturnType<typeof photoExportCancelled> | ReturnType<typeof missingListAbandoned>) {
  if (missingListAbandoned.match(action)) {
    yield call(stopJob, cancelMissingList, action.payload.redisKey);
    return;
  }
  yield call(stopJob, cancelPhotoExport, action.payload.redisKey);
  yield call(stopJob, cancelMissingList, action.payload.missingListKey);
}
