// takeLatest and takeLeading, but per resource key. One saga serves every resource screen, and
// a newer list of one resource must not cancel the list of another (or one resource's save
// block another's), so the "one at a time" rule applies within a key only.
import { ActionPattern } from 'redux-saga/effects';
import { Task } from 'redux-saga';
import { cancel, fork, take } from 'redux-saga/effects';

interface KeyedAction {
  type: string;
  payload: { key: string };
}

type Worker<A> = (action: A) => Generator<unknown, unknown, unknown>;

/** A newer action of the same key cancels the worker still running for the older one. */
export const takeLatestPerKey = <A extends KeyedAction>(pattern: ActionPattern, worker: Worker<A>) =>
  fork(function* latestPerKey() {
    const running = new Map<string, Task>();
    while (true) {
      const action: A = yield take(pattern);
      const previous = running.get(action.payload.key);
      if (previous?.isRunning()) yield cancel(previous);
      const task: Task = yield fork(worker, action);
      running.set(action.payload.key, task);
    }
  });

/** An action of a key whose worker is still running is dropped. */
export const takeLeadingPerKey = <A extends KeyedAction>(pattern: ActionPattern, worker: Worker<A>) =>
  fork(function* leadingPerKey() {
    const running = new Map<string, Task>();
    while (true) {
      const action: A = yield take(pattern);
      if (running.get(action.payload.key)?.isRunning()) continue;
      const task: Task = yield fork(worker, action);
      running.set(action.payload.key, task);
    }
  });
