import { testSaga } from 'redux-saga-test-plan';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { getContext } from 'redux-saga/effects';
import { readOptionList } from '../../../../src/client/api/dicts';
import { ApiError } from '../../../../src/client/api/types';
import { clock } from '../../../../src/client/features/dicts/clock';
import { optionsFailed, optionsFetchStarted, optionsLoaded, optionsNeeded, optionsWaitTimedOut } from '../../../../src/client/features/dicts/dictsSlice';
import { fetchOptions, optionsNeededWorker } from '../../../../src/client/features/dicts/dictsSaga';
import { readCachedOptions, writeCachedOptions } from '../../../../src/client/features/dicts/optionsCache';
import { selectOptionsEntry } from '../../../../src/client/features/dicts/selectors';
import { dictionarySource, keyValueSource } from '../../../../src/client/features/dicts/sources';
import { ask } from '../../../../src/client/lib/ask';
import { countDelays, DICT_ENTRIES, DICT_OPTIONS, fakeApi, rootReducer } from './sagaHelpers';

const source = dictionarySource('teacher_current_status');
const KEY = 'dict:teacher_current_status';
const T0 = 1_700_000_000_000;
const ok = (result: unknown) => Promise.resolve({ status: 1000, msg: '', result });
const loadingState = { dicts: { entries: { [KEY]: { status: 'loading' as const, options: [], loadedAt: null, problem: null } } } };

beforeEach(() => sessionStorage.clear());

describe('dicts saga: answering a need', () => {
  it('a cached copy within 300 000 ms is used without a call', async () => {
    writeCachedOptions(KEY, DICT_OPTIONS, T0);
    const api = fakeApi(() => ok(DICT_ENTRIES));
    const { storeState } = await expectSaga(optionsNeededWorker, optionsNeeded({ source }))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(clock.now), T0 + 299_999],
        [getContext('api'), api],
      ])
      .put(optionsLoaded({ key: KEY, options: DICT_OPTIONS, loadedAt: T0, fromCache: true }))
      .not.put.actionType(optionsFetchStarted.type)
      .run();
    expect(api.request).not.toHaveBeenCalled();
    expect(storeState.dicts.entries[KEY]).toMatchObject({ status: 'loaded', options: DICT_OPTIONS });
  });

  it('a cached copy 300 000 ms old is stale: the list is fetched and cached again', async () => {
    writeCachedOptions(KEY, [{ label: 'old', value: '9' }], T0);
    const api = fakeApi(() => ok(DICT_ENTRIES));
    await expectSaga(optionsNeededWorker, optionsNeeded({ source }))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(clock.now), T0 + 300_000],
        [getContext('api'), api],
      ])
      .put(optionsFetchStarted({ key: KEY }))
      .put(optionsLoaded({ key: KEY, options: DICT_OPTIONS, loadedAt: T0 + 300_000, fromCache: false }))
      .run();
    expect(api.request).toHaveBeenCalledWith({ method: 'GET', url: '/api/blade-workbench/dict/dictionary', params: { code: 'teacher_current_status' } });
    expect(readCachedOptions(KEY)).toEqual({ options: DICT_OPTIONS, savedAt: T0 + 300_000 });
  });

  it('a fresh list already in the store needs nothing at all', async () => {
    const api = fakeApi(() => ok(DICT_ENTRIES));
    const { effects } = await expectSaga(optionsNeededWorker, optionsNeeded({ source }))
      .withState({ dicts: { entries: { [KEY]: { status: 'loaded', options: DICT_OPTIONS, loadedAt: T0, problem: null } } } })
      .provide([
        [matchers.call.fn(clock.now), T0 + 1_000],
        [getContext('api'), api],
      ])
      .run();
    expect(effects.put).toBeUndefined();
    expect(api.request).not.toHaveBeenCalled();
  });

  it('waits for a load already in flight and uses it when it arrives', async () => {
    const api = fakeApi(() => ok(DICT_ENTRIES));
    const { waited, provider } = countDelays();
    let checks = 0;
    const loaded = { status: 'loaded', options: DICT_OPTIONS, loadedAt: T0, problem: null };
    await expectSaga(optionsNeededWorker, optionsNeeded({ source }))
      .withState(loadingState)
      .provide([
        [matchers.call.fn(clock.now), T0],
        [getContext('api'), api],
        {
          ...provider,
          // the other widget's load lands during the third pause
          select({ selector, args }: { selector: unknown; args: unknown[] }, next: () => unknown) {
            if (selector !== selectOptionsEntry || args[0] !== KEY) return next();
            checks += 1;
            return checks <= 3 ? loadingState.dicts.entries[KEY] : loaded;
          },
        },
      ])
      .not.put.actionType(optionsFetchStarted.type)
      .not.put.actionType(optionsWaitTimedOut.type)
      .run();
    expect(waited).toEqual([100, 100, 100]);
    expect(api.request).not.toHaveBeenCalled();
  });

  it('gives up after 9 waits of 0.1 s and fetches itself', async () => {
    const api = fakeApi(() => ok(DICT_ENTRIES));
    const { waited, provider } = countDelays();
    await expectSaga(optionsNeededWorker, optionsNeeded({ source }))
      .withReducer(rootReducer, loadingState)
      .provide([[matchers.call.fn(clock.now), T0], [getContext('api'), api], provider])
      .put(optionsWaitTimedOut({ key: KEY, tries: 9 }))
      .put(optionsFetchStarted({ key: KEY }))
      .put(optionsLoaded({ key: KEY, options: DICT_OPTIONS, loadedAt: T0, fromCache: false }))
      .run();
    expect(waited).toEqual(Array(9).fill(100));
    expect(api.request).toHaveBeenCalledTimes(1);
  });

  it('the key-value dropdown waits 20 times 0.5 s and caches for 5 minutes', async () => {
    const dropdown = keyValueSource({ url: '/api/blade-platform/dict/list', params: { type: 'scene' } });
    const api = fakeApi(() => ok([{ key: 'a', value: 'A' }]));
    const { waited, provider } = countDelays();
    const loading = { dicts: { entries: { [dropdown.key]: { status: 'loading' as const, options: [], loadedAt: null, problem: null } } } };
    await expectSaga(optionsNeededWorker, optionsNeeded({ source: dropdown }))
      .withReducer(rootReducer, loading)
      .provide([[matchers.call.fn(clock.now), T0], [getContext('api'), api], provider])
      .put(optionsWaitTimedOut({ key: dropdown.key, tries: 20 }))
      .put(optionsLoaded({ key: dropdown.key, options: [{ label: 'A', value: 'a' }], loadedAt: T0, fromCache: false }))
      .run();
    expect(waited).toEqual(Array(20).fill(500));

    // within 5 minutes the cached copy answers; at 5 minutes it is stale
    const second = fakeApi(() => ok([]));
    await expectSaga(optionsNeededWorker, optionsNeeded({ source: dropdown }))
      .withState({ dicts: { entries: {} } })
      .provide([
        [matchers.call.fn(clock.now), T0 + 299_999],
        [getContext('api'), second],
      ])
      .put.like({ action: { type: optionsLoaded.type, payload: { fromCache: true } } })
      .run();
    await expectSaga(optionsNeededWorker, optionsNeeded({ source: dropdown }))
      .withState({ dicts: { entries: {} } })
      .provide([
        [matchers.call.fn(clock.now), T0 + 300_000],
        [getContext('api'), second],
      ])
      .put(optionsFetchStarted({ key: dropdown.key }))
      .run();
    expect(second.request).toHaveBeenCalledTimes(1);
  });

  it('stops waiting without a second call when the load in flight fails', async () => {
    const api = fakeApi(() => ok(DICT_ENTRIES));
    const { waited, provider } = countDelays();
    let checks = 0;
    await expectSaga(optionsNeededWorker, optionsNeeded({ source }))
      .withState(loadingState)
      .provide([
        [matchers.call.fn(clock.now), T0],
        [getContext('api'), api],
        {
          ...provider,
          select({ selector }: { selector: unknown }, next: () => unknown) {
            if (selector !== selectOptionsEntry) return next();
            checks += 1;
            return checks === 1 ? loadingState.dicts.entries[KEY] : { status: 'failed', options: [], loadedAt: null, problem: { status: 8008, msg: 'x' } };
          },
        },
      ])
      .not.put.actionType(optionsFetchStarted.type)
      .run();
    expect(waited).toEqual([100]);
    expect(api.request).not.toHaveBeenCalled();
  });
});

