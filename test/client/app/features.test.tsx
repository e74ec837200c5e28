// A screen chunk's features: the slice is in the state and the saga runs before the screen's
// first render; the saga starts once per store, stops on sign-out and starts again on the next
// visit; the chunk's messages are added before it renders; a replay holds every feature's slice.
import { act, render, screen } from '@testing-library/react';
import { createSlice } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { put, takeEvery } from 'redux-saga/effects';
import { addCatalogue, hasMessage, translate } from '../../../src/shared/i18n/registry';
import { defineFeature, definedFeatures } from '../../../src/client/app/lazy/feature';
import LazyScreen from '../../../src/client/app/lazy/LazyScreen';
import type { ScreenLoader } from '../../../src/client/app/lazy/chunk';
import { FEATURE_LOADED } from '../../../src/client/app/lazy/featureRunner';
import { ALL_FEATURES } from '../../../src/client/app/allFeatures';
import { exportActionLog, makeStore } from '../../../src/client/app/store';
import { loggedActions } from '../../../src/client/app/actionLogFile';
import { replayActionLog } from '../../../src/client/app/replay';
import { signedOut } from '../../../src/client/features/session/sessionSlice';
import { useT } from '../../../src/client/i18n';

const probe = createSlice({
  name: 'probe',
  initialState: { count: 0 },
  reducers: {
    bumped: (s) => {
      s.count += 1;
    },
  },
});
let sagaStarts = 0;
function* probeSaga() {
  sagaStarts += 1;
  yield takeEvery('probe/ping', function* () {
    yield put(probe.actions.bumped());
  });
}
const PROBE_MESSAGES = { 'probeScreen.hello': ['你好，探针', 'Hello, probe'] } as const;

type ProbeState = { probe?: { count: number } };

// The screen pings on mount: only a saga already running answers with a bump.
function ProbeScreen() {
  const t = useT();
  const dispatch = useDispatch();
  const count = useSelector((s: ProbeState) => s.probe!.count);
  useEffect(() => {
    dispatch({ type: 'probe/ping' });
  }, [dispatch]);
  return (
    <p>
      {t('probeScreen.hello')} · {count}
    </p>
  );
}

const probeFeature = { name: 'probe', slices: { probe: probe.reducer }, saga: probeSaga, catalogues: [PROBE_MESSAGES] };
const loadProbe: ScreenLoader = async () => ({ default: ProbeScreen, features: [defineFeature(probeFeature)] });

const englishStore = (runSagas = true) => makeStore({ runSagas, features: [], preloadedState: { ui: { locale: 'en', toasts: [] } } });

beforeEach(() => {
  sagaStarts = 0;
});

describe('a screen chunk and its features', () => {
  it('adds its messages only when the chunk loads, and refuses a key another catalogue defines', async () => {
    expect(hasMessage('probeScreen.hello')).toBe(false);
    await loadProbe();
    expect(translate('en', 'probeScreen.hello')).toBe('Hello, probe');
    expect(() => addCatalogue(PROBE_MESSAGES)).not.toThrow(); // the same catalogue again: nothing
    expect(() => addCatalogue({ 'probeScreen.hello': ['重复', 'Twice'] })).toThrow('message key defined twice: probeScreen.hello');
    expect(() => addCatalogue({ 'common.saved': ['重复', 'Twice'] })).toThrow('message key defined twice: common.saved');
    expect(translate('en', 'probeScreen.hello')).toBe('Hello, probe');
  });

  it('injects the slice and runs the saga before the screen renders; once per store', async () => {
    const store = englishStore();
    expect('probe' in store.getState()).toBe(false);
    const first = render(
      <Provider store={store}>
        <LazyScreen loader={loadProbe} />
      </Provider>,
    );
    expect(await screen.findByText('Hello, probe · 1')).toBeInTheDocument();
    expect(sagaStarts).toBe(1);
    expect(loggedActions(store.actionLog.toFile()).map((a) => a.type)).toEqual([FEATURE_LOADED, 'probe/ping', 'probe/bumped']);
    first.unmount();

    // the next visit: the saga still runs, it is not started again
    render(
      <Provider store={store}>
        <LazyScreen loader={loadProbe} />
      </Provider>,
    );
    expect(await screen.findByText('Hello, probe · 2')).toBeInTheDocument();
    expect(sagaStarts).toBe(1);
    expect(store.features.runningNames()).toEqual(['probe']);
  });

  it('stops the saga on sign-out and starts it again on the next visit', async () => {
    const store = englishStore();
    const visit = render(
      <Provider store={store}>
        <LazyScreen loader={loadProbe} />
      </Provider>,
    );
    expect(await screen.findByText('Hello, probe · 1')).toBeInTheDocument();

    act(() => {
      store.dispatch(signedOut({ reason: 'user' }));
    });
    expect(store.features.runningNames()).toEqual([]);
    // the screen still shown is not restarted, and no saga answers any more
    act(() => {
      store.dispatch({ type: 'probe/ping' });
    });
    expect((store.getState() as ProbeState).probe).toEqual({ count: 1 });
    expect(screen.getByText('Hello, probe · 1')).toBeInTheDocument();
    visit.unmount();

    render(
      <Provider store={store}>
        <LazyScreen loader={loadProbe} />
      </Provider>,
    );
    expect(await screen.findByText('Hello, probe · 2')).toBeInTheDocument();
    expect(sagaStarts).toBe(2);
    expect(store.features.runningNames()).toEqual(['probe']);
  });

  it('a store without sagas injects the slice and runs nothing', async () => {
    const store = englishStore(false);
    render(
      <Provider store={store}>
        <LazyScreen loader={loadProbe} />
      </Provider>,
    );
    expect(await screen.findByText('Hello, probe · 0')).toBeInTheDocument();
    expect(sagaStarts).toBe(0);
  });

  it('a store made after a chunk loaded holds its feature from the start', async () => {
    await loadProbe();
    expect(definedFeatures().map((f) => f.name)).toContain('probe');
    const store = makeStore({ runSagas: true });
    expect((store.getState() as ProbeState).probe).toEqual({ count: 0 });
    expect(sagaStarts).toBe(1);
    store.dispatch({ type: 'probe/ping' });
    expect((store.getState() as ProbeState).probe).toEqual({ count: 1 });
  });

  it('replays a log that loaded a screen into a store that holds every feature', async () => {
    const store = englishStore(false);
    render(
      <Provider store={store}>
        <LazyScreen loader={loadProbe} />
      </Provider>,
    );
    await screen.findByText('Hello, probe · 0');
    act(() => {
      store.dispatch(probe.actions.bumped());
    });
    const replayed = replayActionLog(exportActionLog(store));
    const state = replayed.getState() as unknown as Record<string, unknown>;
    expect(state.probe).toEqual({ count: 1 });
    for (const f of ALL_FEATURES) for (const key of Object.keys(f.slices ?? {})) expect(state).toHaveProperty([key]);
    expect(replayed.getState().ui).toEqual(store.getState().ui);
  });
});
