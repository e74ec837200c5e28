// The import wizard's saga (STYLE.md #6, #7): one session per opening of the wizard, forked by
// the root watcher and raced against closing the wizard and signing out, so either one cancels
// whatever step is under way (an upload, a mapping load, a poller) and the flow always ends in
// `importWizard/cancelled`. The slice decides what is allowed (its status machine); workers read
// the status first, so an event the slice ignored never causes a call.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, call, cancel, cancelled, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { CheckFieldEntry, ImportTargetKey, RelationResult, StartImportBody, UploadResult, importTarget } from '../../../shared/imports';
import { Locale } from '../../../shared/i18n/registry';
import { Envelope } from '../../../shared/protocol';
import { FileRef, getFile, releaseFile } from '../../lib/fileRegistry';
import { selectLocale, tFor } from '../../i18n';
import { signedOut } from '../session';
import { toastShown } from '../ui';
import {
  HistoryPage,
  fetchCheckFields,
  fetchErrorReport,
  fetchHistory,
  fetchOriginal,
  fetchRelation,
  fetchTemplate,
  startImport,
  undoImport,
  uploadImportFile,
} from '../../api/imports';
import {
  checkFieldsFailed,
  checkFieldsLoaded,
  closed,
  dryRunFinished,
  errorReportRequested,
  fileChosen,
  fileRefused,
  historyFailed,
  historyLoaded,
  historyPageChanged,
  importFailed,
  importFinished,
  importStarted,
  importStartRequested,
  importUndone,
  mappingAccepted,
  mappingFailed,
  mappingLoaded,
  mappingRejected,
  nextClicked,
  opened,
  originalRequested,
  settingsAccepted,
  settingsRejected,
  startRefused,
  tabChanged,
  templateRequested,
  undoConfirmed,
  undoFailed,
  uploadFailed,
  uploadStarted,
  uploadSucceeded,
  wizardCancelled,
} from './importWizardSlice';
import { saveBlob } from '../../lib/download';
import * as sel from './selectors';
import { HISTORY_PAGE_SIZE, HistoryState, ImportWizardState, STEP1_STATUSES, WizardStatus, countsOf } from './state';
import { checkPickedFiles, mappingProblem, parseHeaderRow, validateStep1 } from './validation';
import { type Message, messageOf, messageToast, requestIdPart } from '../../lib/problem';
import { callAsk, callAskFile, FileReply } from '../../lib/ask';
import { runDialog } from '../../lib/dialogRun';
import { followJob, JobEnded } from '../../lib/jobFollow';
import { answered, isOk } from '../../lib/reply';

const refusal = (reply: Envelope): Message => messageOf(reply);

export function* importWizardSaga() {
  // takeLeading: the wizard is modal and mounted once, so an `opened` while a session runs is
  // ignored, exactly as the slice ignores it.
  yield takeLeading(opened.type, wizardSession);
}

export function* wizardSession(action: ReturnType<typeof opened>) {
  const open: boolean = yield select(sel.selectWizardOpen);
  if (!open) return; // the slice refused the opening (an unknown target)
  yield* runDialog(call(wizardFlow, action.payload.target), {
    closeType: closed.type,
    // not while a real import starts or runs
    isClosed: (state: Parameters<typeof sel.selectWizardOpen>[0]) => !sel.selectWizardOpen(state),
    signOut: signedOut.type,
  });
}

export function* wizardFlow(target: ImportTargetKey) {
  try {
    // Attached forks: cancelling the flow cancels each of them and whatever call they wait on.
    const watchers: Task[] = yield all([
      // takeLatest: a newer pick replaces an upload still in flight.
      takeLatest(fileChosen.type, chooseFile, target),
      // takeLeading: a double click on next must not load the mapping twice.
      takeLeading(nextClicked.type, goNext),
      // takeEvery: each click asks for a file (the buttons guard against double clicks).
      takeEvery([templateRequested.type, errorReportRequested.type, originalRequested.type], downloadFile, target),
      // takeLatest: a newer page (or a reload after an undo) replaces the one loading.
      takeLatest([tabChanged.type, historyPageChanged.type, importUndone.type], loadHistory, target),
      // takeLeading: one undo at a time.
      takeLeading(undoConfirmed.type, undoRun, target),
    ]);
    yield call(runImports, target);
    // Only a refused start gets here: the wizard is closed and this opening is over.
    yield cancel(watchers);
  } finally {
    if ((yield cancelled()) as boolean) yield put(wizardCancelled());
  }
}

