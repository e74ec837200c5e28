// The documents saga as a document lives: load, edit, save a draft, publish, restore, a conflict
// (keep mine / take theirs), a refusal naming fields, a network failure. redux-saga-test-plan with
// the real reducer (withReducer) and a fake api in the saga context answering by call.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import documents, * as ev from '../../../../src/client/features/documents/documentsSlice';
import { documentsSaga } from '../../../../src/client/features/documents/documentsSaga';
import { slotOf } from '../../../../src/client/features/documents/documentState';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { ApiError } from '../../../../src/client/api/types';
import { docState, fakeApi, historyPage, key, notice, ok, ref, summary } from './fixtures';

const reducer = combineReducers({ documents });
const asState = (s: unknown) => s as State;
type State = ReturnType<typeof reducer>;
const entryOf = (state: State) => state.documents[slotOf(key, null)];
const toastLike = (payload: object) => ({ action: { type: toastShown.type, payload } });

const v3 = docState(3, notice());
/** a document read and shown: v3 published, its history of three */
const shown = (): State =>
  [
    ev.opened(ref),
    ev.loaded({ ...ref, document: v3 }),
    ev.historyLoaded({ ...ref, pageIndex: 1, rows: [summary(3), summary(2), summary(1)], total: 3 }),
  ].reduce<State>((s, a) => reducer(s, a), reducer(undefined, { type: '@@init' }));
const edited = (title = '停水通知'): State => reducer(shown(), ev.fieldChanged({ ...ref, name: 'title', value: title }));

describe('a document is read', () => {
  it('opens: the detail fills the form and the history follows', async () => {
    const { api, callsOf } = fakeApi((call) => (call === 'detail' ? ok(v3) : historyPage(summary(3), summary(2))));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer)
      .provide({ getContext: () => api })
      .dispatch(ev.opened(ref))
      .silentRun(50);
    const entry = entryOf(storeState);
    expect(entry.status).toBe('ready');
    expect(entry.values).toEqual(notice());
    expect(entry.dirty).toBe(false);
    expect(entry.history).toMatchObject({ status: 'ready', total: 2 });
    expect(callsOf('detail')).toEqual([{}]);
    expect(callsOf('history')).toEqual([{ current: 1, size: 40 }]);
  });

  it('a failed read shows its problem and reads again on retry', async () => {
    let fail = true;
    const { api } = fakeApi((call) => (call === 'detail' ? (fail ? { status: 9999, msg: '服务器内部错误', result: null } : ok(v3)) : historyPage()));
    const failed = await expectSaga(documentsSaga)
      .withReducer(reducer)
      .provide({ getContext: () => api })
      .put.like(toastLike({ kind: 'error', text: '服务器内部错误' }))
      .dispatch(ev.opened(ref))
      .silentRun(50);
    expect(entryOf(failed.storeState)).toMatchObject({ status: 'failed', problem: { status: 9999 } });
    fail = false;
    const retried = await expectSaga(documentsSaga)
      .withReducer(reducer, asState(failed.storeState))
      .provide({ getContext: () => api })
      .dispatch(ev.reloadRequested(ref))
      .silentRun(50);
    expect(entryOf(retried.storeState).status).toBe('ready');
  });
});

