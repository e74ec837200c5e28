// Time travel shows the past without making a new present (issue 34, lib/timeTravel.ts): a console
// store made as in DevTools mode (makeStore with @redux-devtools/instrument's enhancer, where the
// extension puts its own) follows a router and polls a running job for the job centre. DevTools
// jumps to step 1 and back: meanwhile the router moves (as the guards move it to /login), a screen
// says it opened and the poll's 3 seconds pass many times over, yet the lifted state holds no new
// action and the api (a recording fake) hears no request. Back at the latest step, the poll goes on.
import { createMemoryRouter } from 'react-router-dom';
import { ActionCreators, instrument, InstrumentExt } from '@redux-devtools/instrument';
import type { UnknownAction } from '@reduxjs/toolkit';
import './domPolyfills';
import { followRouter } from '../../../src/client/app/route/routerListener';
import { showTravelledRoute } from '../../../src/client/app/route/travelledRoute';
import { routeChanged } from '../../../src/client/features/route';
import { makeStore, RootState } from '../../../src/client/app/store';
import { jobCentreFeature } from '../../../src/client/features/jobCentre/feature';
import { panelOpened } from '../../../src/client/features/jobCentre/jobCentreSlice';
import { initialSessionState } from '../../../src/client/features/session/sessionSlice';
import { isTimeTravelling, resetTimeTravel, routeRendered, setShowingPast, SETTLE_LIMIT_MS } from '../../../src/client/lib/timeTravel';
import type { JobItem } from '../../../src/shared/jobs/api';
import { elapse, useSagaClock } from '../sagaClock';
import { ok, scriptedApi, taskStatus, TENANT } from '../features/importWizard/fixtures';

const running: JobItem = {
  kind: 'import',
  id: 'i1',
  fileName: 'students.xlsx',
  subject: '本专科生',
  identity: null,
  target: 'STUDENT',
  state: 'running',
  dryRun: false,
  done: 100,
  total: 1000,
  rate: 0.1,
  counts: { inserted: 100, updated: 0, skipped: 0, failed: 0 },
  createdAt: '2026-01-01T08:00:00.000Z',
  finishedAt: null,
  errorMsg: null,
  errorKey: null,
  url: null,
  undoable: false,
  endingUnseen: false,
};

beforeEach(() => {
  sessionStorage.clear();
  resetTimeTravel();
  // the poll's 3 seconds and the return's settling are virtual
  useSagaClock();
});
afterEach(() => resetTimeTravel());

/** The console's store as in DevTools mode, signed in, the job centre following a running import. */
async function consoleInDevTools() {
  const api = scriptedApi({
    list: () => ok([running]),
    progress: () => ok(taskStatus({ redisKey: 'i1', state: 'running', finishNum: 500, totalNum: 1000, finishRate: 0.5 })),
  });
  const store = makeStore({
    api,
    instrument: instrument(),
    features: [jobCentreFeature],
    preloadedState: { session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT } } as Partial<RootState>,
  }) as ReturnType<typeof makeStore> & InstrumentExt<RootState, UnknownAction, null>;
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/studentList'] });
  followRouter(router, store.dispatch);
  showTravelledRoute(router, store);
  await router.navigate('/teacherList');
  // the list, then the follow's first reads, 3 s apart
  await elapse(7_000);
  expect(api.callsTo('progress').length).toBeGreaterThanOrEqual(2);
  return { api, store, router, lifted: store.liftedStore };
}