// ---- step 1: the file ----------------------------------------------------------------------

export function* chooseFile(target: ImportTargetKey, action: PayloadAction<{ files: FileRef[] }>) {
  const { files } = action.payload;
  try {
    const status: WizardStatus = yield select(sel.selectWizardStatus);
    if (!STEP1_STATUSES.includes(status)) return;
    const problem = checkPickedFiles(files);
    if (problem) {
      yield put(fileRefused({ message: problem }));
      return;
    }
    const previous: UploadResult | null = yield select(sel.selectUpload);
    yield put(uploadStarted({ file: files[0] }));
    const upload: UploadResult | null = yield call(uploadFile, target, files[0], previous?.id ?? null);
    if (upload) yield call(loadCheckFields, upload.id);
  } finally {
    // Uploaded, refused or abandoned: the registry lets the File go either way.
    for (const f of files) releaseFile(f.id);
  }
}

export function* uploadFile(target: ImportTargetKey, file: FileRef, previousId: string | null) {
  const blob: Blob | undefined = yield call(getFile, file.id);
  if (!blob) {
    yield put(uploadFailed({ problem: { key: 'importWizard.fileGone' } }));
    return null;
  }
  const reply: Envelope<UploadResult> = yield callAsk(uploadImportFile, { file: blob, fileName: file.name, target, previousId });
  if (!isOk(reply)) {
    // e.g. 1002 上传文件格式错误 / 上传文件大小不得大于5M: the server's own words.
    yield put(uploadFailed({ problem: refusal(reply) }));
    return null;
  }
  yield put(uploadSucceeded({ upload: reply.result }));
  return reply.result;
}

export function* loadCheckFields(uploadId: string) {
  const reply: Envelope<CheckFieldEntry[]> = yield callAsk(fetchCheckFields, uploadId);
  if (isOk(reply)) yield put(checkFieldsLoaded({ entries: reply.result ?? [] }));
  else yield put(checkFieldsFailed({ problem: refusal(reply) }));
}

// ---- next: leaving step 1 or step 2 ----------------------------------------------------------

export function* goNext() {
  const status: WizardStatus = yield select(sel.selectWizardStatus);
  if (status === 'idle' || status === 'uploaded') yield call(leaveSettings);
  else if (status === 'mapping') yield call(leaveMapping);
}

export function* leaveSettings() {
  const s: ImportWizardState = yield select(sel.selectImportWizard);
  const target = s.target ? importTarget(s.target) : undefined;
  if (!target) return;
  const errors = validateStep1({ target, uploaded: s.status === 'uploaded' && s.upload !== null, settings: s.settings });
  if (Object.keys(errors).length > 0) {
    yield put(settingsRejected({ errors }));
    return;
  }
  yield put(settingsAccepted());
  const reply: Envelope<RelationResult> = yield callAsk(fetchRelation, s.upload!.id, parseHeaderRow(s.settings.headerRow)!);
  if (isOk(reply)) yield put(mappingLoaded({ relation: reply.result }));
  else yield put(mappingFailed({ problem: refusal(reply) }));
}

export function* leaveMapping() {
  const relation: ImportWizardState['relation'] = yield select(sel.selectRelation);
  const mapping: ImportWizardState['mapping'] = yield select(sel.selectMapping);
  const target: ReturnType<typeof sel.selectWizardTarget> = yield select(sel.selectWizardTarget);
  const problem = mappingProblem(target, relation?.dbFieldList ?? [], mapping);
  if (problem) yield put(mappingRejected(problem));
  else yield put(mappingAccepted());
}

// ---- step 3: the runs ------------------------------------------------------------------------

/** Dry runs and the real run, one at a time; returns only when the server refuses a start. */
export function* runImports(target: ImportTargetKey) {
  while (true) {
    // A blocking take: while a run polls, another start is not listened to (nor allowed by the slice).
    const action: ReturnType<typeof importStartRequested> = yield take(importStartRequested.type);
    const status: WizardStatus = yield select(sel.selectWizardStatus);
    if (status !== 'starting') continue;
    const { dryRun } = action.payload;
    const key: string | null = yield call(startJob, dryRun);
    if (key === null) return;
    yield call(pollProgress, target, key, dryRun);
  }
}

