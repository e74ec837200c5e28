// The one saga behind every configuration document: detail, save (draft or publish), publish,
// history, difference and restore, and the definition's other documented calls (a panel's reads
// and writes, a field's options), all driven by the document's definition. The slice decides
// when a call is due (status loading / saving / publishing / restoring, history or diff
// 'loading'); each worker first checks that status, so an event the slice ignored never calls.
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import type { DocumentState } from '../../../shared/documents/types';
import { documentByKey } from '../../../shared/documents';
import type { Locale } from '../../../shared/i18n';
import { Envelope, FieldError, Status } from '../../../shared/protocol/status';
import { editableFields, validateDocument } from '../../../shared/documents/validate';
import {
  DocumentDiff,
  DocumentRef,
  HistoryPage,
  documentCall,
  fetchDiff,
  fetchDocument,
  fetchHistory,
  discardDocumentDraft,
  isConflict,
  publishDocument,
  restoreDocument,
  saveDocument,
} from '../../api/documents';
import { UploadedFile, uploadFile } from '../../api/collections';
import { callAsk } from '../../lib/ask';
import { getFile, releaseFile } from '../../lib/fileRegistry';
import { uploadedValue, uploadPathFor } from '../../lib/uploadedPicture';
import type { FieldDef } from '../../../shared/resources/types';
import { takeLatestBy, takeLeadingBy } from '../../lib/keyedEffects';
import { selectLocale, tFor } from '../../i18n';
import { reportProblem, toastShown } from '../ui';
import { documentSelectors } from './documentsSelectors';
import './messages';
import { DocFieldErrors, DocumentEntry, slotOf } from './documentState';
import {
  HISTORY_EVENTS,
  LOAD_EVENTS,
  imagePicked,
  imageRefused,
  imageUploaded,
  WRITE_EVENTS,
  conflicted,
  diffFailed,
  diffLoaded,
  diffPicked,
  failed,
  historyFailed,
  historyLoaded,
  loadFailed,
  loaded,
  opened,
  readFailed,
  readLoaded,
  readRequested,
  rejected,
  sampleLoaded,
  saved,
} from './documentsSlice';
import { problemOf } from '../../lib/problem';
import { IDENTITIES, Identity } from '../../../shared/domain/people';
import { peopleListPath, PersonRow } from '../../../shared/people/api';
import { fetchPage, PageOutcome } from '../../widgets/pagedTable/pagedQuery';
import { succeeded } from '../../lib/reply';

interface DocAction {
  type: string;
  payload: DocumentRef;
}

const refOf = ({ payload }: DocAction): DocumentRef => ({ key: payload.key, identity: payload.identity ?? null });
const slotOfAction = (action: DocAction) => (action.payload?.key ? slotOf(action.payload.key, action.payload.identity) : undefined);

function* entryOf(ref: DocumentRef) {
  return (yield select(documentSelectors(ref.key, ref.identity).selectEntry)) as DocumentEntry;
}

export function* loadDocument(action: DocAction) {
  const ref = refOf(action);
  const entry: DocumentEntry = yield* entryOf(ref);
  if (entry.status !== 'loading') return;
  const envelope: Envelope<DocumentState> = yield callAsk(fetchDocument, ref);
  if (succeeded(envelope) && envelope.result) {
    yield put(loaded({ ...ref, document: envelope.result }));
    return;
  }
  const problem = problemOf(envelope);
  yield put(loadFailed({ ...ref, problem }));
  yield* reportProblem(problem);
}

