// Start-up (document 002 §7): read /config.json, then build the router and the store, then
// render. The router comes first because sagas navigate through it. With ?replay in the address,
// the action log replay viewer starts instead (app/replayViewer, loaded only then). With
// ?instrument, the store carries Redux DevTools' instrumentation without the extension: its lifted
// store is window.__CAMPUS_DEVTOOLS__, to travel in time from the browser's console (and the
// browser tests do); @redux-devtools/instrument is then loaded, as a chunk of its own.
import { createRoot } from 'react-dom/client';
import type { Action } from '@reduxjs/toolkit';
import type { LiftedStore } from '@redux-devtools/instrument';
import { createBrowserRouter } from 'react-router-dom';
import './styles';
import './widgets/select/dropdownDefaults';
import App, { ROUTER_FUTURE } from './app/App';
import { loadRuntimeConfig } from './lib/config';
import { loadPreloadedState } from './app/preload';
import { followRouter } from './app/route/routerListener';
import { showTravelledRoute } from './app/route/travelledRoute';
import { buildRoutes } from './app/routes';
import { makeStore } from './app/store';
import { startFrameBridge } from './frame';

declare global {
  interface Window {
    __CAMPUS_DEVTOOLS__?: LiftedStore<unknown, Action<string>, unknown>;
  }
}

async function start() {
  // ?replay: the developers' action log replay viewer instead of the console (its own chunk)
  if (new URLSearchParams(window.location.search).has('replay')) {
    const { startReplayViewer } = await import('./app/replayViewer/startReplayViewer');
    startReplayViewer(document.getElementById('root')!);
    return;
  }
  const config = await loadRuntimeConfig();
  // the project's name until the first screen names itself (app/shell/DocumentTitle.tsx)
  if (config.projectName) document.title = config.projectName;

  const router = createBrowserRouter(buildRoutes(), { future: ROUTER_FUTURE });
  const preloadedState = loadPreloadedState();
  const instrument = new URLSearchParams(window.location.search).has('instrument') ? (await import('@redux-devtools/instrument')).instrument() : undefined;
  document.documentElement.lang = preloadedState.ui?.locale ?? 'zh-CN';
  const store = makeStore({
    preloadedState,
    baseURL: config.baseURL,
    navigate: (to, options) => void router.navigate(to, options),
    instrument,
  });
  if (instrument) window.__CAMPUS_DEVTOOLS__ = (store as unknown as { liftedStore: LiftedStore<unknown, Action<string>, unknown> }).liftedStore;
  // The location reaches the store as route/changed (now and on every change); new-search
  // parameters are cleared before every navigation.
  followRouter(router, store.dispatch);
  // While DevTools shows an earlier step, the router shows that step's route (lib/timeTravel.ts).
  showTravelledRoute(router, store);

  // Inside a parent frame: the frame-id handshake, dialog signals and the parent's pushes.
  startFrameBridge(store);

  createRoot(document.getElementById('root')!).render(<App store={store} router={router} config={config} />);
}

void start();