/** The start call: the job's key, or null once the refusal is shown (document 000 §4). */
export function* startJob(dryRun: boolean) {
  const body: StartImportBody | null = yield select(sel.selectStartBody, dryRun);
  let problem: Message = { key: 'import.operationFailed' };
  if (body) {
    const reply: Envelope<{ redisKey: string } | null> = yield callAsk(startImport, body);
    if (isOk(reply) && reply.result?.redisKey) {
      yield put(importStarted({ key: reply.result.redisKey, dryRun }));
      return reply.result.redisKey;
    }
    if (reply.msg) problem = refusal(reply);
  }
  yield put(startRefused({ problem }));
  yield put(toastShown(messageToast(problem)));
  return null;
}

/** Follows the job through the shared follow saga (every 3 s; 8010 and 406 are waited through),
 *  whose `jobProgressed` the slice reduces, until it finishes or fails. */
export function* pollProgress(target: ImportTargetKey, key: string, dryRun: boolean) {
  const upload: UploadResult | null = yield select(sel.selectUpload);
  const end: JobEnded = yield call(followJob, {
    kind: 'import',
    id: key,
    via: upload?.id ?? null,
    ...(upload?.fileName ? { name: upload.fileName } : {}),
    ...(dryRun ? { dryRun: true } : {}),
  });
  const status = end.kind === 'import' ? end.detail : null;
  if (end.outcome === 'finished' && status) {
    // Other features (the people lists) listen to importFinished and reload.
    yield put(dryRun ? dryRunFinished({ key, status }) : importFinished({ target, key, counts: countsOf(status) }));
  } else {
    yield put(importFailed({ key, problem: end.problem }));
  }
}

// ---- files and history -----------------------------------------------------------------------

type DownloadAction = ReturnType<typeof templateRequested> | ReturnType<typeof errorReportRequested> | ReturnType<typeof originalRequested>;

export function* downloadFile(target: ImportTargetKey, action: DownloadAction) {
  const locale: Locale = yield select(selectLocale);
  const t = tFor(locale);
  const name = t(importTarget(target)?.label ?? target);
  let file: FileReply;
  let fileName: string;
  if (errorReportRequested.match(action)) {
    file = yield callAskFile(fetchErrorReport, action.payload.errorKey);
    fileName = t('importWizard.errorReportFileName', { name });
  } else if (originalRequested.match(action)) {
    file = yield callAskFile(fetchOriginal, action.payload.key);
    fileName = action.payload.fileName;
  } else {
    file = yield callAskFile(fetchTemplate, target);
    fileName = t('importWizard.templateFileName', { name });
  }
  if ('problem' in file) {
    yield put(toastShown({ kind: 'error', text: file.problem.msg, ...requestIdPart(file.problem) }));
    return;
  }
  yield call(saveBlob, file.blob, fileName);
}

export function* loadHistory(target: ImportTargetKey) {
  const history: HistoryState = yield select(sel.selectHistory);
  if (history.status !== 'loading') return;
  const { pageIndex } = history;
  const reply: Envelope<HistoryPage | null> = yield callAsk(fetchHistory, target, pageIndex, HISTORY_PAGE_SIZE);
  if (answered(reply)) {
    yield put(historyLoaded({ rows: reply.result?.data ?? [], total: reply.result?.total ?? 0, pageIndex }));
  } else {
    yield put(historyFailed({ problem: refusal(reply) }));
  }
}

export function* undoRun(target: ImportTargetKey) {
  const { undo }: HistoryState = yield select(sel.selectHistory);
  if (undo.status !== 'undoing' || !undo.key) return;
  const { key } = undo;
  const reply: Envelope<{ removed: number; restored: number }> = yield callAsk(undoImport, key);
  if (isOk(reply)) {
    // Other features hear this too: the people lists reload after an undo as after an import.
    yield put(importUndone({ target, key, removed: reply.result.removed, restored: reply.result.restored }));
  } else {
    yield put(undoFailed({ problem: refusal(reply) }));
  }
}