describe('a document is edited and saved', () => {
  it('saves a draft on the version the form is based on', async () => {
    const v4 = docState(4, notice({ title: '停水通知' }), { publishedVersion: 3, hasDraft: true });
    const { api, callsOf } = fakeApi((call) => (call === 'save' ? ok(v4) : historyPage(summary(4, 'draft'), summary(3))));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, edited())
      .provide({ getContext: () => api })
      .put.like(toastLike({ kind: 'success', key: 'documentsUi.savedDraft' }))
      .dispatch(ev.saveRequested(ref))
      .silentRun(50);
    expect(callsOf('save')).toEqual([{ baseVersion: 3, content: notice({ title: '停水通知' }), publish: false }]);
    expect(entryOf(storeState)).toMatchObject({ status: 'ready', dirty: false, base: { version: 4, publishedVersion: 3, hasDraft: true } });
    expect(entryOf(storeState).history.rows.map((r) => r.version)).toEqual([4, 3]);
  });

  it('publishes the edits in the same save', async () => {
    const { api, callsOf } = fakeApi((call) => (call === 'save' ? ok(docState(4, notice({ title: '停水通知' }))) : historyPage(summary(4))));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, edited())
      .provide({ getContext: () => api })
      .put.like(toastLike({ kind: 'success', key: 'documentsUi.published' }))
      .dispatch(ev.publishRequested(ref))
      .silentRun(50);
    expect(callsOf('save')).toEqual([expect.objectContaining({ baseVersion: 3, publish: true })]);
    expect(entryOf(storeState).base).toMatchObject({ version: 4, publishedVersion: 4 });
  });

  it('publishes a saved draft without saving again', async () => {
    const draft = [ev.opened(ref), ev.loaded({ ...ref, document: docState(4, notice(), { publishedVersion: 3, hasDraft: true }) })].reduce<State>(
      (s, a) => reducer(s, a),
      reducer(undefined, { type: '@@init' }),
    );
    const { api, callsOf } = fakeApi((call) => (call === 'publish' ? ok(docState(4, notice())) : historyPage(summary(4))));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, draft)
      .provide({ getContext: () => api })
      .dispatch(ev.publishRequested(ref))
      .silentRun(50);
    expect(callsOf('publish')).toEqual([{ baseVersion: 4 }]);
    expect(callsOf('save')).toEqual([]);
    expect(entryOf(storeState).base).toMatchObject({ publishedVersion: 4, hasDraft: false });
  });

  it('checks the form first: an end date before the start is shown on its field, nothing is sent', async () => {
    const state = [
      ev.fieldChanged({ ...ref, name: 'startDate', value: '2025-03-10' }),
      ev.fieldChanged({ ...ref, name: 'endDate', value: '2025-03-01' }),
    ].reduce<State>((s, a) => reducer(s, a), shown());
    const { api, sent } = fakeApi(() => ok(null));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, state)
      .provide({ getContext: () => api })
      .dispatch(ev.saveRequested(ref))
      .silentRun(50);
    expect(sent).toEqual([]);
    expect(entryOf(storeState).status).toBe('ready');
    expect(entryOf(storeState).errors.endDate).toMatch(/结束日期/);
  });

  it('a refusal naming fields shows each reason on its field and keeps the edits', async () => {
    const { api } = fakeApi(() => ({ status: 9009, msg: '参数错误', result: [{ field: 'title', reason: '提示标题含有不允许的字符' }] }));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, edited())
      .provide({ getContext: () => api })
      .not.put.like(toastLike({ kind: 'success' }))
      .dispatch(ev.saveRequested(ref))
      .silentRun(50);
    expect(entryOf(storeState)).toMatchObject({ status: 'ready', dirty: true, errors: { title: '提示标题含有不允许的字符' } });
    expect(entryOf(storeState).values.title).toBe('停水通知');
  });

  it('a network failure keeps the edits to try again and says so', async () => {
    const { api } = fakeApi(() => new ApiError(8008, '网络异常'));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, edited())
      .provide({ getContext: () => api })
      .put.like(toastLike({ kind: 'error', text: '网络异常' }))
      .dispatch(ev.saveRequested(ref))
      .silentRun(50);
    expect(entryOf(storeState)).toMatchObject({ status: 'ready', dirty: true, problem: { status: 8008 }, base: { version: 3 } });
    expect(entryOf(storeState).values.title).toBe('停水通知');
  });
});

describe('someone saved a newer version meanwhile', () => {
  const v5 = docState(5, notice({ content: '<p>周日停电</p>' }), { publishedVersion: 3, hasDraft: true });
  const conflict = {
    status: 1002,
    msg: '配置已被他人修改',
    result: { conflict: true, current: v5, changes: [{ path: 'content', before: '<p>周六 <b>停电</b></p>', after: '<p>周日停电</p>' }] },
  };

  async function conflicted() {
    const { api } = fakeApi(() => conflict);
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, edited())
      .provide({ getContext: () => api })
      .not.put.like(toastLike({ kind: 'success' }))
      .dispatch(ev.saveRequested(ref))
      .silentRun(50);
    return storeState;
  }

  it('nothing is overwritten: the conflict shows what changed since the edit began', async () => {
    const entry = entryOf(await conflicted());
    expect(entry.status).toBe('conflict');
    expect(entry.conflict).toMatchObject({ current: { version: 5 }, changes: [{ path: 'content' }], intent: { kind: 'save', publish: false } });
    expect(entry.values.title).toBe('停水通知');
    expect(entry.base?.version).toBe(3);
  });

  it('keep mine: my edit is saved on the newest version, their change to another field kept (the merge)', async () => {
    const v6 = docState(6, notice({ title: '停水通知' }), { publishedVersion: 3, hasDraft: true });
    const { api, callsOf } = fakeApi((call) => (call === 'save' ? ok(v6) : historyPage(summary(6, 'draft'))));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, asState(await conflicted()))
      .provide({ getContext: () => api })
      .dispatch(ev.keepMineChosen(ref))
      .silentRun(50);
    // they changed the content, I changed the title: both are kept, theirs is not reverted
    expect(callsOf('save')).toEqual([{ baseVersion: 5, content: notice({ title: '停水通知', content: v5.content.content }), publish: false }]);
    expect(entryOf(storeState)).toMatchObject({ status: 'ready', dirty: false, conflict: null, base: { version: 6 } });
  });

  it('take theirs: my edit is dropped and the newest version read', async () => {
    const { api, callsOf } = fakeApi((call) => (call === 'detail' ? ok(v5) : historyPage(summary(5, 'draft'))));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, asState(await conflicted()))
      .provide({ getContext: () => api })
      .dispatch(ev.takeTheirsChosen(ref))
      .silentRun(50);
    expect(callsOf('detail')).toHaveLength(1);
    expect(callsOf('save')).toEqual([]);
    const entry = entryOf(storeState);
    expect(entry).toMatchObject({ status: 'ready', dirty: false, conflict: null, base: { version: 5 } });
    expect(entry.values.content).toBe('<p>周日停电</p>');
    expect(entry.values.title).toBe('停电通知');
  });
});

