// The job centre's saga (issue 17). Started with the header's chunk after sign-in (and so after a
// refresh), cancelled with every feature saga on sign-out:
//   start → the server's list (listRequested → listLoaded) → every running job nobody follows is
//   followed through the shared follow saga (lib/jobFollow, one follow per job: takeLeadingBy);
//   a follow that stops before its job ends (its dialog closed) is taken over; a job that ends
//   is announced once (a toast; sessionStorage keeps it through a refresh), as is one the tab saw
//   running that ended while the page reloaded, and the list is read again for its final
//   results; endings nobody saw (the page was gone) are announced from the first list and marked
//   seen on the server; an import the centre followed to its end, or undid, is said to the open lists as
//   its dialog would have; an answer about a job the list does not hold (one a screen just
//   started) reads the list again. The panel's buttons call each kind's own cancel, error
//   report, file and undo.
import { all, call, delay, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { isJobRunning, JobItem, JobKind } from '../../../shared/jobs/api';
import { Envelope } from '../../../shared/protocol';
import { NEWS_PATHS } from '../../../shared/news/api';
import { fetchDocumentJobStatus } from '../../api/documentJobs';
import { cancelExport, downloadExport } from '../../api/exports';
import { cancelImport, fetchErrorReport, undoImport } from '../../api/imports';
import { fetchJobList, markJobsSeen } from '../../api/jobs';
import { cancelPhotoExport } from '../../api/photoExport';
import { cancelPhotoImport, downloadPhotoImportErrors } from '../../api/photoImport';
import { callAsk, callAskFile, FileReply } from '../../lib/ask';
import { saveBlob } from '../../lib/download';
import { followJob, followKeyOf, JobEnded, jobEnded, jobFollowStopped, JobOutcome, jobProgressed, JobRef } from '../../lib/jobFollow';
import { takeLeadingBy } from '../../lib/keyedEffects';
import { messageOf, messageToast, requestIdPart } from '../../lib/problem';
import { selectLocale, tFor } from '../../i18n';
import type { Locale } from '../../../shared/i18n/registry';
import { selectHasSession, signedIn } from '../session';
import { toastShown } from '../ui';
import { importCountsOf, importFinished, importUndone } from '../importWizard';
import { photoImportFinished } from '../photoImport';
import type { ImportTargetKey } from '../../../shared/imports';
import { readAnnounced, readRunning, rememberAnnounced, rememberRunning } from './announcements';
import {
  actionEnded,
  announcedRestored,
  cancelRequested,
  endingAnnounced,
  errorReportRequested,
  fileRequested,
  listFailed,
  listLoaded,
  listRequested,
  panelOpened,
  undoRequested,
} from './jobCentreSlice';
import { selectAnnounced, selectFollowedNames, selectJob, selectJobCentre, selectJobs, selectUnfollowedRunning } from './selectors';
import type { FollowedName, JobCentreState } from './state';
import { answered, isOk } from '../../lib/reply';

/** Asks the centre to follow a running job (internal: one follow a job, by key). */
const followWanted = (ref: JobRef) => ({ type: 'jobCentre/followWanted', payload: ref });
type FollowWanted = ReturnType<typeof followWanted>;

/** the list is read again this long after a burst of events that ask for it */
const RELOAD_SETTLE_MS = 300;

export function* jobCentreSaga() {
  // started with the header after sign-in (or by a store holding every feature: then at sign-in)
  const hasSession: boolean = yield select(selectHasSession);
  if (!hasSession) yield take(signedIn.type);
  yield put(announcedRestored({ keys: readAnnounced() }));
  yield all([
    takeLatest(listRequested.type, loadList),
    takeLeadingBy<FollowWanted, string>('jobCentre/followWanted', (a) => followKeyOf(a.payload), followFromCentre),
    takeEvery(listLoaded.type, followRunning),
    takeEvery(jobFollowStopped.type, takeOverFollow),
    takeEvery(jobEnded.type, announceEnding),
    takeLatest(jobProgressed.type, listUnknownJob),
    takeLatest(panelOpened.type, reloadList),
    takeEvery(cancelRequested.type, cancelJob),
    takeEvery(undoRequested.type, undoJob),
    takeEvery([errorReportRequested.type, fileRequested.type], downloadResult),
    fork(announceUnseenEndings),
    put(listRequested()),
  ]);
}

export function* loadList() {
  const reply: Envelope<JobItem[] | null> = yield callAsk(fetchJobList);
  if (answered(reply)) yield put(listLoaded({ jobs: reply.result ?? [] }));
  else yield put(listFailed({ problem: messageOf(reply) }));
}

export function* reloadList() {
  yield delay(RELOAD_SETTLE_MS);
  yield put(listRequested());
}

/** Every running job of the list that nobody follows is followed; one the tab saw running that
 *  ended meanwhile (while the page reloaded) is announced. */
export function* followRunning() {
  const listed: JobItem[] = yield select(selectJobs);
  const seenRunning = new Set(readRunning());
  for (const job of listed)
    if (!isJobRunning(job.state) && seenRunning.has(followKeyOf(job))) yield call(announceOnce, job.kind, job.id, outcomeOfState(job.state));
  yield call(rememberRunning, listed.filter((j) => isJobRunning(j.state)).map(followKeyOf));
  const jobs: JobItem[] = yield select(selectUnfollowedRunning);
  for (const job of jobs) yield put(followWanted({ kind: job.kind, id: job.id, via: job.identity }));
}

const outcomeOfState = (state: JobItem['state']): JobOutcome => (state === 'finished' || state === 'cancelled' ? state : 'failed');

export function* followFromCentre(action: FollowWanted) {
  const s: JobCentreState = yield select(selectJobCentre);
  if (s.following[followKeyOf(action.payload)]) return; // a screen follows it
  const end: JobEnded = yield call(followJob, action.payload);
  yield call(sayWhatChanged, end);
}

/** An import the centre followed to its end (its dialog was closed, the page reloaded) says so as
 *  its dialog would have, so the open lists it changed read their rows again. */
export function* sayWhatChanged(end: JobEnded) {
  if (end.outcome !== 'finished' || !end.detail) return;
  const job: JobItem | undefined = yield select(selectJob, end.kind, end.id);
  if (end.kind === 'import' && job?.target && !job.dryRun)
    yield put(importFinished({ target: job.target as ImportTargetKey, key: end.id, counts: importCountsOf(end.detail) }));
  if (end.kind === 'photoImport' && job?.identity) yield put(photoImportFinished({ identity: job.identity, key: end.id }));
}

/** A screen stopped following a job that still runs (its dialog closed): the centre follows it. */
export function* takeOverFollow(action: ReturnType<typeof jobFollowStopped>) {
  const job: JobItem | undefined = yield select(selectJob, action.payload.kind, action.payload.id);
  if (!job) {
    yield put(listRequested());
    return;
  }
  yield put(followWanted({ kind: job.kind, id: job.id, via: job.identity }));
}

/** An answer about a job the list does not hold yet (a screen just started it): read the list. */
export function* listUnknownJob(action: ReturnType<typeof jobProgressed>) {
  const job: JobItem | undefined = yield select(selectJob, action.payload.kind, action.payload.id);
  if (!job) yield call(reloadList);
}

const ANNOUNCE_KIND = { finished: 'success', failed: 'warning', cancelled: 'info' } as const;
const AWAY_KEY = {
  finished: 'jobCentre.announce.awayFinished',
  failed: 'jobCentre.announce.awayFailed',
  cancelled: 'jobCentre.announce.awayCancelled',
} as const;

/**
 * Endings nobody saw (the page was gone when the job ended: a job kept running in the centre, or
 * one cancelled because its page was closed), as the first list after sign-in or a reload holds
 * them: each announced once, saying it happened while the user was away and why, then marked seen
 * on the server so the next sign-in does not say it again.
 */
export function* announceUnseenEndings() {
  yield take(listLoaded.type);
  const jobs: JobItem[] = yield select(selectJobs);
  const unseen = jobs.filter((j) => j.endingUnseen);
  if (unseen.length === 0) return;
  for (const job of unseen) yield call(announceOnce, job.kind, job.id, outcomeOfState(job.state), true);
  const marked = unseen.flatMap((j) => (j.kind === 'export' || j.kind === 'photoExport' ? [{ kind: j.kind, id: j.id }] : []));
  if (marked.length) yield callAsk(markJobsSeen, marked);
}

/** A job that ended says so once, then the list is read for its final results (undo, report). */
export function* announceEnding(action: ReturnType<typeof jobEnded>) {
  const { kind, id, outcome } = action.payload;
  yield call(announceOnce, kind, id, outcome);
  yield call(reloadList);
}

/** The toast of a job's ending, once per tab (sessionStorage keeps the announced through a refresh);
 *  `away`: an ending the user did not see happen, said so with its reason. */
export function* announceOnce(kind: JobKind, id: string, outcome: JobOutcome, away = false) {
  const key = followKeyOf({ kind, id });
  const announced: string[] = yield select(selectAnnounced);
  if (announced.includes(key)) return;
  const job: JobItem | undefined = yield select(selectJob, kind, id);
  // the name its follower gave it while the list does not hold it yet (it ended before the list
  // was read again): else an import just started would be announced by its kind, not its file
  const followedNames: Record<string, FollowedName> = yield select(selectFollowedNames);
  const followed: FollowedName | undefined = followedNames[key];
  // a job without a file or a subject (a news sync) is named by its kind, never by its key
  const locale: Locale = yield select(selectLocale);
  const t = tFor(locale);
  const base = job?.fileName || job?.subject || followed?.name || t(`jobCentre.kind.${kind}`);
  // a dry run beside the import it precedes would read the same: it says what it was
  const name = (job?.dryRun ?? followed?.dryRun) ? t('jobCentre.announce.dryRunName', { name: base }) : base;
  yield put(endingAnnounced({ kind, id }));
  yield call(rememberAnnounced, key);
  if (away) {
    yield put(toastShown({ kind: outcome === 'finished' ? 'success' : 'warning', key: AWAY_KEY[outcome], params: { name, reason: job?.errorMsg ?? '' } }));
    return;
  }
  // a cancelled job (its dialog closed, the centre's cancel) is not a failure: it says so plainly
  yield put(toastShown({ kind: ANNOUNCE_KIND[outcome], key: `jobCentre.announce.${outcome}`, params: { name } }));
}

const CANCEL_CALLS = {
  import: (id: string) => callAsk(cancelImport, id),
  photoImport: (id: string) => callAsk(cancelPhotoImport, id),
  export: (id: string) => callAsk(cancelExport, id),
  photoExport: (id: string) => callAsk(cancelPhotoExport, id),
  newsSync: (id: string) => callAsk(fetchDocumentJobStatus, NEWS_PATHS.cancel, id),
} as const;

export function* cancelJob(action: ReturnType<typeof cancelRequested>) {
  const { kind, id } = action.payload;
  try {
    const cancel = kind in CANCEL_CALLS ? CANCEL_CALLS[kind as keyof typeof CANCEL_CALLS] : null;
    if (!cancel) return;
    const reply: Envelope = yield cancel(id);
    if (!isOk(reply)) yield put(toastShown(messageToast(messageOf(reply))));
  } finally {
    yield put(actionEnded({ kind, id }));
  }
}

export function* undoJob(action: ReturnType<typeof undoRequested>) {
  const { kind, id } = action.payload;
  try {
    if (kind !== 'import') return;
    const reply: Envelope<{ removed: number; restored: number } | null> = yield callAsk(undoImport, id);
    if (isOk(reply) && reply.result) {
      const { removed, restored } = reply.result;
      yield put(toastShown({ kind: 'success', key: 'jobCentre.undone', params: { removed, restored } }));
      // the open lists the import changed read their rows again, as after the wizard's undo
      const job: JobItem | undefined = yield select(selectJob, kind, id);
      if (job?.target) yield put(importUndone({ target: job.target as ImportTargetKey, key: id, removed, restored }));
      yield put(listRequested());
    } else {
      yield put(toastShown(messageToast(messageOf(reply))));
    }
  } finally {
    yield put(actionEnded({ kind, id }));
  }
}

export function* downloadResult(action: ReturnType<typeof errorReportRequested> | ReturnType<typeof fileRequested>) {
  const { kind, id } = action.payload;
  try {
    const job: JobItem | undefined = yield select(selectJob, kind, id);
    if (!job) return;
    const locale: Locale = yield select(selectLocale);
    const t = tFor(locale);
    let file: FileReply;
    let name: string;
    if (errorReportRequested.match(action)) {
      if (!job.errorKey) return;
      file =
        job.kind === 'photoImport' && job.identity
          ? yield callAskFile(downloadPhotoImportErrors, job.errorKey, job.identity)
          : yield callAskFile(fetchErrorReport, job.errorKey);
      name = t('jobCentre.errorReportFileName', { name: (job.fileName || job.subject || id).replace(/\.[^.]+$/, '') });
    } else {
      if (!job.url) return;
      file = yield callAskFile(downloadExport, job.url);
      name = job.fileName;
    }
    if ('problem' in file) yield put(toastShown({ kind: 'error', text: file.problem.msg, ...requestIdPart(file.problem) }));
    else yield call(saveBlob, file.blob, name);
  } finally {
    yield put(actionEnded({ kind, id }));
  }
}
