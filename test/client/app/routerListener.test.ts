// The router listener (issue 17 part 1; document 002 §2): the location reaches the store as
// route/changed on start and on every location change, with how the history moved and the
// pathname before; the route slice holds it; new-search parameters are cleared before the next
// location renders.
import { createMemoryRouter } from 'react-router-dom';
import './domPolyfills';
import { followRouter } from '../../../src/client/app/route/routerListener';
import { replayActionLog } from '../../../src/client/app/replay';
import { exportActionLog, makeStore } from '../../../src/client/app/store';
import { isScreenLeft, routeChanged, selectLocation, selectPathname } from '../../../src/client/features/route';

beforeEach(() => sessionStorage.clear());

const routerAt = (...entries: string[]) => createMemoryRouter([{ path: '*', element: null }], { initialEntries: entries, initialIndex: entries.length - 1 });

describe('router listener', () => {
  it('reports the first location, then every change, with its history action and the pathname before', async () => {
    const router = routerAt('/a?q=1#top');
    const seen: ReturnType<typeof routeChanged>[] = [];
    const stop = followRouter(router, (a) => seen.push(a));
    await router.navigate('/b');
    await router.navigate('/b?page=2', { replace: true });
    await router.navigate(-1);
    stop();
    await router.navigate('/c');

    expect(seen.map((a) => a.type)).toEqual(['route/changed', 'route/changed', 'route/changed', 'route/changed']);
    expect(
      seen.map(({ payload: { pathname, search, hash, historyAction, previousPathname } }) => ({ pathname, search, hash, historyAction, previousPathname })),
    ).toEqual([
      { pathname: '/a', search: '?q=1', hash: '#top', historyAction: 'POP', previousPathname: null },
      { pathname: '/b', search: '', hash: '', historyAction: 'PUSH', previousPathname: '/a' },
      { pathname: '/b', search: '?page=2', hash: '', historyAction: 'REPLACE', previousPathname: '/b' },
      { pathname: '/a', search: '?q=1', hash: '#top', historyAction: 'POP', previousPathname: '/b' },
    ]);
    // each history entry's key: Back returns to the first entry, a new entry has a new key
    const keys = seen.map((a) => a.payload.key);
    expect(keys[3]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
    // leaving a screen is a change of pathname; the search alone is not
    expect(seen.map((a) => isScreenLeft(a))).toEqual([false, true, false, true]);
  });

  it('the store holds the current location (serialisable: the store checks every action and state)', async () => {
    const router = routerAt('/studentList');
    const store = makeStore({ runSagas: false });
    expect(selectLocation(store.getState())).toBeNull();
    followRouter(router, store.dispatch);
    expect(selectPathname(store.getState())).toBe('/studentList');
    await router.navigate('/teacherList?x=1');
    expect(store.getState().route).toEqual({
      location: { pathname: '/teacherList', search: '?x=1', hash: '', key: router.state.location.key },
      historyAction: 'PUSH',
    });
    const logged = store.actionLog.toFile();
    expect(Object.values(logged.actionsById).filter((e) => e.action.type === routeChanged.type)).toHaveLength(2);
  });

  it('an exported log holds the navigation and replays to the same route state, without a router', async () => {
    const router = routerAt('/studentList');
    const live = makeStore({ runSagas: false });
    followRouter(router, live.dispatch);
    await router.navigate('/teacherList');
    await router.navigate(-1);
    const replayed = replayActionLog(exportActionLog(live));
    expect(replayed.getState().route).toEqual(live.getState().route);
    expect(replayed.getState().route.location?.pathname).toBe('/studentList');
    expect(replayed.getState().route.historyAction).toBe('POP');
  });

  it('clears the new-search parameters on every navigation, before the new location renders', async () => {
    const router = routerAt('/a');
    const seenByRouter: Array<string | null> = [];
    const stop = followRouter(router, () => undefined);
    // subscribed after the listener, like the RouterProvider: it must already see the storage empty
    router.subscribe(() => seenByRouter.push(sessionStorage.getItem('newSearchParams')));
    for (const to of ['/b', '/c', '/b']) {
      sessionStorage.setItem('newSearchParams', to);
      await router.navigate(to);
    }
    expect(seenByRouter.length).toBeGreaterThanOrEqual(3);
    expect(seenByRouter.every((v) => v === null)).toBe(true);
    stop();
    sessionStorage.setItem('newSearchParams', 'kept');
    await router.navigate('/d');
    expect(sessionStorage.getItem('newSearchParams')).toBe('kept');
  });

  it('a lazy route: parameters go when the navigation starts, route/changed comes when the location is there', async () => {
    let finishLoading: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (finishLoading = resolve));
    const router = createMemoryRouter(
      [
        { path: '/a', element: null },
        { path: '/slow', lazy: async () => (await loaded, { element: null }) },
      ],
      { initialEntries: ['/a'] },
    );
    const seen: string[] = [];
    followRouter(router, (a) => seen.push(a.payload.pathname));
    sessionStorage.setItem('newSearchParams', 'x');
    const going = router.navigate('/slow');
    await Promise.resolve();
    expect(sessionStorage.getItem('newSearchParams')).toBeNull();
    expect(seen).toEqual(['/a']);
    finishLoading();
    await going;
    expect(seen).toEqual(['/a', '/slow']);
  });
});
