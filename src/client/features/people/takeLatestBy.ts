// takeLatest, but per key: one saga serves the five lists, and a newer search of one list must
// cancel that list's older read, never another list's. Actions without a key are ignored.
import type { Task } from 'redux-saga';
import { ActionPattern, cancel, fork, take } from 'redux-saga/effects';

type Worker<K> = (key: K) => Generator<unknown, unknown, unknown>;

export const takeLatestBy = <A, K>(pattern: ActionPattern, keyOf: (action: A) => K | undefined, worker: Worker<K>) =>
  fork(function* latestByKey() {
    const running = new Map<K, Task>();
    while (true) {
      const action: A = yield take(pattern);
      const key = keyOf(action);
      if (key === undefined) continue;
      const previous = running.get(key);
      if (previous?.isRunning()) yield cancel(previous);
      const task: Task = yield fork(worker, key);
      running.set(key, task);
    }
  });