describe('time travel in DevTools', () => {
  it('jumping to step 1 and back adds no action and makes no request; back at the latest, the poll goes on', async () => {
    const { api, store, router, lifted } = await consoleInDevTools();
    const before = lifted.getState();
    const actions = before.stagedActionIds.length;
    const requests = api.calls.length;
    const reads = api.callsTo('progress').length;
    const present = store.getState();
    expect(isTimeTravelling()).toBe(false);

    lifted.dispatch(ActionCreators.jumpToState(1));
    expect(isTimeTravelling()).toBe(true);
    // the state after the first action: the router not followed yet, the job not listed
    expect(store.getState()).toEqual(lifted.getState().computedStates[1].state);
    expect(store.getState().route.location?.pathname).not.toBe('/teacherList');
    // what the past's screens would do: the guard takes the router to /login, the screen there
    // says it opened; and the poll's wait ends many times over
    await router.navigate('/login', { replace: true });
    store.dispatch(panelOpened());
    await elapse(20_000);
    expect(lifted.getState().stagedActionIds.length).toBe(actions);
    expect(api.calls.length).toBe(requests);
    expect(lifted.getState().currentStateIndex).toBe(1);

    lifted.dispatch(ActionCreators.jumpToState(actions - 1));
    // the router is back at the present's route; the present's screens remounting, in the render
    // that follows the jump back, say they opened
    expect(router.state.location.pathname).toBe('/teacherList');
    store.dispatch(panelOpened());
    expect(lifted.getState().stagedActionIds.length).toBe(actions);
    expect(lifted.getState().computedStates.length).toBe(actions);
    expect(api.calls.length).toBe(requests);
    expect(store.getState()).toEqual(present);

    // the present goes on: the poll reads again, and what is dispatched now is recorded
    await elapse(3_500);
    expect(isTimeTravelling()).toBe(false);
    expect(api.callsTo('progress').length).toBeGreaterThan(reads);
    expect(lifted.getState().stagedActionIds.length).toBeGreaterThan(actions);
  });

  it('a present whose route never renders is back after SETTLE_LIMIT_MS all the same', async () => {
    const { router, lifted } = await consoleInDevTools();
    const last = lifted.getState().computedStates.length - 1;
    lifted.dispatch(ActionCreators.jumpToState(1));
    await router.navigate('/elsewhere', { replace: true });
    lifted.dispatch(ActionCreators.jumpToState(last));
    expect(router.state.location.pathname).toBe('/teacherList');
    await elapse(SETTLE_LIMIT_MS - 1);
    expect(isTimeTravelling()).toBe(true);
    await elapse(1);
    expect(isTimeTravelling()).toBe(false);
  });

  it("the router shows each step's route while travelling, and the present's after", async () => {
    const { api, router, lifted } = await consoleInDevTools();
    const { stagedActionIds, actionsById, computedStates } = lifted.getState();
    const requests = api.calls.length;
    const routeSteps = stagedActionIds.map((id, index) => ({ index, type: actionsById[id].action.type })).filter((s) => s.type === routeChanged.type);
    expect(routeSteps).toHaveLength(2);
    lifted.dispatch(ActionCreators.jumpToState(routeSteps[0].index));
    expect(router.state.location.pathname).toBe('/studentList');
    // a step before the router was followed keeps the router where it is
    lifted.dispatch(ActionCreators.jumpToState(1));
    expect(router.state.location.pathname).toBe('/studentList');
    lifted.dispatch(ActionCreators.jumpToState(routeSteps[1].index));
    expect(router.state.location.pathname).toBe('/teacherList');
    lifted.dispatch(ActionCreators.jumpToState(routeSteps[0].index));
    lifted.dispatch(ActionCreators.jumpToState(computedStates.length - 1));
    expect(router.state.location.pathname).toBe('/teacherList');
    expect(lifted.getState().stagedActionIds).toEqual(stagedActionIds);
    expect(api.calls.length).toBe(requests);
    // the router was sent back to the present's route: the past holds until that route has
    // rendered (AppRoot's effect says so) and a macrotask more
    await elapse(0);
    expect(isTimeTravelling()).toBe(true);
    routeRendered();
    expect(isTimeTravelling()).toBe(true);
    await elapse(0);
    expect(isTimeTravelling()).toBe(false);
    // the present again: the router's own moves reach the store, and only the router's
    await router.navigate('/studentList');
    expect(lifted.getState().stagedActionIds.length).toBeGreaterThan(stagedActionIds.length);
    expect(lifted.getState().computedStates.at(-1)!.state.route.location?.pathname).toBe('/studentList');
  });

  it('an imported log left at an earlier step holds the console in the past too', async () => {
    const { api, store, lifted } = await consoleInDevTools();
    const { stagedActionIds } = lifted.getState();
    lifted.dispatch(ActionCreators.jumpToAction(stagedActionIds[2]));
    expect(isTimeTravelling()).toBe(true);
    const requests = api.calls.length;
    store.dispatch(panelOpened());
    await elapse(10_000);
    expect(api.calls.length).toBe(requests);
    expect(lifted.getState().stagedActionIds).toEqual(stagedActionIds);
  });

  it("the replay viewer's hold works the same, and each holder lets go for itself", async () => {
    const { api, lifted } = await consoleInDevTools();
    const requests = api.calls.length;
    setShowingPast('viewer', true);
    lifted.dispatch(ActionCreators.jumpToState(1));
    lifted.dispatch(ActionCreators.jumpToState(lifted.getState().computedStates.length - 1));
    await elapse(10_000);
    // DevTools is back at the latest, the viewer still shows the past
    expect(isTimeTravelling()).toBe(true);
    expect(api.calls.length).toBe(requests);
    setShowingPast('viewer', false);
    await elapse(3_500);
    expect(isTimeTravelling()).toBe(false);
    expect(api.calls.length).toBeGreaterThan(requests);
  });
});
