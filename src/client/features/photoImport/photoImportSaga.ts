// The photo zip import's saga (document 001 §4 "Import"; STYLE.md #6, #7). One session per
// opening, forked by the root watcher and raced against closing the dialog and signing out, so
// either one cancels whatever is under way (the upload, the field list, the start call, the
// poller) and the session ends in `photoImport/cancelled`. The slice decides what is allowed
// (its status machine); workers read the status first, so an event it ignored causes no call.
//
//   confirmClicked → form rules (formRejected | uploadStarted) → upload (wait overlay)
//   → 1000 with a spreadsheet: fields → mapping dialog → mappingConfirmClicked → required fields
//     (mappingRejected | mappingAccepted) → start → importStarted → poll
//   → 1000 photos only: poll at once
//   follow every 3 s (lib/jobFollow): jobProgressed … → importFinished | importFailed; only 8010 is waited through (document 001 §8)
//   1002 anywhere: refused (toast, dialog closed) · other statuses and network errors: a toast
import type { Task } from 'redux-saga';
import { all, call, cancel, cancelled, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { Identity } from '../../../shared/domain/people';
import type { Locale } from '../../../shared/i18n/registry';
import type { PhotoImportData, PhotoUploadResult, RelationResult } from '../../../shared/photos/api';
import { Envelope, Status } from '../../../shared/protocol';
import {
  cancelPhotoImport,
  downloadPhotoImportErrors,
  downloadPhotoSheetErrors,
  fetchPhotoImportFields,
  startPhotoImport,
  uploadPhotoZip,
} from '../../api/photoImport';
import { callAsk, callAskFile, FileReply } from '../../lib/ask';
import { runDialog } from '../../lib/dialogRun';
import { followJob, JobEnded } from '../../lib/jobFollow';
import { saveBlob } from '../../lib/download';
import { FileRef, getFile, releaseFile } from '../../lib/fileRegistry';
import { selectLocale, tFor } from '../../i18n';
import { selectHasSession, signedOut, signOutRequested } from '../session';
import { problemToast, reportProblem, toastShown } from '../ui';
import {
  cancelled as photoImportCancelled,
  closed,
  confirmClicked,
  errorReportRequested,
  fieldsFailed,
  fieldsLoaded,
  fileAccepted,
  fileRefused,
  filesPicked,
  formRejected,
  importFailed,
  importFinished,
  importStarted,
  mappingAccepted,
  mappingConfirmClicked,
  mappingRejected,
  opened,
  refused,
  sheetErrorReportRequested,
  startFailed,
  uploadAbandoned,
  uploadFailed,
  uploadStarted,
  uploadSucceeded,
} from './photoImportSlice';
import { selectMapping, selectPhotoImport, selectPhotoImportOpen, selectPhotoImportStatus, selectUploadData } from './selectors';
import type { FlowStatus, MappingState, PhotoImportState } from './state';
import { checkPickedZip, missingRequired, validatePhotoImportForm } from './validation';
import { messageOf, requestIdPart } from '../../lib/problem';
import { isOk } from '../../lib/reply';

/** What one opening holds and must let go of when it ends: the chosen zip's File (in the file
 *  registry) and an upload the server keeps waiting for its mapping. */
export interface Held {
  fileId: string | null;
  waitingKey: string | null;
}

type TurnedDown = 'refused' | 'failed';
type FailedEvent = typeof uploadFailed | typeof fieldsFailed | typeof startFailed;

export function* photoImportSaga() {
  yield all([
    // takeLeading: the dialogs are modal and mounted once, so an opening while a session runs is
    // ignored, exactly as the slice ignores it.
    takeLeading(opened.type, photoImportSession),
    // takeEvery: each abandoned upload is dropped on the server, once.
    takeEvery(uploadAbandoned.type, dropAbandonedUpload),
  ]);
}

export function* photoImportSession(action: ReturnType<typeof opened>) {
  const open: boolean = yield select(selectPhotoImportOpen);
  if (!open) return; // the slice refused the opening (an unknown identity)
  yield* runDialog(call(photoImportFlow, action.payload.identity), {
    closeType: closed.type,
    // not while the import starts or runs
    isClosed: (state: Parameters<typeof selectPhotoImportOpen>[0]) => !selectPhotoImportOpen(state),
    // Asking to sign out is enough: an upload waiting for its mapping is dropped while the
    // session can still say so.
    signOut: [signOutRequested.type, signedOut.type],
  });
}

export function* photoImportFlow(identity: Identity) {
  const held: Held = { fileId: null, waitingKey: null };
  try {
    // Attached forks: cancelling the flow cancels each of them and whatever call they wait on.
    const watchers: Task[] = yield all([
      // takeEvery: checking a pick makes no call, so picks never overlap.
      takeEvery(filesPicked.type, pickZip, held),
      // takeEvery: each click asks for a file (the links are anti-double-click buttons).
      takeEvery([errorReportRequested.type, sheetErrorReportRequested.type], downloadReport, identity),
    ]);
    yield call(runImport, identity, held);
    // Only a refusal (1002) gets here: the dialog is closed and this opening is over.
    yield cancel(watchers);
  } finally {
    if (held.fileId) releaseFile(held.fileId);
    if ((yield cancelled()) as boolean) {
      if (held.waitingKey) yield put(uploadAbandoned({ redisKey: held.waitingKey }));
      yield put(photoImportCancelled());
    }
  }
}

// ---- step 1: the zip and the form --------------------------------------------------------------

export function* pickZip(held: Held, action: ReturnType<typeof filesPicked>) {
  const { files } = action.payload;
  const status: FlowStatus = yield select(selectPhotoImportStatus);
  const problem = checkPickedZip(files);
  if (status !== 'editing' || problem) {
    for (const f of files) releaseFile(f.id);
    if (status === 'editing' && problem) yield put(fileRefused(problem));
    return;
  }
  // The zip chosen before is let go: only one is kept.
  if (held.fileId) releaseFile(held.fileId);
  held.fileId = files[0].id;
  yield put(fileAccepted({ file: files[0] }));
}

/** Dialog after dialog until the progress has ended; returns only when the server refuses (1002). */
export function* runImport(identity: Identity, held: Held) {
  while (true) {
    // A blocking take: while an upload, a mapping or a poller is under way, confirm is not listened to.
    yield take(confirmClicked.type);
    const accepted: boolean = yield call(acceptForm, identity);
    if (!accepted) continue;
    const upload: PhotoUploadResult | TurnedDown = yield call(uploadZip);
    if (upload === 'refused') return;
    if (upload === 'failed') continue;
    let key = upload.redisKey;
    if (upload.needsMapping) {
      held.waitingKey = key;
      const started: string | TurnedDown = yield call(mapAndStart, key);
      held.waitingKey = null;
      if (started === 'refused' || started === 'failed') {
        yield put(uploadAbandoned({ redisKey: key }));
        if (started === 'refused') return;
        continue;
      }
      key = started;
    }
    // Step 3: the progress dialog is open; it stays until it is closed.
    yield call(pollProgress, identity, key);
  }
}

/** Step 1: the form's rules (document 001 §5) before anything is sent. */
export function* acceptForm(identity: Identity) {
  const s: PhotoImportState = yield select(selectPhotoImport);
  if (s.status !== 'editing') return false;
  const errors = validatePhotoImportForm({ identity, hasFile: s.file !== null, form: s.form });
  if (Object.keys(errors).length > 0) {
    yield put(formRejected({ errors }));
    return false;
  }
  return true;
}

/** Step 2: the upload, under the wait overlay 'uploading file'. */
export function* uploadZip() {
  const { file }: { file: FileRef | null } = yield select(selectPhotoImport);
  const data: PhotoImportData | null = yield select(selectUploadData);
  const blob: Blob | undefined = file ? ((yield call(getFile, file.id)) as Blob | undefined) : undefined;
  if (!file || !data || !blob) {
    yield put(formRejected({ errors: { file: 'photoImport.fileRequired' } }));
    return 'failed';
  }
  yield put(uploadStarted());
  const reply: Envelope<PhotoUploadResult | null> = yield callAsk(uploadPhotoZip, { file: blob, fileName: file.name, data });
  if (isOk(reply) && reply.result?.redisKey) {
    yield put(uploadSucceeded({ upload: reply.result }));
    return reply.result;
  }
  return (yield call(turnedDown, reply, uploadFailed)) as TurnedDown;
}

/** Document 001 §8: 1002 shows the message and closes the dialog; any other status (a network
 *  error included) shows the server's msg as an error toast and goes back a step. */
export function* turnedDown(reply: Envelope<unknown>, failed: FailedEvent) {
  const problem = messageOf(reply);
  const isRefusal = reply.status === Status.REFUSED;
  yield put(isRefusal ? refused({ problem }) : failed({ problem }));
  const toast = problemToast({
    status: reply.status,
    msg: reply.msg,
    ...('key' in problem ? { key: problem.key, params: problem.params } : {}),
    ...requestIdPart(reply),
  });
  if (toast) yield put(toastShown(toast));
  return isRefusal ? 'refused' : 'failed';
}

// ---- the field mapping -------------------------------------------------------------------------

/** The zip holds a spreadsheet: its fields, the mapping dialog, then the start. Returns the
 *  running job's key, or how it was turned down. */
export function* mapAndStart(key: string) {
  const fields: Envelope<RelationResult | null> = yield callAsk(fetchPhotoImportFields, key);
  if (!isOk(fields) || !fields.result) return (yield call(turnedDown, fields, fieldsFailed)) as TurnedDown;
  yield put(fieldsLoaded({ relation: fields.result }));
  while (true) {
    // A blocking take: while the start call is out, another confirm is not listened to.
    yield take(mappingConfirmClicked.type);
    const status: FlowStatus = yield select(selectPhotoImportStatus);
    if (status !== 'mapping') continue;
    const mapping: MappingState = yield select(selectMapping);
    const missing = missingRequired(mapping.fields, mapping.pairs);
    if (missing.length > 0) {
      yield put(mappingRejected({ missing }));
      continue;
    }
    yield put(mappingAccepted());
    const reply: Envelope<{ redisKey: string } | null> = yield callAsk(startPhotoImport, { redisKey: key, matchFieldList: mapping.pairs });
    if (isOk(reply)) {
      const runKey = reply.result?.redisKey || key;
      yield put(importStarted({ key: runKey }));
      return runKey;
    }
    const outcome: TurnedDown = yield call(turnedDown, reply, startFailed);
    if (outcome === 'refused') return outcome;
  }
}

// ---- the progress ------------------------------------------------------------------------------

/** Steps 3–5: the job followed through the shared follow saga (every 3 seconds; only 8010
 *  is waited through, 406 fails it, document 001 §8; a 1000 without a result is not started yet), whose `jobProgressed` the
 *  slice reduces, until it finishes or fails. */
export function* pollProgress(identity: Identity, key: string) {
  const end: JobEnded = yield call(followJob, { kind: 'photoImport', id: key });
  // Other features (the people and photo lists) listen to importFinished and reload.
  if (end.outcome === 'finished') yield put(importFinished({ identity, key }));
  else yield put(importFailed({ key, problem: end.problem }));
}

// ---- files and the server's leftovers ----------------------------------------------------------

type ReportAction = ReturnType<typeof errorReportRequested> | ReturnType<typeof sheetErrorReportRequested>;

/** The error report links: fetched through the download client with the session, then saved. */
export function* downloadReport(identity: Identity, action: ReportAction) {
  const locale: Locale = yield select(selectLocale);
  const t = tFor(locale);
  const { errorKey } = action.payload;
  const sheetRows = !errorReportRequested.match(action);
  const file: FileReply = yield sheetRows ? callAskFile(downloadPhotoSheetErrors, errorKey) : callAskFile(downloadPhotoImportErrors, errorKey, identity);
  if ('problem' in file) {
    yield* reportProblem(file.problem);
    return;
  }
  yield call(saveBlob, file.blob, t(sheetRows ? 'photoImportUi.rowsErrorReportFileName' : 'photoImportUi.errorReportFileName'));
}

/** An upload left waiting for its mapping is dropped on the server (best effort: the answer
 *  changes nothing here). After the session is gone there is nobody to ask with. */
export function* dropAbandonedUpload(action: ReturnType<typeof uploadAbandoned>) {
  const hasSession: boolean = yield select(selectHasSession);
  if (!hasSession) return;
  yield callAsk(cancelPhotoImport, action.payload.redisKey);
}
