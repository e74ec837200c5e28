// The business packages saga (STYLE.md #6, #7; document 001 §4 "Import" for the upload flow).
//
//   uploadOpened → session: the flow raced against the dialog's accepted close, leaving the
//   screen and signing out; any of them cancels it (the upload call or the poller) and the flow
//   ends in flowCancelled.
//   filesPicked → checks (fileAccepted | fileRefused) · uploadConfirmed → uploadStarted → upload
//   → 1000: uploadSucceeded (progress dialog), follow every 3 s (lib/jobFollow): jobProgressed …
//     → processingFinished (the list reloads) | processingFailed with the server's message; 8010 is waited through
//   → any other status: uploadRefused with the server's message (a toast too), back to choosing
//
// The list and the dialogs: plain loads and writes, each answered with an event.
import type { Task } from 'redux-saga';
import { all, call, cancel, cancelled, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PackageListBody, PackageRow, PackageUploadResult, PackageVersionRow } from '../../../shared/platform/businessPackages';
import { Envelope } from '../../../shared/protocol/status';
import { applyPackageVersion, fetchPackages, fetchPackageVersions, removePackage, updatePackage, uploadPackage } from '../../api/businessPackages';
import { callAsk } from '../../lib/ask';
import { runDialog } from '../../lib/dialogRun';
import { getFile, releaseFile } from '../../lib/fileRegistry';
import { followJob, JobEnded } from '../../lib/jobFollow';
import { messageOf, problemOf } from '../../lib/problem';
import { signedOut, signOutRequested } from '../session';
import { reportProblem, toastShown } from '../ui';
import {
  editFailed,
  editSaveClicked,
  editSaved,
  fileAccepted,
  fileRefused,
  filesPicked,
  flowCancelled,
  listFailed,
  listLoaded,
  listRetried,
  pageChosen,
  processingFailed,
  processingFinished,
  removeConfirmed,
  removed,
  removeFailed,
  screenOpened,
  searched,
  uploadConfirmed,
  uploadDialogClosed,
  uploadOpened,
  uploadRefused,
  uploadStarted,
  uploadSucceeded,
  versionApplied,
  versionApplyClicked,
  versionApplyFailed,
  versionsFailed,
  versionsLoaded,
  versionsOpened,
} from './businessPackagesSlice';
import { checkPickedPackage } from './fileCheck';
import { selectEdit, selectListBody, selectPackageList, selectRemove, selectUploadFlow, selectUploadStatus, selectVersions } from './selectors';
import type { EditState, PackageListState, RemoveState, UploadFlowState, UploadStatus, VersionsState } from './state';
import { answered, isOk } from '../../lib/reply';

/** The zip chosen in this opening, let go of when it ends. */
interface Held {
  fileId: string | null;
}

// ---- the upload-and-follow flow ----------------------------------------------------------------

export function* uploadSession() {
  const status: UploadStatus = yield select(selectUploadStatus);
  if (status !== 'choosing') return; // the slice refused the opening
  yield* runDialog(call(uploadFlow), {
    closeType: uploadDialogClosed.type,
    // the close is accepted only before the upload or once processing ended
    isClosed: (state: object) => selectUploadStatus(state) === 'closed',
    signOut: [signOutRequested.type, signedOut.type],
  });
}

export function* uploadFlow() {
  const held: Held = { fileId: null };
  try {
    // takeEvery: checking a pick makes no call, so picks never overlap; attached, so cancelling
    // the flow ends it too.
    const picks: Task = yield takeEvery(filesPicked.type, pickFile, held);
    const key: string = yield call(uploadUntilAccepted);
    yield cancel(picks);
    yield call(pollProcessing, key);
  } finally {
    if (held.fileId) releaseFile(held.fileId);
    if ((yield cancelled()) as boolean) yield put(flowCancelled());
  }
}

export function* pickFile(held: Held, action: ReturnType<typeof filesPicked>) {
  const { files } = action.payload;
  const status: UploadStatus = yield select(selectUploadStatus);
  const problem = checkPickedPackage(files);
  if (status !== 'choosing' || problem) {
    for (const f of files) releaseFile(f.id);
    if (status === 'choosing' && problem) yield put(fileRefused({ problem }));
    return;
  }
  if (held.fileId) releaseFile(held.fileId);
  held.fileId = files[0].id;
  yield put(fileAccepted({ file: files[0] }));
}

/** Uploads on each confirm until the server answers 1000; returns the job's key. */
export function* uploadUntilAccepted() {
  while (true) {
    // a blocking take: while the upload is out, another confirm is not listened to
    yield take(uploadConfirmed.type);
    const flow: UploadFlowState = yield select(selectUploadFlow);
    if (flow.status !== 'choosing') continue;
    const blob: Blob | undefined = flow.file ? ((yield call(getFile, flow.file.id)) as Blob | undefined) : undefined;
    if (!flow.file || !blob) {
      yield put(fileRefused({ problem: { key: 'businessPackagesUi.fileRequired' } }));
      continue;
    }
    yield put(uploadStarted());
    const reply: Envelope<PackageUploadResult | null> = yield callAsk(uploadPackage, { file: blob, fileName: flow.file.name }, flow.upgrade);
    if (isOk(reply) && reply.result?.redisKey) {
      yield put(uploadSucceeded({ redisKey: reply.result.redisKey }));
      return reply.result.redisKey;
    }
    yield put(uploadRefused({ problem: messageOf(reply) }));
    yield* reportProblem(problemOf(reply));
  }
}

