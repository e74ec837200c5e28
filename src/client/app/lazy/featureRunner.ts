// A store's running features: start injects the slices (and fills them in the state with one
// `app/featureLoaded` action), then runs the saga once; stopAll cancels every feature saga (the
// store calls it on sign-out), so the next visit of a screen starts them again.
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { Saga, Task } from 'redux-saga';
import { FEATURE_LOADED, type Feature } from './feature';

export { FEATURE_LOADED };

interface Injectable {
  inject(slice: { reducerPath: string; reducer: Reducer }): unknown;
}

export interface FeatureRunnerDeps {
  reducer: Injectable;
  getState(): unknown;
  dispatch(action: UnknownAction): unknown;
  /** runs a saga in the store (null: this store runs no sagas, e.g. a replay) */
  runSaga: ((saga: Saga) => Task) | null;
}

export interface FeatureRunner {
  /** injects and starts what is not yet; safe to call on every mount */
  start(features: readonly Feature[]): void;
  /** whether every one of them is injected and (if this store runs sagas) running */
  running(features: readonly Feature[]): boolean;
  /** cancels every feature saga; the slices (and their state) stay */
  stopAll(): void;
  /** names of the features whose sagas run now */
  runningNames(): string[];
}

export function createFeatureRunner({ reducer, getState, dispatch, runSaga }: FeatureRunnerDeps): FeatureRunner {
  const injected = new Set<string>();
  const tasks = new Map<string, Task>();

  const isRunning = (f: Feature) => injected.has(f.name) && (!runSaga || !f.saga || tasks.get(f.name)?.isRunning() === true);

  function inject(features: readonly Feature[]) {
    const fresh = features.filter((f) => !injected.has(f.name));
    for (const f of fresh) {
      for (const [reducerPath, slice] of Object.entries(f.slices ?? {})) reducer.inject({ reducerPath, reducer: slice });
      injected.add(f.name);
    }
    // A slice injected now enters the state with the next action: make that one now, so the
    // screen's first render reads it (and a replayed log passes the same point).
    const state = getState() as Record<string, unknown>;
    const missing = fresh.filter((f) => Object.keys(f.slices ?? {}).some((key) => !(key in state)));
    if (missing.length) dispatch({ type: FEATURE_LOADED, payload: missing.map((f) => f.name) });
  }

  return {
    start(features) {
      inject(features);
      if (!runSaga) return;
      for (const f of features) {
        if (!f.saga || tasks.get(f.name)?.isRunning()) continue;
        tasks.set(f.name, runSaga(f.saga));
      }
    },
    running: (features) => features.every(isRunning),
    stopAll() {
      const running = [...tasks.values()];
      tasks.clear();
      for (const task of running) task.cancel();
    },
    runningNames: () => [...tasks.entries()].filter(([, t]) => t.isRunning()).map(([name]) => name),
  };
}
