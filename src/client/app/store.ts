// The store: slices, sagas with their context {api, navigate}, the action log, DevTools, and
// the features its screens brought (store.features: their slices and sagas, ./lazy/).
// Serializability checks stay on: every state and action must replay from a JSON log.
// With DevTools (the extension, or `instrument` here) the store follows its lifted state: while it
// shows an earlier step, nothing is dispatched and polls wait (lib/timeTravel.ts).
import { configureStore, Middleware, Reducer, StoreEnhancer } from '@reduxjs/toolkit';
import type { AxiosAdapter } from 'axios';
import createSagaMiddleware from 'redux-saga';
import { createApi } from '../api/createApi';
import type { CallerInfo } from '../api/deps';
import { Api, ApiError } from '../api/types';
import { rightsRefreshRequested, sessionExpired, signedOut } from '../features/session/sessionSlice';
import { toastShown } from '../features/ui/uiSlice';
import { Status } from '../../shared/protocol';
import { ActionLog, createActionLog } from './actionLog';
import { definedFeatures, Feature } from './lazy/feature';
import { createFeatureRunner, FeatureRunner } from './lazy/featureRunner';
import { createRootReducer, RootReducer, RootState } from './reducers';
import { rootSaga } from './rootSaga';
import type { Navigate } from '../lib/sagaContext';
import { followLiftedStore, timeTravelGuard } from '../lib/timeTravel';

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
  /** features in the store from the start (default: every feature whose chunk has loaded) */
  features?: readonly Feature[];
  /** DevTools' instrumentation in place of the extension's (tests: `instrument()` of @redux-devtools/instrument) */
  instrument?: StoreEnhancer;
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

/** Redux DevTools sees what the log keeps: the log's own sanitiser, with the same pseudonyms. */
export const devToolsOptions = (log: Pick<ActionLog, 'sanitise'>) => ({
  name: 'Campus console',
  actionSanitizer: <A>(action: A) => log.sanitise(action),
  stateSanitizer: <S>(state: S) => log.sanitise(state),
});

export function makeStore(options: MakeStoreOptions = {}) {
  const { preloadedState, runSagas = true } = options;
  const holder: { store?: { getState(): RootState; dispatch(action: unknown): unknown } } = {};

  const api =
    options.api ??
    createApi({
      baseURL: options.baseURL,
      adapter: options.adapter,
      caller: () => callerOf(holder.store!.getState()),
      // The request layer reports; the session saga decides (sign out and go to /login).
      onUnauthorized: () => holder.store?.dispatch(sessionExpired()),
      // a 1002: said, and the session asks its current rights (another admin may have changed them)
      onForbidden: () => {
        holder.store?.dispatch(toastShown({ kind: 'error', key: 'protocol.forbidden' }));
        holder.store?.dispatch(rightsRefreshRequested());
      },
      reloadRoot: options.reloadRoot ?? reloadConsoleRoot,
    });
  const navigate = options.navigate ?? noNavigate;
  const sagaMiddleware = createSagaMiddleware({ context: { api, navigate } });
  const actionLog: ActionLog = createActionLog();
  const reducer: RootReducer = createRootReducer();
  const runner: { current?: FeatureRunner } = {};
  // After the sagas saw the sign-out: the features' sagas stop; a screen's next visit restarts them.
  const stopFeaturesOnSignOut: Middleware = () => (next) => (action) => {
    const result = next(action);
    if (signedOut.match(action)) runner.current?.stopAll();
    return result;
  };

  // Slices of features already loaded go in before the first state, so a preloaded state keeps them.
  const initialFeatures = options.features ?? definedFeatures();
  for (const f of initialFeatures) for (const [reducerPath, slice] of Object.entries(f.slices ?? {})) reducer.inject({ reducerPath, reducer: slice } as never);

  const store = configureStore({
    // typed as the state a screen sees (reducers.ts: RootState)
    reducer: reducer as unknown as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: true, immutableCheck: true })
        .prepend(timeTravelGuard, actionLog.middleware)
        .concat(sagaMiddleware, stopFeaturesOnSignOut),
    // the middleware outside DevTools' instrumentation, as the extension's compose puts them
    enhancers: (getDefault) => (options.instrument ? getDefault().concat(options.instrument) : getDefault()),
    devTools: options.instrument ? false : devToolsOptions(actionLog),
  });
  holder.store = store;
  // the extension's enhancer and instrument() give the store DevTools' lifted store
  const { liftedStore } = store as { liftedStore?: Parameters<typeof followLiftedStore>[0] };
  if (liftedStore) followLiftedStore(liftedStore);
  const features = createFeatureRunner({
    reducer: reducer as never,
    getState: store.getState,
    dispatch: store.dispatch,
    runSaga: runSagas ? (saga) => sagaMiddleware.run(saga) : null,
  });
  runner.current = features;
  features.start(initialFeatures);
  actionLog.start(store.getState());
  if (runSagas) sagaMiddleware.run(rootSaga);
  return Object.assign(store, { actionLog, api, features });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

/** The store's action log as JSON (the header's export button downloads it). */
export const exportActionLog = (store: AppStore): string => JSON.stringify(store.actionLog.toFile());