/** Every 3 s until the job ends, through the follow saga the job centre shares (lib/jobFollow),
 *  whose `jobProgressed` the slice reduces; 8010 (and 406) are waited through, any other status
 *  fails. */
export function* pollProcessing(redisKey: string) {
  const end: JobEnded = yield call(followJob, { kind: 'businessPackage', id: redisKey });
  const progress = end.kind === 'businessPackage' ? end.detail : null;
  if (end.outcome === 'finished' && progress) yield put(processingFinished({ progress }));
  else {
    // the job's own failure without words says the operation failed; a failed poll, the server's msg
    const problem = end.problem ?? (progress ? { key: 'businessPackagesUi.operationFailed' } : messageOf({}));
    yield put(processingFailed({ redisKey, problem }));
  }
}

// ---- the list and the dialogs ------------------------------------------------------------------

export function* loadList() {
  const list: PackageListState = yield select(selectPackageList);
  if (list.status !== 'loading') return;
  const body: PackageListBody = yield select(selectListBody);
  const reply: Envelope<{ data: PackageRow[]; total: number } | null> = yield callAsk(fetchPackages, body);
  const page = { search: list.search, pageIndex: list.pageIndex };
  if (answered(reply) && reply.result) {
    yield put(listLoaded({ ...page, rows: reply.result.data ?? [], total: reply.result.total ?? 0 }));
  } else yield put(listFailed({ ...page, problem: problemOf(reply) }));
}

export function* loadVersions() {
  const versions: VersionsState = yield select(selectVersions);
  if (versions.packageId === null || versions.status !== 'loading') return;
  const packageId = versions.packageId;
  const reply: Envelope<PackageVersionRow[] | null> = yield callAsk(fetchPackageVersions, packageId);
  if (isOk(reply) && Array.isArray(reply.result)) yield put(versionsLoaded({ packageId, rows: reply.result }));
  else yield put(versionsFailed({ packageId, problem: problemOf(reply) }));
}

export function* applyVersion(action: ReturnType<typeof versionApplyClicked>) {
  const versions: VersionsState = yield select(selectVersions);
  if (versions.packageId === null || versions.status !== 'applying') return;
  const packageId = versions.packageId;
  const reply: Envelope<PackageRow | null> = yield callAsk(applyPackageVersion, { id: packageId, versionId: action.payload.versionId });
  if (isOk(reply)) {
    yield put(versionApplied({ packageId }));
    yield put(toastShown(reply.msg ? { kind: 'success', text: reply.msg } : { kind: 'success', key: 'common.saved' }));
  } else {
    const problem = problemOf(reply);
    yield put(versionApplyFailed({ packageId, problem }));
    yield* reportProblem(problem);
  }
}

export function* saveEdit() {
  const edit: EditState = yield select(selectEdit);
  if (edit.packageId === null || !edit.saving) return;
  const reply: Envelope<PackageRow | null> = yield callAsk(updatePackage, { id: edit.packageId, ...edit.draft });
  if (isOk(reply)) {
    yield put(editSaved());
    yield put(toastShown({ kind: 'success', key: 'common.saved' }));
  } else yield put(editFailed({ problem: messageOf(reply) }));
}

export function* removeOne() {
  const remove: RemoveState = yield select(selectRemove);
  if (remove.packageId === null || !remove.removing) return;
  const reply: Envelope<null> = yield callAsk(removePackage, remove.packageId);
  if (isOk(reply)) {
    yield put(removed());
    yield put(toastShown({ kind: 'success', key: 'businessPackages.removed' }));
  } else {
    yield put(removeFailed());
    yield* reportProblem(problemOf(reply));
  }
}

export function* businessPackagesSaga() {
  yield all([
    // takeLeading: the upload dialogs are modal, so an opening while a session runs is ignored
    // (the slice ignores it too).
    takeLeading(uploadOpened.type, uploadSession),
    // takeLatest: a newer search, page or write makes the list under way stale.
    takeLatest(
      [screenOpened.type, searched.type, pageChosen.type, listRetried.type, processingFinished.type, versionApplied.type, editSaved.type, removed.type],
      loadList,
    ),
    // takeLatest: another package's versions make the answer under way stale.
    takeLatest([versionsOpened.type, versionApplied.type], loadVersions),
    // takeLeading: one write at a time per dialog; the slice ignores clicks while one is out.
    takeLeading(versionApplyClicked.type, applyVersion),
    takeLeading(editSaveClicked.type, saveEdit),
    takeLeading(removeConfirmed.type, removeOne),
  ]);
}
