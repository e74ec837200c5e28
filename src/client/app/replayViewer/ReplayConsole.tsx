// The console itself, rendered from the replay store: its route table, shell and screens, as the
// administrator saw them at the step the viewer shows. A memory router (the viewer's own address
// stays /?replay) follows each step's route (route/travelledRoute.ts: the viewer holds the console
// in the past for as long as it is open). What the screens dispatch is dropped (replayStore.ts),
// and the page makes no request (startReplayViewer.tsx): the screens show the log, nothing else.
import { useEffect, useMemo } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { selectLocation } from '../../features/route';
import { DEFAULT_CONFIG } from '../../lib/config';
import App, { ROUTER_FUTURE } from '../App';
import type { RootState } from '../reducers';
import { showTravelledRoute } from '../route/travelledRoute';
import { buildRoutes } from '../routes';
import type { AppStore } from '../store';
import type { ReplayStore } from './replayStore';

const pathOf = (state: unknown): string => {
  const at = selectLocation(state as RootState);
  return at ? `${at.pathname}${at.search}${at.hash}` : '/';
};

export default function ReplayConsole({ store }: { store: ReplayStore }) {
  const router = useMemo(() => createMemoryRouter(buildRoutes(), { initialEntries: [pathOf(store.getState())], future: ROUTER_FUTURE }), [store]);
  useEffect(() => showTravelledRoute(router, store as unknown as Parameters<typeof showTravelledRoute>[1]), [router, store]);
  useEffect(() => () => router.dispose(), [router]);
  // the console's own providers; the store is typed as the console's (it holds every feature's slices)
  return <App store={store as unknown as AppStore} router={router} config={DEFAULT_CONFIG} />;
}
