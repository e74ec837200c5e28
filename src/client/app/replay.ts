// Replays an exported action log (actionLog.ts, Redux DevTools' lifted state) into a console
// store without sagas: every feature's slices are in it, whichever screens the logged session
// had loaded, so it reaches the same state. It imports every feature (allFeatures.ts): never
// import it from the first load. The replay viewer uses replayReducer.ts instead.
import type { ActionLogFile } from './actionLog';
import { loggedActions, parseActionLog } from './actionLogFile';
import './allFeatures';
import { definedFeatures } from './lazy/feature';
import { AppStore, makeStore, offlineApi, RootState } from './store';

/**
 * A fresh store without sagas that has seen every logged action: same state, no effects. It
 * holds every feature (allFeatures.ts and any other chunk loaded in this page); slices the
 * logged session never loaded are there at their initial state.
 */
export function replayActionLog(json: string | ActionLogFile): AppStore {
  const file = parseActionLog(json);
  const store = makeStore({ preloadedState: file.committedState as Partial<RootState>, runSagas: false, api: offlineApi, features: definedFeatures() });
  for (const action of loggedActions(file)) store.dispatch(action);
  return store;
}
