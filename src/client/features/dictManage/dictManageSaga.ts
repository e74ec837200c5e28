// The /dictionaryManage saga: the codes when the screen opens (GET dict/list), a chosen code's
// entries (POST dict/getDict; takeLatest: a newer choice makes the older answer stale), and a
// save (POST dict/saveDict) once the draft passes the shared check (dictEntryProblems). A saved
// dictionary's cached options are forgotten (dicts/optionsStale), so its selects show the edit.
import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { DictCode, DictEntry, dictEntryProblems, SaveDictEntry } from '../../../shared/dicts/api';
import { Envelope, FieldError, Status } from '../../../shared/protocol/status';
import { fetchDictCodes, fetchDictEntries, saveDictEntries } from '../../api/dicts';
import { callAsk } from '../../lib/ask';
import { problemOf } from '../../lib/problem';
import { dictionarySource, optionsStale } from '../dicts';
import { reportProblem, toastShown } from '../ui';
import {
  codeChosen,
  codesFailed,
  codesLoaded,
  dictSaved,
  DictManageState,
  entriesFailed,
  entriesLoaded,
  saveClicked,
  saveFailed,
  saveRefused,
  SaidReason,
  screenOpened,
} from './dictManageSlice';
import { selectDictManage } from './selectors';
import { answered, isOk } from '../../lib/reply';

export function* loadCodes() {
  const reply: Envelope<DictCode[]> = yield callAsk(fetchDictCodes);
  if (answered(reply)) yield put(codesLoaded({ codes: reply.result ?? [] }));
  else yield put(codesFailed({ problem: problemOf(reply) }));
}

export function* loadEntries({ payload: { code } }: ReturnType<typeof codeChosen>) {
  const reply: Envelope<DictEntry[]> = yield callAsk(fetchDictEntries, code);
  if (answered(reply)) yield put(entriesLoaded({ code, entries: reply.result ?? [] }));
  else yield put(entriesFailed({ code, problem: problemOf(reply) }));
}

const trimmed = (entries: SaveDictEntry[]) => entries.map((e) => ({ dictKey: e.dictKey.trim(), dictValue: e.dictValue.trim(), sort: e.sort }));

export function* saveDict() {
  const state: DictManageState = yield select(selectDictManage);
  if (state.status !== 'saving' || !state.code) return;
  const code = state.code;
  const entries = trimmed(state.draft);
  const problems = dictEntryProblems(entries);
  if (problems.length > 0) {
    yield put(saveRefused({ errors: Object.fromEntries(problems.map((p) => [p.field, { key: p.key, params: p.params }])) }));
    return;
  }
  const reply: Envelope<DictEntry[] | FieldError[]> = yield callAsk(saveDictEntries, code, entries);
  if (isOk(reply)) {
    yield put(dictSaved({ code, entries: reply.result as DictEntry[] }));
    yield put(optionsStale({ key: dictionarySource(code).key }));
    yield put(toastShown({ kind: 'success', key: 'dictManage.saved' }));
    return;
  }
  if (reply.status === Status.INVALID && Array.isArray(reply.result)) {
    const reasons = (reply.result as FieldError[]).map((e): [string, SaidReason] => [
      e.field,
      e.key ? { key: e.key, params: e.params as Record<string, string | number> | undefined } : { text: e.reason },
    ]);
    yield put(saveRefused({ errors: Object.fromEntries(reasons) }));
    yield* reportProblem(problemOf(reply));
    return;
  }
  const problem = problemOf(reply);
  yield put(saveFailed({ problem }));
  yield* reportProblem(problem);
}

export function* dictManageSaga() {
  yield all([
    takeLatest(screenOpened.type, loadCodes),
    takeLatest(codeChosen.type, loadEntries),
    // takeLeading: the slice takes one save at a time
    takeLeading(saveClicked.type, saveDict),
  ]);
}
