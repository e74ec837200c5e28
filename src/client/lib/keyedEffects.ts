// takeLatest and takeLeading, but per key. One saga serves several screens of a kind (every
// resource, the five people lists), and a newer call of one screen must not cancel another's
// (nor one's save block another's), so "one at a time" applies within a key only. Actions
// whose key is undefined are ignored.
import type { Task } from 'redux-saga';
import { ActionPattern, cancel, fork, take } from 'redux-saga/effects';

type Worker<A, K> = (action: A, key: K) => Generator<unknown, unknown, unknown>;

/** A newer action of the same key cancels the worker still running for the older one. */
export const takeLatestBy = <A, K>(pattern: ActionPattern, keyOf: (action: A) => K | undefined, worker: Worker<A, K>) =>
  fork(function* latestByKey() {
    const running = new Map<K, Task>();
    while (true) {
      const action: A = yield take(pattern);
      const key = keyOf(action);
      if (key === undefined) continue;
      const previous = running.get(key);
      if (previous?.isRunning()) yield cancel(previous);
      running.set(key, (yield fork(worker, action, key)) as Task);
    }
  });

/** An action of a key whose worker is still running is dropped. */
export const takeLeadingBy = <A, K>(pattern: ActionPattern, keyOf: (action: A) => K | undefined, worker: Worker<A, K>) =>
  fork(function* leadingByKey() {
    const running = new Map<K, Task>();
    while (true) {
      const action: A = yield take(pattern);
      const key = keyOf(action);
      if (key === undefined || running.get(key)?.isRunning()) continue;
      running.set(key, (yield fork(worker, action, key)) as Task);
    }
  });
