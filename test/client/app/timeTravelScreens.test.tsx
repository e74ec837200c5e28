// Time travel and the screens' opening effects (issue 34, lib/timeTravel.ts): a screen that says
// it opened when it mounts (as every feature's screen does: screenOpened, optionsNeeded) unmounts
// when DevTools jumps to a signed-out step and mounts again when it jumps back to the latest.
// Neither the jump nor the remount in the render that follows it adds an action to the lifted
// state; once the present has rendered, a screen mounting says it opened again.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { ActionCreators, instrument, InstrumentExt } from '@redux-devtools/instrument';
import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore, offlineApi, RootState } from '../../../src/client/app/store';
import { jobCentreFeature } from '../../../src/client/features/jobCentre/feature';
import { panelOpened } from '../../../src/client/features/jobCentre/jobCentreSlice';
import { initialSessionState, signedIn, signedOut, signInRequested } from '../../../src/client/features/session/sessionSlice';
import { selectHasSession } from '../../../src/client/features/session/selectors';
import { useAppDispatch, useAppSelector } from '../../../src/client/lib/hooks';
import { isTimeTravelling, resetTimeTravel } from '../../../src/client/lib/timeTravel';

beforeEach(() => resetTimeTravel());
afterEach(() => resetTimeTravel());

/** A screen shown while signed in that says it opened on mount. */
function Screen() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(panelOpened());
  }, [dispatch]);
  return <div data-testid="screen" />;
}

function Console() {
  return useAppSelector(selectHasSession) ? <Screen /> : <div data-testid="login" />;
}

it('a screen remounting as DevTools jumps to a signed-out step and back to the latest says nothing; after the present renders one does', async () => {
  const store = makeStore({
    api: offlineApi,
    runSagas: false,
    instrument: instrument(),
    features: [jobCentreFeature],
    preloadedState: { session: { ...initialSessionState, status: 'signedIn', tenantId: '000000' } } as Partial<RootState>,
  }) as ReturnType<typeof makeStore> & InstrumentExt<RootState, UnknownAction, null>;
  const lifted = store.liftedStore;
  const opened = () =>
    lifted
      .getState()
      .stagedActionIds.map((id) => lifted.getState().actionsById[id].action.type)
      .filter((t) => t === panelOpened.type).length;
  render(
    <Provider store={store}>
      <Console />
    </Provider>,
  );
  expect(opened()).toBe(1);
  // signed out, then in again: the screen mounts again and says so (the present)
  act(() => {
    store.dispatch(signedOut({ reason: 'user' }));
  });
  const signedOutStep = lifted.getState().stagedActionIds.length - 1;
  expect(screen.getByTestId('login')).toBeInTheDocument();
  act(() => {
    store.dispatch(signInRequested({ tenantId: '000000', account: 'admin', password: 'x' }));
    store.dispatch(signedIn({ tenantId: '000000', userInfo: { account: 'admin' }, permission: [], menu: [] } as never));
  });
  expect(screen.getByTestId('screen')).toBeInTheDocument();
  expect(opened()).toBe(2);
  const actions = lifted.getState().stagedActionIds.length;

  // DevTools jumps to the signed-out step: the screen unmounts
  act(() => {
    lifted.dispatch(ActionCreators.jumpToState(signedOutStep));
  });
  expect(isTimeTravelling()).toBe(true);
  expect(screen.getByTestId('login')).toBeInTheDocument();
  // and back: the screen mounts again in the render that follows, and says nothing
  act(() => {
    lifted.dispatch(ActionCreators.jumpToState(lifted.getState().computedStates.length - 1));
  });
  expect(screen.getByTestId('screen')).toBeInTheDocument();
  expect(lifted.getState().stagedActionIds.length).toBe(actions);
  expect(opened()).toBe(2);

  // the present, once rendered: nothing was added meanwhile, and a screen mounting now says it opened
  await waitFor(() => expect(isTimeTravelling()).toBe(false));
  expect(lifted.getState().stagedActionIds.length).toBe(actions);
  // (a fresh mount in the present, for contrast)
  render(
    <Provider store={store}>
      <Screen />
    </Provider>,
  );
  expect(opened()).toBe(3);
});
