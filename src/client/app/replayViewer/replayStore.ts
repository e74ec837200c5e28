// The replay viewer's store: the console's reducers with every feature (replayReducer.ts), no
// sagas, no request layer, instrumented with Redux DevTools (@redux-devtools/instrument). A log
// goes in as DevTools' own Import does it: IMPORT_STATE with the lifted state, which recomputes
// every step from the committed state through these reducers.
// The console's screens render from this store (ReplayConsole.tsx) and dispatch as they always do
// (a screen opened, an option list wanted, a button pressed): `inertDispatch` drops all of it, so
// the log is never added to and no step is made that the administrator did not make. DevTools'
// own actions (import, jump, the slider's steps) go to the lifted store, which is not behind it.
import { configureStore, Middleware, StoreEnhancer, Tuple } from '@reduxjs/toolkit';
import { ActionCreators, instrument, InstrumentExt, LiftedState } from '@redux-devtools/instrument';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ActionLog, ActionLogFile } from '../actionLog';
import { utf8Bytes } from '../actionLog';
import { parseActionLog } from '../actionLogFile';
import { replayReducer } from '../replayReducer';

export type ReplayState = Record<string, unknown>;

/** Nothing dispatched on the store reaches it: the replayed session is the only one. */
export const inertDispatch: Middleware = () => () => () => undefined;

/** The loaded log, where the console's header finds the live one: its size, and its export (the file again). */
export interface LoadedLog extends Pick<ActionLog, 'toFile' | 'size' | 'subscribe'> {
  load(file: ActionLogFile, text: string): void;
}

function createLoadedLog(): LoadedLog {
  let file: ActionLogFile | null = null;
  let bytes = 0;
  const listeners = new Set<() => void>();
  return {
    load(next, text) {
      file = next;
      bytes = utf8Bytes(text);
      listeners.forEach((l) => l());
    },
    toFile: () => file ?? parseActionLog({ actionsById: {}, stagedActionIds: [], skippedActionIds: [], committedState: {} } as unknown as ActionLogFile),
    size: () => bytes,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createReplayStore(enhancer: StoreEnhancer = instrument()) {
  const store = configureStore({
    reducer: replayReducer(),
    middleware: () => new Tuple(inertDispatch),
    enhancers: (getDefault) => getDefault().concat(enhancer),
    devTools: false,
  });
  return Object.assign(store as typeof store & InstrumentExt<ReplayState, UnknownAction, unknown>, { actionLog: createLoadedLog() });
}

export type ReplayStore = ReturnType<typeof createReplayStore>;

/** Loads a log (text of the file or the parsed file) into the store; throws on anything else. */
export function loadActionLog(store: ReplayStore, json: string | ActionLogFile): ActionLogFile {
  const file = parseActionLog(json);
  store.liftedStore.dispatch(ActionCreators.importState(file as LiftedState<ReplayState, UnknownAction, unknown>));
  store.actionLog.load(file, typeof json === 'string' ? json : JSON.stringify(json));
  return file;
}

/** The state after each step (0: the committed state as DevTools' INIT leaves it). */
export const replayedStates = (store: ReplayStore): unknown[] => store.liftedStore.getState().computedStates.map((c) => c.state);

/** Shows step `index` (0: the committed state), as DevTools' JUMP_TO_STATE does. */
export const jumpTo = (store: ReplayStore, index: number): void => {
  const { computedStates } = store.liftedStore.getState();
  store.liftedStore.dispatch(ActionCreators.jumpToState(Math.max(0, Math.min(index, computedStates.length - 1))));
};
