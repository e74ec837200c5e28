// The one saga behind every resource screen, driven by the resource's definition: its watchers,
// each with the effect that fits its event. The workers are by concern: rowsSaga.ts (the list,
// removal, actions, a cell, the order, the detail), lookupsSaga.ts (option lists), saveSaga.ts
// (with reuseSaga.ts), formFieldSagas.ts (image upload, url check). The slice decides when
// something is due (status 'loading', 'submitting', 'removing'); each worker first checks that
// status, so an event the slice ignored never causes a call.
import { all, takeEvery, takeLatest } from 'redux-saga/effects';
import { localeSwitched } from '../ui';
import { checkUrlField, uploadImage } from './formFieldSagas';
import { takeLatestPerKey, takeLeadingPerKey } from './keyedEffects';
import { loadLookups, reloadLookupsForLocale } from './lookupsSaga';
import {
  LIST_RELOADING_EVENTS,
  actionClicked,
  actionConfirmed,
  cellEdited,
  detailOpened,
  formSubmitted,
  imagePicked,
  removeConfirmed,
  rowDropped,
  screenOpened,
  urlCheckClicked,
} from './resourcesSlice';
import { adjustOrder, loadDetail, loadList, removeRecords, runAction, saveCell } from './rowsSaga';
import { saveRecord } from './saveSaga';

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
