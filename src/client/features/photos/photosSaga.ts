// The user photo screen's saga (STYLE.md #6, #7). One session per visit of the screen, raced
// against leaving it and signing out, so either one cancels whatever is under way (a list read,
// a count, a removal, the settings) and no answer lands on a screen nobody looks at.
//
//   screenOpened → page 1 of the tab → (tab, search, page, size, removed, a photo import of
//   the tab finished) → the list again
//   removeConfirmed → remove (rows) | removeAll (identity) → removed (toast; list again) | removeFailed
//   removeAllClicked → count of the tab's photos → removeAllCounted (the notice states it)
//   configOpened → settings → configLoaded; configSubmitted → the console's checks →
//   configRejected | save → configSaved | configRejected (9009 reasons) | configSaveFailed
//
// The slice decides when something is due (a status); each worker checks that status first, so
// an event the slice ignored never causes a call.
import type { Task } from 'redux-saga';
import { all, call, cancel, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Identity } from '../../../shared/domain/people';
import { DEFAULT_PHOTO_CONFIG, PHOTO_PATHS, PhotoConfig, PhotoListBody, PhotoRow } from '../../../shared/photos/api';
import { Envelope, FieldError, Status } from '../../../shared/protocol/status';
import { fetchPhotoConfig, PhotosRemoved, removeAllPhotos, removePhotos, savePhotoConfig } from '../../api/photos';
import { callAsk } from '../../lib/ask';
import { fetchPage, PageOutcome } from '../../widgets/pagedTable/pagedQuery';
import { signedOut, signOutRequested } from '../session';
import { reportProblem, toastShown } from '../ui';
import { checkConfig } from './configRules';
import {
  configLoaded,
  configLoadFailed,
  configOpened,
  configRejected,
  configSaved,
  configSaveFailed,
  configSubmitted,
  LIST_RELOADING_EVENTS,
  listFailed,
  listLoaded,
  removeAllClicked,
  removeAllCounted,
  removeConfirmed,
  removed,
  removeFailed,
  screenLeft,
  screenOpened,
} from './photosSlice';
import { selectPhotoConfig, selectPhotoIdentity, selectPhotoList, selectPhotoListBody, selectPhotoRemoval } from './selectors';
import { CONFIG_FIELDS, ConfigField, ConfigState, PhotoListState, RemovalState } from './state';
import { Problem, problemOf, Message } from '../../lib/problem';
import { listed, succeeded } from '../../lib/reply';

function* report(problem: Problem) {
  yield* reportProblem(problem);
}

export function* photosSaga() {
  // takeLatest: a screen opened again (a quick back and forth) replaces the last visit's session
  yield takeLatest(screenOpened.type, screenSession);
}

export function* screenSession() {
  yield race({
    flow: call(screenFlow),
    left: take(screenLeft.type),
    // asking to sign out is enough: nothing of this screen is worth finishing then
    signedOut: take([signOutRequested.type, signedOut.type]),
  });
}

/** The visit's watchers; attached forks, so the session's end cancels them and their calls. */
export function* screenFlow() {
  yield all([
    // latest: the visit's first page, then again on every tab, search, page or removal
    fork(latestListReads),
    // takeLeading: one count per click of "remove all", however often it is clicked
    takeLeading(removeAllClicked.type, countPhotos),
    // takeLeading: one removal call per confirmation (the slice also ignores a second confirm)
    takeLeading(removeConfirmed.type, removeChosen),
    // takeLatest: only the settings read for the dialog opened last matter
    takeLatest(configOpened.type, loadConfig),
    // takeLeading: a double-clicked save saves once
    takeLeading(configSubmitted.type, saveConfig),
  ]);
}

/** takeLatest with a first read: the visit's first page is cancelled like any other read when
 *  a newer tab, search or page makes it stale, so an older answer can never land last. */
export function* latestListReads() {
  let reading: Task = yield fork(loadList);
  while (true) {
    yield take(LIST_RELOADING_EVENTS);
    if (reading.isRunning()) yield cancel(reading);
    reading = yield fork(loadList);
  }
}

// ---- the list -----------------------------------------------------------------------------------

export function* loadList() {
  const list: PhotoListState = yield select(selectPhotoList);
  if (list.status !== 'loading') return;
  const body: PhotoListBody = yield select(selectPhotoListBody);
  const page: PageOutcome<PhotoRow> = yield call(fetchPage, PHOTO_PATHS.list, { ...body });
  if (page.problem) {
    yield put(listFailed({ identity: body.identity, problem: page.problem }));
    yield* report(page.problem);
    return;
  }
  yield put(listLoaded({ identity: body.identity, rows: page.rows, total: page.total }));
}

// ---- removal ------------------------------------------------------------------------------------

