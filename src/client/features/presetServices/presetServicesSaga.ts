// The preset services saga (STYLE.md #6). Reads use takeLatest: a newer read (another owner, page
// or search) makes an older answer stale, and the slice ignores an answer it no longer awaits.
// Saves and removals use takeLeading: a second click while one is out is ignored (the slice's
// 'saving' status already refuses edits). Every save ends in a toast: the server's message on
// success, its refusal (naming the service at fault) on failure, which also stays on the list.
//
//   screenOpened → serviceOptions, roleList (→ ownerChosen: the first role) | personList
//   ownerChosen / switchConfirmed / saved (people) → roleDetail | personDetail → detailLoaded | detailFailed
//   saveClicked → roleSave | personSave → saved + toast | saveFailed + toast
//   removalConfirmed → personRemove → personRemoved | removalFailed
import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Page } from '../../../shared/members/api';
import { Envelope } from '../../../shared/protocol';
import type {
  PersonDetail,
  PersonListBody,
  PersonSaveBody,
  PresetPersonRow,
  PresetRoleRow,
  PresetService,
  RoleDetail,
  RoleSaveBody,
  SavedResult,
} from '../../../shared/services/presets';
import {
  fetchPersonPreset,
  fetchPresetOptions,
  fetchPresetPeople,
  fetchPresetRoles,
  fetchRolePreset,
  removePersonPresets,
  savePersonPreset,
  saveRolePreset,
} from '../../api/presetServices';
import { callAsk } from '../../lib/ask';
import { messageOf, problemOf, requestIdPart } from '../../lib/problem';
import { toastShown } from '../ui';
import {
  DETAIL_EVENTS,
  detailFailed,
  detailLoaded,
  optionsFailed,
  optionsLoaded,
  ownerChosen,
  PEOPLE_EVENTS,
  peopleFailed,
  peopleLoaded,
  personRemoved,
  removalConfirmed,
  removalFailed,
  rolesFailed,
  rolesLoaded,
  saveClicked,
  saved,
  saveFailed,
  screenOpened,
} from './presetServicesSlice';
import { selectPeopleBody, selectPresetServices, selectRemoval, selectSaveBody } from './selectors';
import type { PresetRemoval, PresetServicesState } from './state';
import { listed, succeeded } from '../../lib/reply';

const listOf = <T>(reply: Envelope<T[] | null>): T[] => (Array.isArray(reply.result) ? reply.result : []);

export function* presetServicesSaga() {
  yield all([
    takeLatest(screenOpened.type, loadOptions),
    takeLatest(screenOpened.type, loadRoles),
    takeLatest(PEOPLE_EVENTS, loadPeople),
    takeLatest(DETAIL_EVENTS, loadDetail),
    takeLeading(saveClicked.type, save),
    takeLeading(removalConfirmed.type, removePerson),
  ]);
}

export function* loadOptions() {
  const reply: Envelope<PresetService[] | null> = yield callAsk(fetchPresetOptions);
  if (listed(reply)) yield put(optionsLoaded({ rows: listOf(reply) }));
  else {
    yield put(optionsFailed());
    yield put(toastShown({ kind: 'error', text: problemOf(reply).msg, ...requestIdPart(reply) }));
  }
}

export function* loadRoles() {
  const s: PresetServicesState = yield select(selectPresetServices);
  if (s.roles.status !== 'loading') return;
  const reply: Envelope<PresetRoleRow[] | null> = yield callAsk(fetchPresetRoles);
  if (!listed(reply)) {
    yield put(rolesFailed({ problem: problemOf(reply) }));
    return;
  }
  const rows = listOf(reply);
  yield put(rolesLoaded({ rows }));
  // the role screen opens on its first role rather than an empty right-hand side
  const after: PresetServicesState = yield select(selectPresetServices);
  if (after.scope === 'ROLE' && after.chosenId === null && rows.length > 0) yield put(ownerChosen({ id: rows[0].id }));
}

export function* loadPeople() {
  const s: PresetServicesState = yield select(selectPresetServices);
  if (s.scope !== 'PERSON' || s.people.status !== 'loading') return;
  const body: PersonListBody = yield select(selectPeopleBody);
  const reply: Envelope<Page<PresetPersonRow> | null> = yield callAsk(fetchPresetPeople, body);
  if (listed(reply) && reply.result) yield put(peopleLoaded({ rows: reply.result.data, total: reply.result.total }));
  else yield put(peopleFailed({ problem: problemOf(reply) }));
}

export function* loadDetail() {
  const s: PresetServicesState = yield select(selectPresetServices);
  const id = s.chosenId;
  if (id === null || s.detail.status !== 'loading') return;
  if (s.scope === 'ROLE') {
    const reply: Envelope<RoleDetail | null> = yield callAsk(fetchRolePreset, id);
    if (succeeded(reply) && reply.result) yield put(detailLoaded({ id, services: reply.result.services }));
    else yield put(detailFailed({ id, problem: problemOf(reply) }));
    return;
  }
  const reply: Envelope<PersonDetail | null> = yield callAsk(fetchPersonPreset, id);
  if (succeeded(reply) && reply.result) {
    const d = reply.result;
    yield put(detailLoaded({ id, services: d.services, mode: d.person.mode, person: d.person, roles: d.roles, effective: d.effective }));
  } else yield put(detailFailed({ id, problem: problemOf(reply) }));
}

export function* save() {
  const s: PresetServicesState = yield select(selectPresetServices);
  const body: { role: RoleSaveBody } | { person: PersonSaveBody } | null = yield select(selectSaveBody);
  if (s.detail.status !== 'saving' || !body) return;
  const reply: Envelope<SavedResult | null> = 'role' in body ? yield callAsk(saveRolePreset, body.role) : yield callAsk(savePersonPreset, body.person);
  const id = 'role' in body ? body.role.roleId : body.person.personId;
  if (succeeded(reply) && reply.result) {
    yield put(saved({ id, count: reply.result.count }));
    yield put(reply.msg ? toastShown({ kind: 'success', text: reply.msg }) : toastShown({ kind: 'success', key: 'common.saved' }));
  } else {
    const message = messageOf(reply);
    yield put(saveFailed({ message }));
    yield put(toastShown({ kind: 'error', text: problemOf(reply).msg, ...requestIdPart(reply) }));
  }
}

export function* removePerson() {
  const removal: PresetRemoval | null = yield select(selectRemoval);
  if (!removal?.busy) return;
  const reply: Envelope<{ removed: number } | null> = yield callAsk(removePersonPresets, [removal.personId]);
  if (succeeded(reply)) {
    yield put(personRemoved({ personId: removal.personId }));
    yield put(toastShown({ kind: 'success', key: 'common.removed' }));
  } else yield put(removalFailed({ message: messageOf(reply) }));
}
