// The one saga behind every resource screen: list, lookups, save and remove, all driven by the
// resource's definition. The slice decides when something is due (status 'loading',
// 'submitting', 'removing'); each worker first checks that status, so an event the slice
// ignored never causes a call.
import { all, call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import { Envelope, FieldError, Status } from '../../../shared/protocol/status';
import { Locale } from '../../../shared/i18n';
import { ResourceDef, ResourceRow, callsOf, formFields, fullPath, lookupPath, resourceByKey } from '../../../shared/resources';
import { validateRecord } from '../../../shared/resources/validate';
import { Api, toProblem } from '../../api/types';
import { selectLocale, tFor } from '../../i18n';
import { PageOutcome, Problem, fetchPage, problemOf } from '../../widgets/pagedTable/pagedQuery';
import { localeSwitched, toastShown } from '../ui/uiSlice';
import { takeLatestPerKey, takeLeadingPerKey } from './keyedEffects';
import { problemToast } from '../ui/problemToast';
import { FieldErrors, FieldValues, FormState, RemovalState, ResourceState } from './resourceState';
import { selectForm, selectListQuery, selectRemoval, selectResource } from './resourcesSelectors';
import {
  LIST_RELOADING_EVENTS, formRejected, formSubmitted, listFailed, listLoaded, lookupsFailed, lookupsLoaded, removeConfirmed,
  removeFailed, removed, saveFailed, saved, screenOpened,
} from './resourcesSlice';

interface KeyedAction {
  type: string;
  payload: { key: string };
}

function* reportProblem(problem: Problem) {
  const toast = problemToast(problem);
  if (toast) yield put(toastShown(toast));
}

const succeeded = (envelope: Envelope) => envelope.status === Status.OK || envelope.status === Status.LEGACY_OK;

export function* loadList({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const entry: ResourceState = yield select(selectResource(key));
  if (!def || entry.status !== 'loading') return;
  const query: Record<string, unknown> = yield select(selectListQuery(key));
  const url = fullPath(def, callsOf(def).list.path);
  const page: PageOutcome<ResourceRow> = yield call(fetchPage, url, query);
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
  const api: Api = yield getContext('api');
  let envelope: Envelope;
  try {
    envelope = yield call([api, api.request], { method: def.lookups![name].method, url: lookupPath(def, name) });
  } catch (e) {
    return { name, problem: toProblem(e) } as LookupOutcome;
  }
  if (envelope.status === Status.EMPTY) return { name, items: [] } as LookupOutcome;
  if (!succeeded(envelope)) return { name, problem: problemOf(envelope.status, envelope.msg) } as LookupOutcome;
  const result = envelope.result as unknown;
  const items = Array.isArray(result) ? result : Array.isArray((result as { data?: unknown })?.data) ? (result as { data: unknown[] }).data : [];
  return { name, items } as LookupOutcome;
}

export function* loadLookups({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  if (!def?.lookups) return;
  const outcomes: LookupOutcome[] = yield all(Object.keys(def.lookups).map((name) => call(fetchLookup, def, name)));
  const loaded = Object.fromEntries(outcomes.filter((o) => o.items).map((o) => [o.name, o.items as unknown[]]));
  if (Object.keys(loaded).length > 0) yield put(lookupsLoaded({ key, lookups: loaded }));
  const failed = outcomes.find((o) => o.problem);
  if (failed?.problem) {
    yield put(lookupsFailed({ key, problem: failed.problem }));
    yield* reportProblem(failed.problem);
  }
}

/** What is sent: the form's fields only, text trimmed (the server compares trimmed too). */
const valuesToSend = (def: ResourceDef, values: FieldValues): FieldValues =>
  Object.fromEntries(formFields(def).map((f) => {
    const value = values[f.name] ?? null;
    return [f.name, typeof value === 'string' ? value.trim() : value];
  }));

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
  const api: Api = yield getContext('api');
  let envelope: Envelope;
  try {
    envelope = yield call([api, api.request], {
      method: 'POST',
      url: fullPath(def, (editing ? callsOf(def).update ?? callsOf(def).submit : callsOf(def).save ?? callsOf(def).submit)!.path),
      data: editing ? { id: form.id, ...values } : values,
    });
  } catch (e) {
    yield* refuseSave(key, toProblem(e));
    return;
  }
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
  yield* refuseSave(key, problemOf(envelope.status, envelope.msg));
}

function* refuseRemoval(key: string, problem: Problem) {
  yield put(removeFailed({ key, problem }));
  yield* reportProblem(problem);
}

export function* removeRecords({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const removal: RemovalState = yield select(selectRemoval(key));
  if (!def || removal.status !== 'removing') return;
  const api: Api = yield getContext('api');
  let envelope: Envelope;
  try {
    envelope = yield call([api, api.request], { method: 'POST', url: fullPath(def, callsOf(def).remove!.path), data: { ids: removal.ids } });
  } catch (e) {
    yield* refuseRemoval(key, toProblem(e));
    return;
  }
  if (!succeeded(envelope)) {
    yield* refuseRemoval(key, problemOf(envelope.status, envelope.msg));
    return;
  }
  const count = Number((envelope.result as { removed?: unknown } | null)?.removed);
  // The slice steps back a page when this emptied the page, and asks for the list again.
  yield put(removed({ key, ids: removal.ids, removed: Number.isFinite(count) ? count : removal.ids.length }));
  yield put(toastShown({ kind: 'success', key: 'common.removed' }));
}

/** Lookup names come back in the caller's language (e.g. action types), so a language switch
 *  reads them again for every screen that has them loaded. */
export function* reloadLookupsForLocale() {
  const all_: Record<string, ResourceState> = yield select((state: { resources: Record<string, ResourceState> }) => state.resources);
  const keys = Object.entries(all_).filter(([, entry]) => Object.keys(entry.lookups).length > 0).map(([key]) => key);
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
    // takeLatest: after quick switches back and forth only the last language's names matter.
    takeLatest(localeSwitched.type, reloadLookupsForLocale),
  ]);
}
