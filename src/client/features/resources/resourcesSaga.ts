// The one saga behind every resource screen: list, lookups, save and remove, all driven by the
// resource's definition. The slice decides when something is due (status 'loading',
// 'submitting', 'removing'); each worker first checks that status, so an event the slice
// ignored never causes a call.
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { Envelope, FieldError, Status } from '../../../shared/protocol/status';
import { Locale } from '../../../shared/i18n/registry';
import { ResourceDef, ResourceRow, callsOf, formFields, fullPath, resourceByKey } from '../../../shared/resources';
import { validateRecord } from '../../../shared/resources/validate';
import {
  UploadedFile,
  actionBody,
  checkUrl,
  detailBody,
  inlineEditBody,
  lookupBundleCall,
  lookupCall,
  orderBody,
  resourceCall,
  uploadFile,
} from '../../api/collections';
import type { CheckedUrl } from '../../../shared/resources/files';
import { fetchOrgTree } from '../../api/org';
import { callAsk } from '../../lib/ask';
import { getFile, releaseFile } from '../../lib/fileRegistry';
import { uploadedValue, uploadPathFor } from '../../lib/uploadedPicture';
import { selectLocale, T, tFor } from '../../i18n';
import { PageOutcome, fetchPage } from '../../widgets/pagedTable/pagedQuery';
import { localeSwitched, problemToast, toastShown } from '../ui';
import { takeLatestPerKey, takeLeadingPerKey } from './keyedEffects';
import { ORG_UNITS_LOOKUP } from './displayValues';
import {
  ActionRunState,
  CellEditState,
  DetailState,
  FieldErrors,
  FieldValue,
  FieldValues,
  FormState,
  RemovalState,
  ReorderState,
  ResourceState,
} from './resourceState';
import { selectAction, selectDetail, selectForm, selectListQuery, selectRemoval, selectReorder, selectResource } from './resourcesSelectors';
import {
  LIST_RELOADING_EVENTS,
  actionClicked,
  cellEdited,
  cellRefused,
  cellSaved,
  actionConfirmed,
  actionDone,
  actionFailed,
  detailFailed,
  detailLoaded,
  detailOpened,
  formRejected,
  formSubmitted,
  imagePicked,
  imageRefused,
  imageUploaded,
  listFailed,
  listLoaded,
  lookupsFailed,
  lookupsLoaded,
  orderAdjusted,
  orderRefused,
  removeConfirmed,
  removeFailed,
  removed,
  rowDropped,
  saveFailed,
  saved,
  screenOpened,
  urlCheckClicked,
  urlChecked,
} from './resourcesSlice';
import { Problem, problemOf } from '../../lib/problem';
import { isOk, succeeded } from '../../lib/reply';

interface KeyedAction {
  type: string;
  payload: { key: string };
}

function* reportProblem(problem: Problem) {
  const toast = problemToast(problem);
  if (toast) yield put(toastShown(toast));
}

