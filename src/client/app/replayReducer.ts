// The reducer the replay viewer (./replayViewer) instruments with Redux DevTools: the console's
// root reducer with every feature (allFeatures.ts: never import this from the first load). It
// imports nothing of the store itself, so the panel's chunk shares as little as it can with the
// first load (a module both use is kept there with its exports, in bytes of the first load).
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import './allFeatures';
import { definedFeatures, FEATURE_LOADED } from './lazy/feature';
import { createRootReducer } from './reducers';

/**
 * The console's root reducer with every feature's slices, whose state holds a feature's slices
 * only from the `app/featureLoaded` that loaded it in the logged session, as the live store did:
 * each step of a replay equals the live state at that step, not a superset of it. It is what
 * the replay viewer instruments with Redux DevTools (a reducer, so DevTools may recompute any step).
 */
export function replayReducer(): Reducer<Record<string, unknown>> {
  const root = createRootReducer();
  const alwaysThere = Object.keys(root(undefined, { type: '@@campus/replayProbe' }));
  const slicesOf = new Map<string, string[]>();
  for (const f of definedFeatures()) {
    slicesOf.set(f.name, Object.keys(f.slices ?? {}));
    for (const [reducerPath, slice] of Object.entries(f.slices ?? {})) root.inject({ reducerPath, reducer: slice } as never);
  }
  const reduce = root as unknown as Reducer<Record<string, unknown>>;
  return (state, action: UnknownAction) => {
    const next = reduce(state, action);
    const allowed = new Set(state ? Object.keys(state) : alwaysThere);
    if (action.type === FEATURE_LOADED && Array.isArray(action.payload))
      for (const name of action.payload) for (const key of slicesOf.get(name) ?? []) allowed.add(key);
    const keys = Object.keys(next);
    return keys.every((k) => allowed.has(k)) ? next : Object.fromEntries(keys.filter((k) => allowed.has(k)).map((k) => [k, next[k]]));
  };
}
