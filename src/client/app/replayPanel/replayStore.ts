// The replay panel's store: the console's reducers with every feature (replayReducer.ts), no sagas, no
// middleware, no request layer, instrumented with Redux DevTools (@redux-devtools/instrument).
// A log goes in as DevTools' own Import does it: IMPORT_STATE with the lifted state, which
// recomputes every step from the committed state through these reducers.
import { configureStore, StoreEnhancer, Tuple } from '@reduxjs/toolkit';
import { ActionCreators, instrument, InstrumentExt, LiftedState } from '@redux-devtools/instrument';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ActionLogFile } from '../actionLog';
import { parseActionLog } from '../actionLogFile';
import { replayReducer } from '../replayReducer';

export type ReplayState = Record<string, unknown>;

export function createReplayStore(enhancer: StoreEnhancer = instrument()) {
  const store = configureStore({
    reducer: replayReducer(),
    middleware: () => new Tuple(),
    enhancers: (getDefault) => getDefault().concat(enhancer),
    devTools: false,
  });
  return store as typeof store & InstrumentExt<ReplayState, UnknownAction, unknown>;
}

export type ReplayStore = ReturnType<typeof createReplayStore>;

/** Loads a log (text of the file or the parsed file) into the store; throws on anything else. */
export function loadActionLog(store: ReplayStore, json: string | ActionLogFile): ActionLogFile {
  const file = parseActionLog(json);
  store.liftedStore.dispatch(ActionCreators.importState(file as LiftedState<ReplayState, UnknownAction, unknown>));
  return file;
}

/** The state after each step (0: the committed state as DevTools' INIT leaves it). */
export const replayedStates = (store: ReplayStore): unknown[] => store.liftedStore.getState().computedStates.map((c) => c.state);
