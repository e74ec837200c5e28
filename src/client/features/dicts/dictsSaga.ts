// One generic cached-options flow for the dictionary widgets (document 002 §2: 300 000 ms,
// wait 9 × 0.1 s) and the key-value dropdown (document 000 §4: 5 minutes, wait 20 × 0.5 s); the
// numbers come with each source's policy. For a needed list:
//   1. a fresh copy already in the store: nothing to do;
//   2. a fresh copy in session storage: optionsLoaded (fromCache);
//   3. another widget's load in flight: wait up to waitTries × waitMs for it to settle;
//   4. otherwise (or when the wait runs out): fetch, cache in session storage, optionsLoaded.
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, select, takeEvery } from 'redux-saga/effects';
import type { Envelope } from '../../../shared/protocol';
import { Status } from '../../../shared/protocol/status';
import { readOptionList } from '../../api/dicts';
import { callAsk } from '../../lib/ask';
import { clock } from './clock';
import { optionsFailed, optionsFetchStarted, optionsLoaded, optionsNeeded, optionsStale, optionsWaitTimedOut, OptionsEntry } from './dictsSlice';
import { CachedOptions, clearCachedOptions, forgetCachedOptions, isFresh, readCachedOptions, writeCachedOptions } from './optionsCache';
import { selectOptionsEntry } from './selectors';
import { isSignOutEvent } from './signOut';
import type { OptionsSource } from './sources';
import { toOptions } from './toOptions';
import { saidProblem } from '../../lib/problem';
import { listed } from '../../lib/reply';

export type WaitOutcome = 'arrived' | 'failed' | 'timedOut';

/** Waits for another widget's load of the same list, checking after each pause. */
export function* waitForLoadInFlight(source: OptionsSource) {
  for (let tries = 0; tries < source.policy.waitTries; tries++) {
    yield delay(source.policy.waitMs);
    const entry: OptionsEntry | undefined = yield select(selectOptionsEntry, source.key);
    if (entry?.status === 'loaded') return 'arrived' as WaitOutcome;
    // That load failed: its failure is this widget's too; fetching again now would only
    // double the requests to a failing server. The next need retries.
    if (entry?.status === 'failed') return 'failed' as WaitOutcome;
  }
  return 'timedOut' as WaitOutcome;
}

export function* fetchOptions(source: OptionsSource) {
  const { key } = source;
  yield put(optionsFetchStarted({ key }));
  const reply: Envelope<unknown> = yield callAsk(readOptionList, source.request);
  if (!listed(reply)) {
    yield put(optionsFailed({ key, problem: saidProblem(reply) }));
    return;
  }
  const options = toOptions(reply.status === Status.EMPTY ? [] : reply.result, source.fields);
  const savedAt: number = yield call(clock.now);
  yield call(writeCachedOptions, key, options, savedAt);
  yield put(optionsLoaded({ key, options, loadedAt: savedAt, fromCache: false }));
}

export function* optionsNeededWorker(action: PayloadAction<{ source: OptionsSource }>) {
  const { source } = action.payload;
  const { key, policy } = source;
  const now: number = yield call(clock.now);
  const entry: OptionsEntry | undefined = yield select(selectOptionsEntry, key);
  if (entry?.status === 'loaded' && isFresh(entry.loadedAt, now, policy.ttlMs)) return;

  const cached: CachedOptions | null = yield call(readCachedOptions, key);
  if (cached && isFresh(cached.savedAt, now, policy.ttlMs)) {
    yield put(optionsLoaded({ key, options: cached.options, loadedAt: cached.savedAt, fromCache: true }));
    return;
  }

  if (entry?.status === 'loading') {
    const outcome: WaitOutcome = yield call(waitForLoadInFlight, source);
    if (outcome !== 'timedOut') return;
    // The load never settled (its saga may have been cancelled): fetch again.
    yield put(optionsWaitTimedOut({ key, tries: policy.waitTries }));
  }
  yield call(fetchOptions, source);
}

export function* dictsSaga() {
  // takeEvery: each widget's need is answered on its own. takeLatest would cancel one widget's
  // load for another's, takeLeading would drop needs for other lists; two needs for one list
  // are deduplicated by the wait of step 3 instead.
  yield takeEvery(optionsNeeded.type, optionsNeededWorker);
  // takeEvery: clearing is quick and idempotent.
  yield takeEvery(isSignOutEvent, clearCachedOptions);
  // takeEvery: a changed list's session copy is forgotten (the slice forgets its own)
  yield takeEvery(optionsStale.type, (action: PayloadAction<{ key: string }>) => forgetCachedOptions(action.payload.key));
}