/** A 9009 result's reasons, beside their fields (a record's field under its list); the rest returned. */
function placeFieldErrors(fieldNames: Set<string>, result: FieldError[]): { errors: DocFieldErrors; elsewhere: string[] } {
  const errors: DocFieldErrors = {};
  const elsewhere: string[] = [];
  for (const { field, reason } of result) {
    const top = String(field).split(/[[.]/)[0];
    if (fieldNames.has(top) && !(top in errors)) errors[top] = reason;
    else elsewhere.push(reason);
  }
  return { errors, elsewhere };
}

const SUCCESS_TOAST = {
  save: 'documentsUi.savedDraft',
  publish: 'documentsUi.published',
  restore: 'documentsUi.restored',
  discardDraft: 'documentsUi.draftDiscarded',
} as const;

export function* writeDocument(action: DocAction) {
  const ref = refOf(action);
  const def = documentByKey(ref.key);
  const entry: DocumentEntry = yield* entryOf(ref);
  const intent = entry.intent;
  if (!def || !entry.base || !intent || !['saving', 'publishing', 'restoring'].includes(entry.status)) return;
  const baseVersion = entry.base.version;
  const locale: Locale = yield select(selectLocale);
  const t = tFor(locale);

  let envelope: Envelope<unknown>;
  let done: keyof typeof SUCCESS_TOAST;
  if (intent.kind === 'save') {
    const content = Object.fromEntries(
      editableFields(def).map((f) => {
        const value = entry.values[f.name];
        return [f.name, typeof value === 'string' && f.type !== 'richText' ? value.trim() : (value ?? null)];
      }),
    );
    // The console checks first, with the rules the server applies too, so most mistakes show beside their fields.
    const problems = validateDocument(def, content, t);
    // every problem at once: each field's beside it, the rest (e.g. the size) together
    const isOnField = (p: (typeof problems)[number]) => def.fields.some((f) => f.name === p.field);
    const onFields = problems.filter(isOnField);
    const elsewhere = problems.filter((p) => !isOnField(p)).map((p) => t(p.key, p.params));
    if (onFields.length > 0) {
      yield put(rejected({ ...ref, errors: Object.fromEntries(onFields.map((p) => [p.field, t(p.key, p.params)])) }));
      if (elsewhere.length > 0) yield put(toastShown({ kind: 'error', text: elsewhere.join('; ') }));
      return;
    }
    if (elsewhere.length > 0) {
      const problem = { status: Status.INVALID, msg: elsewhere.join('; ') };
      yield put(failed({ ...ref, problem }));
      yield* reportProblem(problem);
      return;
    }
    envelope = yield callAsk(saveDocument, ref, { baseVersion, content, publish: intent.publish });
    done = intent.publish ? 'publish' : 'save';
  } else if (intent.kind === 'publish') {
    envelope = yield callAsk(publishDocument, ref, baseVersion);
    done = 'publish';
  } else if (intent.kind === 'discardDraft') {
    envelope = yield callAsk(discardDocumentDraft, ref, baseVersion);
    done = 'discardDraft';
  } else if (intent.kind === 'call') {
    // works on the newest version itself (no base): published at once unless a draft is pending
    envelope = yield callAsk(documentCall, ref, intent.call, intent.body);
    const answered = envelope.result as Partial<DocumentState> | null;
    done = answered && typeof answered === 'object' && answered.hasDraft ? 'save' : 'publish';
  } else {
    envelope = yield callAsk(restoreDocument, ref, intent.version, baseVersion);
    done = 'restore';
  }

  if (succeeded(envelope) && envelope.result && typeof envelope.result === 'object') {
    yield put(saved({ ...ref, document: envelope.result as DocumentState }));
    yield put(toastShown({ kind: 'success', key: SUCCESS_TOAST[done] }));
    return;
  }
  if (envelope.status === Status.REFUSED && isConflict(envelope.result)) {
    yield put(conflicted({ ...ref, current: envelope.result.current, changes: envelope.result.changes ?? [] }));
    return;
  }
  if (envelope.status === Status.INVALID && Array.isArray(envelope.result)) {
    const { errors, elsewhere } = placeFieldErrors(new Set(def.fields.map((f) => f.name)), envelope.result as FieldError[]);
    if (Object.keys(errors).length > 0) {
      yield put(rejected({ ...ref, errors }));
      if (elsewhere.length > 0) yield put(toastShown({ kind: 'error', text: elsewhere.join('; ') }));
      return;
    }
  }
  const problem = problemOf(envelope);
  yield put(failed({ ...ref, problem }));
  yield* reportProblem(problem);
}

/** A documented read call of the definition (readRequested): its answer kept under its name. */
export function* readDocumentCall(action: ReturnType<typeof readRequested>) {
  const ref = refOf(action);
  const { call } = action.payload;
  const entry: DocumentEntry = yield* entryOf(ref);
  const read = entry.reads[call];
  if (read?.status !== 'loading') return;
  const envelope: Envelope<unknown> = yield callAsk(documentCall, ref, call, read.body);
  if (succeeded(envelope)) {
    yield put(readLoaded({ ...ref, call, result: envelope.result ?? null }));
    return;
  }
  const problem = problemOf(envelope);
  yield put(readFailed({ ...ref, call, problem }));
  yield* reportProblem(problem);
}

export function* loadHistory(action: DocAction) {
  const ref = refOf(action);
  const { history }: DocumentEntry = yield* entryOf(ref);
  if (history.status !== 'loading') return;
  const envelope: Envelope<HistoryPage> = yield callAsk(fetchHistory, ref, history.pageIndex, history.pageSize);
  if (envelope.status === Status.EMPTY) {
    yield put(historyLoaded({ ...ref, pageIndex: history.pageIndex, rows: [], total: 0 }));
    return;
  }
  if (succeeded(envelope) && envelope.result) {
    const rows = Array.isArray(envelope.result.data) ? envelope.result.data : [];
    const total = Number(envelope.result.total);
    yield put(historyLoaded({ ...ref, pageIndex: history.pageIndex, rows, total: Number.isFinite(total) ? total : rows.length }));
    return;
  }
  const problem = problemOf(envelope);
  yield put(historyFailed({ ...ref, problem }));
  yield* reportProblem(problem);
}

export function* loadDiff(action: DocAction) {
  const ref = refOf(action);
  const { diff }: DocumentEntry = yield* entryOf(ref);
  if (diff.status !== 'loading' || diff.from === null || diff.to === null) return;
  const envelope: Envelope<DocumentDiff> = yield callAsk(fetchDiff, ref, diff.from, diff.to);
  if (succeeded(envelope) && envelope.result) {
    yield put(diffLoaded({ ...ref, from: diff.from, to: diff.to, changes: Array.isArray(envelope.result.changes) ? envelope.result.changes : [] }));
    return;
  }
  const problem = problemOf(envelope);
  yield put(diffFailed({ ...ref, problem }));
  yield* reportProblem(problem);
}

/** An image picked for a field (or a rich-text field's picture), uploaded through the call the
 *  field names (uploadPathOf: the appearance's logo its own, rich text FrameWorkUpload, else
 *  file/upload); the File is released whatever happens. */
export function* uploadImage(action: ReturnType<typeof imagePicked>) {
  const { key, identity, name, file } = action.payload;
  const ref = { key, identity: identity ?? null };
  try {
    const entry: DocumentEntry = yield* entryOf(ref);
    const upload = entry.uploads[name];
    if (!upload || upload.status !== 'uploading' || upload.fileId !== file.id) return;
    const blob: Blob | undefined = yield call(getFile, file.id);
    if (!blob) {
      yield put(imageRefused({ ...ref, name, fileId: file.id, error: { key: 'documentsUi.fileGone' } }));
      return;
    }
    const fieldDef = fieldAt(documentByKey(key)?.fields ?? [], name);
    const envelope: Envelope<UploadedFile> = yield callAsk(uploadFile, blob, file.name, uploadPathFor(fieldDef));
    const result = envelope.result;
    if (!succeeded(envelope) || !result || typeof result.id !== 'string') {
      const problem = problemOf(envelope);
      yield put(imageRefused({ ...ref, name, fileId: file.id, error: problem.key ? { key: problem.key } : { text: problem.msg } }));
      return;
    }
    // the document as it is now: a rich text typed into meanwhile keeps what was typed
    const now: DocumentEntry = yield* entryOf(ref);
    const value = uploadedValue(fieldDef, fieldDef?.type === 'richText' ? now.values[name] : undefined, result);
    yield put(imageUploaded({ ...ref, name, fileId: file.id, value, url: String(result.url ?? '') }));
  } finally {
    yield call(releaseFile, file.id);
  }
}

/** A document's field by its form name: a field, or a records field's sub-field (name.row.sub). */
function fieldAt(fields: FieldDef[], name: string): FieldDef | undefined {
  const [top, , sub] = name.split('.');
  const field = fields.find((f) => f.name === top);
  return sub === undefined ? field : field?.of?.find((f) => f.name === sub);
}

const isIdentity = (x: string | null): x is Identity => (IDENTITIES as readonly string[]).includes(x ?? '');

/** The e-ID card's preview shows a real person of its identity: the first of that people list.
 *  Without one (none yet, or the list refused) the preview keeps its fixed sample, quietly. */
export function* loadSample(action: DocAction) {
  const ref = refOf(action);
  if (documentByKey(ref.key)?.face !== 'eIdCard' || !isIdentity(ref.identity)) return;
  const page: PageOutcome<PersonRow> = yield call(fetchPage, peopleListPath(ref.identity), { pageIndex: 1, pageSize: 1 });
  const person = page.rows[0];
  if (!person) return;
  const { name, gender, identifier, unitName, className, grade, thumbUrl } = person;
  yield put(sampleLoaded({ ...ref, sample: { name, gender, identifier, unitName, className, grade, thumbUrl: thumbUrl ?? null } }));
}

export function* documentsSaga() {
  yield all([
    // takeLatest per document: a newer open (or take-theirs) makes an older answer stale.
    takeLatestBy<DocAction, string>(LOAD_EVENTS, slotOfAction, loadDocument),
    // takeLeading per document: one write at a time; a double click never saves twice.
    takeLeadingBy<DocAction, string>(WRITE_EVENTS, slotOfAction, writeDocument),
    // takeLatest: only the page asked for last matters.
    takeLatestBy<DocAction, string>(HISTORY_EVENTS, slotOfAction, loadHistory),
    takeLatestBy<DocAction, string>(diffPicked.type, slotOfAction, loadDiff),
    // takeLatest per document and call: a newer ask (e.g. the links checked again) makes an older answer stale.
    takeLatestBy<ReturnType<typeof readRequested>, string>(
      readRequested.type,
      (a) => (a.payload?.key ? `${slotOf(a.payload.key, a.payload.identity)}:${a.payload.call}` : undefined),
      readDocumentCall,
    ),
    // takeEvery: two image fields upload side by side; the slice keeps only a field's latest pick.
    takeEvery(imagePicked.type, uploadImage),
    // takeLatest per document: only the newest open's person matters.
    takeLatestBy<DocAction, string>(opened.type, slotOfAction, loadSample),
  ]);
}