describe('dicts saga: fetching', () => {
  it('a rejected call ends in optionsFailed and caches nothing', async () => {
    const api = fakeApi(() => Promise.reject(new ApiError(8010, '接口请求超时，请稍后重试')));
    const { storeState } = await expectSaga(optionsNeededWorker, optionsNeeded({ source }))
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(clock.now), T0],
        [getContext('api'), api],
      ])
      .put(optionsFetchStarted({ key: KEY }))
      .put(optionsFailed({ key: KEY, problem: { status: 8010, msg: '接口请求超时，请稍后重试' } }))
      .not.put.actionType(optionsLoaded.type)
      .run();
    expect(storeState.dicts.entries[KEY]).toMatchObject({ status: 'failed', problem: { status: 8010 } });
    expect(readCachedOptions(KEY)).toBeNull();
  });

  it('a refusal (1002) fails with the server message', async () => {
    const api = fakeApi(() => Promise.resolve({ status: 1002, msg: '权限不足', result: null }));
    await expectSaga(fetchOptions, source)
      .withReducer(rootReducer)
      .provide([[getContext('api'), api]])
      .put(optionsFailed({ key: KEY, problem: { status: 1002, msg: '权限不足' } }))
      .run();
  });

  it('an empty list (1004) loads as no options', async () => {
    const api = fakeApi(() => Promise.resolve({ status: 1004, msg: '', result: null }));
    await expectSaga(fetchOptions, source)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(clock.now), T0],
        [getContext('api'), api],
      ])
      .put(optionsLoaded({ key: KEY, options: [], loadedAt: T0, fromCache: false }))
      .run();
  });

  it('a cache miss runs in this exact order', () => {
    testSaga(optionsNeededWorker, optionsNeeded({ source }))
      .next()
      .call(clock.now)
      .next(T0)
      .select(selectOptionsEntry, KEY)
      .next(undefined)
      .call(readCachedOptions, KEY)
      .next(null)
      .call(fetchOptions, source)
      .next()
      .isDone();
    testSaga(fetchOptions, source)
      .next()
      .put(optionsFetchStarted({ key: KEY }))
      .next()
      .call(ask, readOptionList, source.request)
      .next({ status: 1000, msg: '', result: DICT_ENTRIES })
      .call(clock.now)
      .next(T0)
      .call(writeCachedOptions, KEY, DICT_OPTIONS, T0)
      .next()
      .put(optionsLoaded({ key: KEY, options: DICT_OPTIONS, loadedAt: T0, fromCache: false }))
      .next()
      .isDone();
  });
});