export function* loadList({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const entry: ResourceState = yield select(selectResource(key));
  if (!def || entry.status !== 'loading') return;
  const query: Record<string, unknown> = yield select(selectListQuery(key));
  const list = callsOf(def).list;
  const url = fullPath(def, list.path);
  const page: PageOutcome<ResourceRow> = yield call(fetchPage, url, query, list.method === 'GET' ? { method: 'GET' } : {});
  if (page.problem) {
    yield put(listFailed({ key, problem: page.problem }));
    yield* reportProblem(page.problem);
    return;
  }
  yield put(listLoaded({ key, rows: page.rows, total: page.total }));
}

interface LookupOutcome {
  name: string;
  items?: unknown[];
  problem?: Problem;
}

/** One lookup call; never throws, so one failing lookup leaves the others loaded. */
export function* fetchLookup(def: ResourceDef, name: string) {
  const envelope: Envelope = yield callAsk(lookupCall, def, name);
  if (envelope.status === Status.EMPTY) return { name, items: [] } as LookupOutcome;
  if (!succeeded(envelope)) return { name, problem: problemOf(envelope) } as LookupOutcome;
  const result = envelope.result as unknown;
  const items = Array.isArray(result) ? result : Array.isArray((result as { data?: unknown })?.data) ? (result as { data: unknown[] }).data : [];
  return { name, items } as LookupOutcome;
}

/** The lookups one bundle call answers (ResourceDef.lookupBundle, getAllServerDict): each named
 *  lookup's items under its name; a failed call fails them all, and never throws. */
export function* fetchLookupBundle(def: ResourceDef) {
  const names = def.lookupBundle?.answers ?? [];
  const envelope: Envelope = yield callAsk(lookupBundleCall, def);
  if (envelope.status === Status.EMPTY) return names.map((name): LookupOutcome => ({ name, items: [] }));
  if (!succeeded(envelope)) return [{ name: names.join(','), problem: problemOf(envelope) } as LookupOutcome];
  const result = (envelope.result ?? {}) as Record<string, unknown>;
  return names.map((name): LookupOutcome => ({ name, items: Array.isArray(result[name]) ? (result[name] as unknown[]) : [] }));
}

/** The organisation tree a treeSelect field picks from, as one more lookup. */
export function* fetchOrgUnits() {
  const envelope: Envelope = yield callAsk(fetchOrgTree, 'units');
  if (envelope.status === Status.EMPTY) return { name: ORG_UNITS_LOOKUP, items: [] } as LookupOutcome;
  if (!succeeded(envelope)) return { name: ORG_UNITS_LOOKUP, problem: problemOf(envelope) } as LookupOutcome;
  return { name: ORG_UNITS_LOOKUP, items: Array.isArray(envelope.result) ? envelope.result : [] } as LookupOutcome;
}

export function* loadLookups({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  if (!def) return;
  // the lookups a bundle answers are read through it, in one call, never on their own
  const bundled = new Set(def.lookupBundle?.answers ?? []);
  const reads = Object.keys(def.lookups ?? {})
    .filter((name) => !bundled.has(name))
    .map((name) => call(fetchLookup, def, name));
  if (def.fields.some((f) => f.type === 'treeSelect')) reads.push(call(fetchOrgUnits) as unknown as (typeof reads)[number]);
  if (def.lookupBundle) reads.push(call(fetchLookupBundle, def) as unknown as (typeof reads)[number]);
  if (reads.length === 0) return;
  const outcomes = ((yield all(reads)) as (LookupOutcome | LookupOutcome[])[]).flat();
  const loaded = Object.fromEntries(outcomes.filter((o) => o.items).map((o) => [o.name, o.items as unknown[]]));
  if (Object.keys(loaded).length > 0) yield put(lookupsLoaded({ key, lookups: loaded }));
  const failed = outcomes.find((o) => o.problem);
  if (failed?.problem) {
    yield put(lookupsFailed({ key, problem: failed.problem }));
    yield* reportProblem(failed.problem);
  }
}

/** What is sent: the form's fields but the read-only ones, text trimmed (the server compares
 *  trimmed too); rich text goes as the editor made it (the server sanitises it). */
const valuesToSend = (def: ResourceDef, values: FieldValues): FieldValues =>
  Object.fromEntries(
    formFields(def)
      .filter((f) => !f.readOnly)
      .map((f) => {
        const value: FieldValue = values[f.name] ?? null;
        return [f.name, typeof value === 'string' && f.type !== 'richText' ? value.trim() : value];
      }),
  );

/** A 9009 result: reasons for fields on the form go beside them; any others are returned. */
function placeFieldErrors(def: ResourceDef, result: FieldError[]): { errors: FieldErrors; elsewhere: string[] } {
  const onForm = new Set(formFields(def).map((f) => f.name));
  const errors: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const { field, reason } of result) {
    if (onForm.has(field) && !(field in errors)) errors[field] = reason;
    else elsewhere.push(reason);
  }
  return { errors, elsewhere };
}

/** The unique fields whose value another record holds (def.reuseCheck), each with the server's reason. */
export function* reusedFields(def: ResourceDef, values: FieldValues, id: number | null, t: T) {
  const errors: FieldErrors = {};
  if (def.findByKey) {
    const { call: findCall, field } = def.findByKey;
    const value = values[field];
    const label = def.fields.find((f) => f.name === field)?.label ?? field;
    if (typeof value === 'string' && value !== '') {
      const reply: Envelope<{ id?: unknown } | null> = yield callAsk(resourceCall, def, findCall, { [field]: value });
      // another record answered: the value is taken (the record itself may keep it)
      if (isOk(reply) && reply.result && Number(reply.result.id) !== id) errors[field] = t('resourceUi.valueTaken', { field: t(label) });
    }
  }
  if (!def.reuseCheck) return errors;
  for (const f of formFields(def).filter((x) => x.unique && !x.readOnly)) {
    const value = values[f.name];
    if (typeof value !== 'string' || value === '') continue;
    const reply: Envelope<{ reused: boolean }> = yield callAsk(resourceCall, def, def.reuseCheck, { field: f.name, value, ...(id !== null ? { id } : {}) });
    // an unanswered check leaves the decision to the save, which refuses a taken value itself
    if (isOk(reply) && reply.result?.reused) errors[f.name] = reply.msg || f.name;
  }
  return errors;
}

function* refuseSave(key: string, problem: Problem) {
  yield put(saveFailed({ key, problem }));
  yield* reportProblem(problem);
}

export function* saveRecord({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const form: FormState = yield select(selectForm(key));
  if (!def || form.status !== 'submitting') return;
  const locale: Locale = yield select(selectLocale);
  const t = tFor(locale);
  const values = valuesToSend(def, form.values);
  // The console checks first, with the same rules the server applies, so most mistakes are
  // shown beside their fields without a round trip.
  const problems = validateRecord(def, values, t);
  if (problems.length > 0) {
    yield put(formRejected({ key, errors: Object.fromEntries(problems.map((p) => [p.field, t(p.key, p.params)])) }));
    return;
  }
  const editing = form.mode === 'edit';
  const reused: FieldErrors = yield call(reusedFields, def, values, editing ? form.id : null, t);
  if (Object.keys(reused).length > 0) {
    yield put(formRejected({ key, errors: reused }));
    return;
  }
  const calls = callsOf(def);
  // a submit-style collection has one call for both: an id present means edit
  const saveCall = (editing ? (calls.update ?? calls.submit) : (calls.save ?? calls.submit))!;
  const envelope: Envelope = yield callAsk(resourceCall, def, saveCall, editing ? { id: form.id, ...values } : values);
  if (succeeded(envelope)) {
    const newId = Number((envelope.result as { id?: unknown } | null)?.id);
    yield put(saved({ key, id: editing ? form.id : Number.isFinite(newId) ? newId : null }));
    yield put(toastShown({ kind: 'success', key: 'common.saved' }));
    return;
  }
  if (envelope.status === Status.INVALID && Array.isArray(envelope.result)) {
    const { errors, elsewhere } = placeFieldErrors(def, envelope.result as FieldError[]);
    if (Object.keys(errors).length > 0) {
      yield put(formRejected({ key, errors }));
      if (elsewhere.length > 0) yield put(toastShown({ kind: 'error', text: elsewhere.join('; ') }));
      return;
    }
    yield* refuseSave(key, problemOf(envelope.status, elsewhere.join('; ') || envelope.msg));
    return;
  }
  yield* refuseSave(key, problemOf(envelope));
}

function* refuseRemoval(key: string, problem: Problem) {
  yield put(removeFailed({ key, problem }));
  yield* reportProblem(problem);
}

export function* removeRecords({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const removal: RemovalState = yield select(selectRemoval(key));
  if (!def || removal.status !== 'removing') return;
  const envelope: Envelope = yield callAsk(resourceCall, def, callsOf(def).remove!, { ids: removal.ids });
  if (!succeeded(envelope)) {
    yield* refuseRemoval(key, problemOf(envelope));
    return;
  }
  const count = Number((envelope.result as { removed?: unknown } | null)?.removed);
  // The slice steps back a page when this emptied the page, and asks for the list again.
  yield put(removed({ key, ids: removal.ids, removed: Number.isFinite(count) ? count : removal.ids.length }));
  yield put(toastShown({ kind: 'success', key: 'common.removed' }));
}

/** A row or batch action, once the slice has it 'running' (at once, or after its confirmation). */
export function* runAction({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const run: ActionRunState = yield select(selectAction(key));
  const action = def?.actions?.find((a) => a.key === run.action);
  if (!def || !action || run.status !== 'running') return;
  const envelope: Envelope = yield callAsk(resourceCall, def, action.call, actionBody(run.ids, action.field, action.value));
  if (!succeeded(envelope)) {
    yield* refuseAction(key, problemOf(envelope));
    return;
  }
  yield put(actionDone({ key, action: action.key, ids: run.ids }));
  yield put(toastShown({ kind: 'success', key: 'resourceUi.actionDone' }));
}

function* refuseAction(key: string, problem: Problem) {
  yield put(actionFailed({ key, problem }));
  yield* reportProblem(problem);
}

/** The page's ids in their new order to adjustOrder; a refusal puts the rows back. */
/** A cell edited in place, saved alone through the definition's inlineEdit call
 *  (serviceItem/update: { id, [field]: value }); the list is read again once it is saved. */
export function* saveCell({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const cell: CellEditState = yield select((state: { resources: Record<string, ResourceState> }) => state.resources[key]?.cell);
  if (!def?.inlineEdit || cell?.status !== 'saving' || cell.id === null || !cell.field) return;
  const envelope: Envelope = yield callAsk(resourceCall, def, def.inlineEdit.call, inlineEditBody(cell.id, cell.field, cell.value));
  if (!succeeded(envelope)) {
    const problem = problemOf(envelope);
    yield put(cellRefused({ key, problem }));
    yield* reportProblem(problem);
    return;
  }
  yield put(cellSaved({ key }));
  yield put(toastShown({ kind: 'success', key: 'cellEdit.saved' }));
}

export function* adjustOrder({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const reorder: ReorderState = yield select(selectReorder(key));
  const adjust = def?.calls?.adjustOrder;
  if (!def || !adjust || reorder.status !== 'saving') return;
  const entry: ResourceState = yield select(selectResource(key));
  const envelope: Envelope = yield callAsk(resourceCall, def, adjust, orderBody(entry.rows.map((r) => r.id)));
  if (!succeeded(envelope)) {
    const problem = problemOf(envelope);
    yield put(orderRefused({ key, problem }));
    yield* reportProblem(problem);
    return;
  }
  yield put(orderAdjusted({ key }));
}

/** The refusal of an upload as the field shows it: the server's words, or ours by key. */
const uploadRefusal = (problem: Problem) => (problem.key ? { key: problem.key } : problem.msg ? { text: problem.msg } : { key: 'resourceUi.uploadFailed' });

/** An image picked for a form field (or a rich-text field's picture), uploaded through the call the
 *  field names (uploadPathOf: file/upload, FrameWorkUpload for rich text). The File comes from the
 *  registry and is released whatever happens; the slice takes only the answer to its latest pick. */
export function* uploadImage(action: ReturnType<typeof imagePicked>) {
  const { key, field, file } = action.payload;
  try {
    const form: FormState = yield select(selectForm(key));
    const upload = form.uploads[field];
    if (!upload || upload.status !== 'uploading' || upload.fileId !== file.id) return;
    const blob: Blob | undefined = yield call(getFile, file.id);
    if (!blob) {
      yield put(imageRefused({ key, field, fileId: file.id, error: { key: 'resourceUi.fileGone' } }));
      return;
    }
    const fieldDef = resourceByKey(key)?.fields.find((f) => f.name === field);
    const envelope: Envelope<UploadedFile> = yield callAsk(uploadFile, blob, file.name, uploadPathFor(fieldDef));
    const result = envelope.result as UploadedFile | null;
    if (!succeeded(envelope) || !result || typeof result.id !== 'string') {
      yield put(imageRefused({ key, field, fileId: file.id, error: uploadRefusal(problemOf(envelope)) }));
      return;
    }
    // the form as it is now: a rich text typed into meanwhile keeps what was typed
    const now: FormState = yield select(selectForm(key));
    const value = uploadedValue(fieldDef, now.values[field], result);
    yield put(imageUploaded({ key, field, fileId: file.id, value, url: String(result.url ?? '') }));
  } finally {
    yield call(releaseFile, file.id);
  }
}

/** A url field's address checked by the server: usable (its words, with the addresses the name
 *  has), or refused (the field's reason: not http(s), private, unresolved). The slice takes only
 *  the answer about the address still in the field. */
export function* checkUrlField(action: ReturnType<typeof urlCheckClicked>) {
  const { key, field } = action.payload;
  const form: FormState = yield select(selectForm(key));
  const check = form.urlChecks[field];
  if (!check || check.status !== 'checking') return;
  const reply: Envelope<CheckedUrl | null> = yield callAsk(checkUrl, check.url);
  if (succeeded(reply) && reply.result) {
    const addresses = reply.result.addresses.join(', ');
    yield put(urlChecked({ key, field, url: check.url, usable: true, text: addresses ? `${reply.msg}（${addresses}）` : reply.msg }));
    return;
  }
  // a 9009 names the field's reason in its message; a failed call (offline, 5xx) has ours
  yield put(urlChecked({ key, field, url: check.url, usable: false, ...(reply.msg ? { text: reply.msg } : { messageKey: 'resourceUi.urlCheckFailed' }) }));
}

/** One record for the detail view: the detail call when the definition has one, else the row. */
export function* loadDetail({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const detail: DetailState = yield select(selectDetail(key));
  if (!def || detail.status !== 'loading' || detail.id === null) return;
  const id = detail.id;
  const detailCall = callsOf(def).detail;
  if (!detailCall) {
    const entry: ResourceState = yield select(selectResource(key));
    const row = entry.rows.find((r) => r.id === id);
    if (row) yield put(detailLoaded({ key, id, record: row }));
    else yield put(detailFailed({ key, id, problem: { status: Status.REFUSED, msg: '', key: 'resourceUi.detailGone' } }));
    return;
  }
  const envelope: Envelope = yield callAsk(resourceCall, def, detailCall, detailBody(id));
  if (succeeded(envelope) && envelope.result && typeof envelope.result === 'object') {
    yield put(detailLoaded({ key, id, record: envelope.result as ResourceRow }));
    return;
  }
  const problem = problemOf(envelope);
  yield put(detailFailed({ key, id, problem }));
  yield* reportProblem(problem);
}

/** Lookup names come back in the caller's language (e.g. action types), so a language switch
 *  reads them again for every screen that has them loaded. */
export function* reloadLookupsForLocale() {
  const all_: Record<string, ResourceState> = yield select((state: { resources: Record<string, ResourceState> }) => state.resources);
  const keys = Object.entries(all_)
    .filter(([, entry]) => Object.keys(entry.lookups).length > 0)
    .map(([key]) => key);
  yield all(keys.map((key) => call(loadLookups, { type: localeSwitched.type, payload: { key } })));
}

export function* resourcesSaga() {
  yield all([
    // takeLatest per key: a newer search, page or size change (or a reload after a save) makes
    // the older answer stale, so the older call is cancelled rather than raced.
    takeLatestPerKey(LIST_RELOADING_EVENTS, loadList),
    // takeLeading per key: option lists are read once per screen open; a second open while they
    // are still loading (React's strict-mode double mount, a quick back-and-forth) adds nothing.
    takeLeadingPerKey(screenOpened.type, loadLookups),
    // takeLeading per key: a double-clicked save must not save twice; the slice also ignores a
    // submit while one is running, and this keeps the saga from reading the form twice.
    takeLeadingPerKey(formSubmitted.type, saveRecord),
    // takeLeading per key: one removal call per confirmation, however often confirm is pressed.
    takeLeadingPerKey(removeConfirmed.type, removeRecords),
    // takeLeading per key: an action runs once, whether it ran at once or after its question.
    takeLeadingPerKey([actionClicked.type, actionConfirmed.type], runAction),
    // takeLeading per key: the slice takes no drop while one is saving.
    takeLeadingPerKey(rowDropped.type, adjustOrder),
    // takeLeading per key: the slice takes one cell edit at a time.
    takeLeadingPerKey(cellEdited.type, saveCell),
    // takeEvery: two image fields upload side by side; a newer pick for the same field makes
    // the slice ignore the older answer (it compares the file id).
    takeEvery(imagePicked.type, uploadImage),
    // takeEvery: each url field checks its own address; a newer address makes the slice drop an older answer
    takeEvery(urlCheckClicked.type, checkUrlField),
    // takeLatest per key: one detail is open at a time.
    takeLatestPerKey(detailOpened.type, loadDetail),
    // takeLatest: after quick switches back and forth only the last language's names matter.
    takeLatest(localeSwitched.type, reloadLookupsForLocale),
  ]);
}