describe('history', () => {
  it('restores a version as a new draft after the notice is confirmed', async () => {
    const v4 = docState(4, notice({ title: '旧标题' }), { publishedVersion: 3, hasDraft: true });
    const { api, callsOf } = fakeApi((call) => (call === 'restore' ? ok(v4) : historyPage(summary(4, 'draft', 1), summary(3))));
    const asked = reducer(shown(), ev.restoreClicked({ ...ref, version: 1 }));
    expect(entryOf(asked).restore).toEqual({ status: 'confirming', version: 1 });
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, asked)
      .provide({ getContext: () => api })
      .put.like(toastLike({ kind: 'success', key: 'documentsUi.restored' }))
      .dispatch(ev.restoreConfirmed(ref))
      .silentRun(50);
    expect(callsOf('restore')).toEqual([{ version: 1, baseVersion: 3 }]);
    const entry = entryOf(storeState);
    expect(entry).toMatchObject({ status: 'ready', base: { version: 4, hasDraft: true }, restore: { status: 'idle' } });
    expect(entry.values.title).toBe('旧标题');
    expect(entry.history.rows[0]).toMatchObject({ version: 4, restoredFrom: 1 });
  });

  it('compares two picked versions field by field', async () => {
    const changes = [{ path: 'title', before: '旧标题', after: '停电通知' }];
    const { api, callsOf } = fakeApi(() => ok({ from: 1, to: 3, changes }));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, shown())
      .provide({ getContext: () => api })
      .dispatch(ev.diffPicked({ ...ref, end: 'from', version: 1 }))
      .dispatch(ev.diffPicked({ ...ref, end: 'to', version: 3 }))
      .silentRun(50);
    expect(callsOf('diff')).toEqual([{ from: 1, to: 3 }]);
    expect(entryOf(storeState).diff).toEqual({ status: 'ready', from: 1, to: 3, changes });
  });

  it('reads the page asked for', async () => {
    const { api, callsOf } = fakeApi(() => ok({ data: [summary(1)], total: 11 }));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, shown())
      .provide({ getContext: () => api })
      .dispatch(ev.historyPageChanged({ ...ref, pageIndex: 2 }))
      .silentRun(50);
    expect(callsOf('history')).toEqual([{ current: 2, size: 40 }]);
    expect(entryOf(storeState).history).toMatchObject({ status: 'ready', pageIndex: 2, total: 11 });
  });
});

it('a per-identity document sends its identity and keeps each identity apart', async () => {
  const teacher = { key, identity: 'TEACHER' };
  const { api, callsOf } = fakeApi((call) => (call === 'detail' ? ok({ ...v3, identity: 'TEACHER' }) : historyPage()));
  const { storeState } = await expectSaga(documentsSaga)
    .withReducer(reducer)
    .provide({ getContext: () => api })
    .dispatch(ev.opened(teacher))
    .silentRun(50);
  expect(callsOf('detail')).toEqual([{ identity: 'TEACHER' }]);
  expect(storeState.documents[slotOf(key, 'TEACHER')].status).toBe('ready');
  expect(storeState.documents[slotOf(key, null)]).toBeUndefined();
});

describe('discard draft', () => {
  it('a saved draft returns to the published version through discardDraft; the form follows the answer', async () => {
    const draft = docState(4, notice({ title: '草稿标题' }), { publishedVersion: 3, hasDraft: true });
    const back = docState(5, notice(), { publishedVersion: 5, hasDraft: false });
    const drafted = reducer(reducer(reducer(undefined, ev.opened(ref)), ev.loaded({ ...ref, document: draft })), ev.discardClicked(ref));
    const { api, callsOf } = fakeApi((call) => (call === 'discardDraft' ? ok(back) : historyPage(summary(5))));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, drafted)
      .provide({ getContext: () => api })
      .put.like(toastLike({ kind: 'success', key: 'documentsUi.draftDiscarded' }))
      .dispatch(ev.discardConfirmed(ref))
      .silentRun(50);
    expect(callsOf('discardDraft')).toEqual([{ baseVersion: 4 }]);
    expect(entryOf(storeState)).toMatchObject({ status: 'ready', dirty: false, base: { version: 5, hasDraft: false }, values: { title: '停电通知' } });
  });
});