/** "Remove all" states how many photos go: the tab's people with a photo, counted by the list. */
export function* countPhotos() {
  const removal: RemovalState = yield select(selectPhotoRemoval);
  if (removal.status !== 'counting') return;
  const identity: Identity = yield select(selectPhotoIdentity);
  const page: PageOutcome<PhotoRow> = yield call(fetchPage, PHOTO_PATHS.list, { identity, hasPhoto: 1, pageIndex: 1, pageSize: 1 });
  if (page.problem) {
    yield put(removeFailed({ problem: page.problem }));
    yield* report(page.problem);
    return;
  }
  yield put(removeAllCounted({ count: page.total }));
  if (page.total === 0) yield put(toastShown({ kind: 'info', key: 'photosUi.removeAll.none' }));
}

export function* removeChosen() {
  const removal: RemovalState = yield select(selectPhotoRemoval);
  if (removal.status !== 'removing') return;
  const identity: Identity = yield select(selectPhotoIdentity);
  const reply: Envelope<PhotosRemoved | null> = removal.scope === 'all' ? yield callAsk(removeAllPhotos, identity) : yield callAsk(removePhotos, removal.ids);
  if (!succeeded(reply)) {
    const problem = problemOf(reply);
    yield put(removeFailed({ problem }));
    yield* report(problem);
    return;
  }
  const count = Number(reply.result?.removed);
  const gone = Number.isFinite(count) ? count : removal.ids.length;
  // the slice reads the list again (a page emptied by the removal steps back)
  yield put(removed({ removed: gone }));
  yield put(toastShown({ kind: 'success', key: 'photosUi.removed', params: { count: gone } }));
}

// ---- settings -----------------------------------------------------------------------------------

/** A settings answer as the form can show it: missing parts take the defaults. */
const completeConfig = (config: Partial<PhotoConfig> | null | undefined): PhotoConfig => ({
  maxSizeKb: config?.maxSizeKb ?? DEFAULT_PHOTO_CONFIG.maxSizeKb,
  minWidth: config?.minWidth ?? DEFAULT_PHOTO_CONFIG.minWidth,
  minHeight: config?.minHeight ?? DEFAULT_PHOTO_CONFIG.minHeight,
  formats: Array.isArray(config?.formats) ? config.formats : DEFAULT_PHOTO_CONFIG.formats,
});

export function* loadConfig() {
  const config: ConfigState = yield select(selectPhotoConfig);
  if (config.status !== 'loading') return;
  const reply: Envelope<PhotoConfig | null> = yield callAsk(fetchPhotoConfig);
  if (listed(reply)) {
    yield put(configLoaded({ config: completeConfig(reply.result) }));
    return;
  }
  const problem = problemOf(reply);
  yield put(configLoadFailed({ problem }));
  yield* report(problem);
}

/** A 9009 answer: reasons for the form's fields go beside them (an item's, e.g. 'formats.0',
 *  beside its list); the others are returned. */
function placeReasons(result: FieldError[]): { errors: Partial<Record<ConfigField, Message>>; elsewhere: string[] } {
  const errors: Partial<Record<ConfigField, Message>> = {};
  const elsewhere: string[] = [];
  for (const { field, reason } of result) {
    const name = String(field).split('.')[0];
    if ((CONFIG_FIELDS as readonly string[]).includes(name)) {
      if (!(name in errors)) errors[name as ConfigField] = { text: reason };
    } else elsewhere.push(reason);
  }
  return { errors, elsewhere };
}

export function* saveConfig() {
  const config: ConfigState = yield select(selectPhotoConfig);
  if (config.status !== 'saving') return;
  // the console checks first, with the server's rules, so most mistakes show without a call
  const check = checkConfig(config.values);
  if (!check.config) {
    yield put(configRejected({ errors: check.errors }));
    return;
  }
  const reply: Envelope<PhotoConfig | FieldError[] | null> = yield callAsk(savePhotoConfig, check.config);
  if (succeeded(reply)) {
    const saved = reply.result && !Array.isArray(reply.result) ? completeConfig(reply.result) : check.config;
    yield put(configSaved({ config: saved }));
    yield put(toastShown({ kind: 'success', key: 'common.saved' }));
    return;
  }
  if (reply.status === Status.INVALID && Array.isArray(reply.result)) {
    const { errors, elsewhere } = placeReasons(reply.result);
    if (Object.keys(errors).length > 0) {
      yield put(configRejected({ errors }));
      if (elsewhere.length > 0) yield put(toastShown({ kind: 'error', text: elsewhere.join('; ') }));
      return;
    }
    const problem = problemOf(reply.status, elsewhere.join('; ') || reply.msg);
    yield put(configSaveFailed({ problem }));
    yield* report(problem);
    return;
  }
  const problem = problemOf(reply);
  yield put(configSaveFailed({ problem }));
  yield* report(problem);
}
