// The store: slices, sagas with their context {api, navigate}, the action log, DevTools.
// Serializability checks stay on: every state and action must replay from a JSON log.
import { configureStore } from '@reduxjs/toolkit';
import type { AxiosAdapter } from 'axios';
import createSagaMiddleware from 'redux-saga';
import { createApi } from '../api/createApi';
import type { CallerInfo } from '../api/deps';
import { Api, ApiError } from '../api/types';
import { sessionExpired } from '../features/session/sessionSlice';
import { toastShown } from '../features/ui/uiSlice';
import { Status } from '../../shared/protocol';
import { ActionLog, createActionLog, parseActionLog, ActionLogFile, redactAction } from './actionLog';
import { rootReducer, RootState } from './reducers';
import { rootSaga } from './rootSaga';
import type { Navigate } from './sagaContext';

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  /** the request layer; by default one wired to this store (401 → sign out, 权限不足 → toast) */
  api?: Api;
  navigate?: Navigate;
  runSagas?: boolean;
  /** runtime baseURL for the default api */
  baseURL?: string;
  /** what an HTTP 401 without an envelope does (default: reload the console at its root) */
  reloadRoot?: () => void;
  /** replaces the network of the default api (tests play the server with it) */
  adapter?: AxiosAdapter;
}

const noNavigate: Navigate = () => undefined;

export const callerOf = (state: RootState): CallerInfo => ({
  tenantId: state.session.tenantId,
  account: state.session.userInfo?.account ?? null,
  name: state.session.userInfo?.user_name ?? null,
  locale: state.ui.locale,
});

const reloadConsoleRoot = () => {
  window.location.assign('/');
};

/** For stores that must not talk to anyone (a replay). */
export const offlineApi: Api = {
  request: () => Promise.reject(new ApiError(Status.NETWORK, 'offline')),
  upload: () => Promise.reject(new ApiError(Status.NETWORK, 'offline')),
  download: () => Promise.reject(new ApiError(Status.NETWORK, 'offline')),
};

export function makeStore(options: MakeStoreOptions = {}) {
  const { preloadedState, runSagas = true } = options;
  const holder: { store?: { getState(): RootState; dispatch(action: unknown): unknown } } = {};

  const api = options.api ?? createApi({
    baseURL: options.baseURL,
    adapter: options.adapter,
    caller: () => callerOf(holder.store!.getState()),
    // The request layer reports; the session saga decides (sign out and go to /login).
    onUnauthorized: () => holder.store?.dispatch(sessionExpired()),
    onForbidden: () => holder.store?.dispatch(toastShown({ kind: 'error', key: 'protocol.forbidden' })),
    reloadRoot: options.reloadRoot ?? reloadConsoleRoot,
  });
  const navigate = options.navigate ?? noNavigate;
  const sagaMiddleware = createSagaMiddleware({ context: { api, navigate } });
  const actionLog: ActionLog = createActionLog();

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: true, immutableCheck: true }).prepend(actionLog.middleware).concat(sagaMiddleware),
    devTools: { name: 'Campus console', actionSanitizer: redactAction },
  });
  holder.store = store;
  actionLog.start(store.getState());
  if (runSagas) sagaMiddleware.run(rootSaga);
  return Object.assign(store, { actionLog, api });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

/** The store's action log as JSON (the header's export button downloads it). */
export const exportActionLog = (store: AppStore): string => JSON.stringify(store.actionLog.toFile());

/** A fresh store without sagas that has seen every logged action: same state, no effects. */
export function replayActionLog(json: string | ActionLogFile): AppStore {
  const file = parseActionLog(json);
  const store = makeStore({ preloadedState: file.initialState as Partial<RootState>, runSagas: false, api: offlineApi });
  for (const { action } of file.actions) store.dispatch(action);
  return store;
}
