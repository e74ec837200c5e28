// The exported action log opens in Redux DevTools: a real console store (makeStore: every slice,
// the root saga and the features' sagas, serializability checks) runs the import wizard through
// its views with the server played by a scripted api, switches language and shows toasts; the
// log it exports is imported with DevTools' own instrumentation (@redux-devtools/instrument's
// instrument() over the console's root reducer, ActionCreators.importState) and every step's
// computed state equals the live store's state after that action. The replay panel's store
// (replayStore.ts) does the same, and also when the live store loaded a feature midway.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { legacy_createStore as createStore, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { ActionCreators, instrument, InstrumentExt, LiftedState } from '@redux-devtools/instrument';
// the Import of the DevTools extension (pageScript importPayloadFrom), of its app and of
// @redux-devtools/remote: the file's text through this function, then IMPORT_STATE with its result
import { importState } from '@redux-devtools/utils';
import { AppStore, exportActionLog, makeStore } from '../../../src/client/app/store';
import { ActionLogFile, REDACTED } from '../../../src/client/app/actionLog';
import { loggedActions } from '../../../src/client/app/actionLogFile';
import { createRootReducer } from '../../../src/client/app/reducers';
import { ALL_FEATURES } from '../../../src/client/app/allFeatures';
import { createReplayStore, jumpTo, loadActionLog, replayedStates } from '../../../src/client/app/replayViewer/replayStore';
import { importFinished, importWizardOpened } from '../../../src/client/features/importWizard';
import { importWizardFeature } from '../../../src/client/features/importWizard/feature';
import ImportWizardMount from '../../../src/client/features/importWizard/ImportWizardMount';
import { signInRequested } from '../../../src/client/features/session/sessionSlice';
import { localeSwitched, toastDismissed, toastShown } from '../../../src/client/features/ui/uiSlice';
import { CHECK_FIELDS, RELATION, UPLOAD, inTurn, ok, scriptedApi, taskStatus } from '../features/importWizard/fixtures';

type State = Record<string, unknown>;

/** The state after every action the store reduces, in order, as the log's sanitiser gives it (pseudonyms). */
function recordSteps(store: AppStore) {
  const steps: unknown[] = [];
  store.subscribe(() => steps.push(store.actionLog.sanitise(store.getState())));
  return steps;
}

/** The console's root reducer with every feature's slices, as makeStore builds it (no DevTools code of ours). */
function consoleRootReducer(): Reducer<State> {
  const reducer = createRootReducer();
  for (const f of ALL_FEATURES) for (const [reducerPath, slice] of Object.entries(f.slices ?? {})) reducer.inject({ reducerPath, reducer: slice } as never);
  return reducer as unknown as Reducer<State>;
}

/** Imports the file exactly as DevTools' Import does: the JSON text parsed, IMPORT_STATE with it. */
function importIntoDevTools(json: string) {
  const store = createStore(consoleRootReducer(), instrument()) as ReturnType<typeof createStore> & InstrumentExt<State, UnknownAction, null>;
  store.liftedStore.dispatch(ActionCreators.importState(JSON.parse(json) as LiftedState<State, UnknownAction, null>));
  return store;
}

async function clickWhenEnabled(user: ReturnType<typeof userEvent.setup>, testId: string) {
  await waitFor(() => expect(screen.getByTestId(testId)).toBeEnabled(), { timeout: 2000 });
  await user.click(screen.getByTestId(testId));
}

/** A session's worth of real actions: a sign-in request, the import wizard end to end, language, toasts. */
async function runImportSession() {
  const api = scriptedApi({
    upload: () => ok(UPLOAD),
    checkFields: () => ok(CHECK_FIELDS),
    relation: () => ok(RELATION),
    start: () => ok({ redisKey: 'k1' }),
    progress: inTurn(
      ok(taskStatus({ finished: false, finishRate: 0.5, state: 'running', totalNum: 2, successNum: 1, finishNum: 1 })),
      ok(taskStatus({ finished: true, finishRate: 1, state: 'finished', totalNum: 2, newInsertNum: 2, successNum: 2, finishNum: 2 })),
    ),
  });
  const store = makeStore({ api, preloadedState: { ui: { locale: 'zh-CN', toasts: [] } } });
  const steps = recordSteps(store);
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <ImportWizardMount />
    </Provider>,
  );
  // a refused sign-in (the scripted api answers nothing for it): its password must not be in the file
  act(() => {
    store.dispatch(signInRequested({ tenantId: '000000', account: 'admin', password: 'Campus@2026' }));
  });
  act(() => {
    store.dispatch(importWizardOpened({ target: 'STUDENT' }));
  });
  await screen.findByTestId('import-wizard');
  fireEvent.change(document.querySelector('#import-file')!, { target: { files: [new File(['x'], 'students.xlsx')] } });
  await screen.findByTestId('import-file-name');
  await user.click(screen.getByTestId('import-rule-1'));
  await user.click(screen.getByTestId('import-basic-1'));
  await clickWhenEnabled(user, 'import-next');
  await screen.findByTestId('import-step-2');
  await clickWhenEnabled(user, 'import-next');
  await screen.findByTestId('import-step-3');
  await clickWhenEnabled(user, 'import-confirm');
  await waitFor(() => expect(screen.getByTestId('import-progress-title')).toHaveTextContent('导入成功'), { timeout: 10_000 });
  await user.click(screen.getByTestId('import-progress-close'));
  await waitFor(() => expect(screen.queryByTestId('import-progress-dialog')).toBeNull());
  act(() => {
    store.dispatch(localeSwitched('en'));
    store.dispatch(toastShown({ kind: 'success', key: 'common.saved', id: 't1' }));
    store.dispatch(toastShown({ kind: 'error', text: '服务器内部错误', id: 't2' }));
    store.dispatch(toastDismissed('t1'));
  });
  return { store, steps };
}

describe('the action log in Redux DevTools', () => {
  it("imports with DevTools' own instrument over the console's reducers: every step equals the live state", async () => {
    const { store, steps } = await runImportSession();
    const json = exportActionLog(store);
    const file = JSON.parse(json) as ActionLogFile;

    // DevTools' lifted state: INIT first, then one PERFORM_ACTION per action the reducers saw
    const actions = loggedActions(file);
    expect(actions.length).toBe(steps.length);
    expect(actions.length).toBeGreaterThan(20);
    expect(file.stagedActionIds).toEqual(Array.from({ length: actions.length + 1 }, (_, i) => i));
    expect(Object.values(file.actionsById).every((a) => a.type === 'PERFORM_ACTION' && typeof a.timestamp === 'number')).toBe(true);
    expect(file).toMatchObject({ nextActionId: actions.length + 1, currentStateIndex: actions.length, skippedActionIds: [] });
    const types = actions.map((a) => a.type);
    expect(types).toEqual(expect.arrayContaining([importWizardOpened.type, importFinished.type, 'ui/localeSwitched']));
    // redacted as before
    expect(json).not.toContain('Campus@2026');
    expect(actions.find((a) => a.type === signInRequested.type)).toMatchObject({ payload: { password: REDACTED } });

    const devtools = importIntoDevTools(json);
    const lifted = devtools.liftedStore.getState();
    expect(lifted.stagedActionIds.length).toBe(steps.length + 1);
    expect(lifted.computedStates.length).toBe(steps.length + 1);
    expect(lifted.computedStates.every((c) => c.error === undefined)).toBe(true);
    // step 0 is the committed state (DevTools' INIT changes nothing), then each action's state
    expect(lifted.computedStates[0].state).toEqual(file.committedState);
    lifted.computedStates
      .slice(1)
      .forEach((computed, i) => expect({ step: i + 1, type: types[i], state: computed.state }).toEqual({ step: i + 1, type: types[i], state: steps[i] }));
    expect(devtools.getState()).toEqual(store.actionLog.sanitise(store.getState()));

    // stepping as a monitor does: jump to a step, the store shows that step's state
    const middle = Math.floor(steps.length / 2);
    devtools.liftedStore.dispatch(ActionCreators.jumpToState(middle));
    expect(devtools.getState()).toEqual(steps[middle - 1]);
  });

  it("opens through DevTools' own Import (@redux-devtools/utils importState): every step equals the live state", async () => {
    const { store, steps } = await runImportSession();
    const json = exportActionLog(store);
    // what the extension's page script does with an imported file's text
    const imported = importState(json, {});
    expect(imported).toBeDefined();
    expect(imported!.preloadedState).toBeUndefined();
    const devtools = createStore(consoleRootReducer(), instrument()) as ReturnType<typeof createStore> & InstrumentExt<State, UnknownAction, null>;
    devtools.liftedStore.dispatch({ type: 'IMPORT_STATE', ...imported } as never);

    const lifted = devtools.liftedStore.getState();
    expect(lifted.stagedActionIds.length).toBe(steps.length + 1);
    expect(lifted.computedStates.every((c) => c.error === undefined)).toBe(true);
    lifted.computedStates.slice(1).forEach((computed, i) => expect({ step: i + 1, state: computed.state }).toEqual({ step: i + 1, state: steps[i] }));
    expect(devtools.getState()).toEqual(store.actionLog.sanitise(store.getState()));
    // stepped as a monitor steps it: each jump shows the live state after that action
    for (const index of [1, Math.floor(steps.length / 2), steps.length]) {
      devtools.liftedStore.dispatch(ActionCreators.jumpToState(index));
      expect(devtools.getState()).toEqual(steps[index - 1]);
    }
    // the replay (replay.ts) reaches the same last state
    const replayed = createReplayStore();
    loadActionLog(replayed, json);
    expect(replayedStates(replayed)).toEqual(lifted.computedStates.map((c) => c.state));

    // the DevTools app's other export, {payload: the actions, preloadedState: the committed state}
    // (each JSON text), opens the same through its Import, and in the replay viewer
    const file = JSON.parse(json) as ActionLogFile;
    const appExport = JSON.stringify({ payload: JSON.stringify(loggedActions(file)), preloadedState: JSON.stringify(file.committedState) });
    const other = createStore(consoleRootReducer(), instrument()) as ReturnType<typeof createStore> & InstrumentExt<State, UnknownAction, null>;
    other.liftedStore.dispatch({ type: 'IMPORT_STATE', ...importState(appExport, {}) } as never);
    expect(other.liftedStore.getState().computedStates.map((c) => c.state)).toEqual(lifted.computedStates.map((c) => c.state));
    const panel = createReplayStore();
    loadActionLog(panel, appExport);
    expect(replayedStates(panel)).toEqual(lifted.computedStates.map((c) => c.state));
  });

  it("loads into the replay viewer's store, whose states are the live ones at every step", async () => {
    const { store, steps } = await runImportSession();
    const replay = createReplayStore();
    loadActionLog(replay, exportActionLog(store));
    const states = replayedStates(replay);
    expect(states.length).toBe(steps.length + 1);
    states.slice(1).forEach((state, i) => expect(state).toEqual(steps[i]));
    expect(replay.getState()).toEqual(store.actionLog.sanitise(store.getState()));
  });

  it('holds a feature only from the action that loaded it in the live store, as the live state does', () => {
    // a store that starts with no feature, as the console's first load does
    const store = makeStore({ runSagas: false, features: [] });
    const steps = recordSteps(store);
    store.dispatch(localeSwitched('en'));
    store.features.start([importWizardFeature]);
    store.dispatch(importWizardOpened({ target: 'TEACHER' }));
    expect(store.getState()).not.toHaveProperty('people');
    expect(store.getState()).toHaveProperty('importWizard');

    const replay = createReplayStore();
    loadActionLog(replay, exportActionLog(store));
    const states = replayedStates(replay);
    expect(states.length).toBe(steps.length + 1);
    expect(states[1]).not.toHaveProperty('importWizard');
    states.slice(1).forEach((state, i) => expect(state).toEqual(steps[i]));
  });

  it('refuses a file that is not a DevTools log, leaving the replay as it was', () => {
    const replay = createReplayStore();
    expect(() => loadActionLog(replay, '{"format":"campus-action-log","actions":[]}')).toThrow('not a Redux DevTools action log');
    expect(() => loadActionLog(replay, 'not json')).toThrow('not a Redux DevTools action log');
    expect(replay.liftedStore.getState().stagedActionIds).toEqual([0]);
  });

  it("keeps the loaded log as it is: what the viewer's screens dispatch is dropped, jumps show a step", async () => {
    const { store } = await runImportSession();
    const text = exportActionLog(store);
    const replay = createReplayStore();
    loadActionLog(replay, text);
    const loaded = replay.liftedStore.getState();
    const last = loaded.computedStates.length - 1;
    replay.dispatch(importWizardOpened({ target: 'TEACHER' }));
    replay.dispatch({ type: 'people/screenOpened' });
    expect(replay.liftedStore.getState().stagedActionIds).toEqual(loaded.stagedActionIds);
    expect(replay.getState()).toEqual(loaded.computedStates[last].state);
    jumpTo(replay, 1);
    expect(replay.getState()).toEqual(loaded.computedStates[1].state);
    jumpTo(replay, 10_000);
    expect(replay.liftedStore.getState().currentStateIndex).toBe(last);
    // the header's size and export in the viewer: the loaded file's
    expect(replay.actionLog.size()).toBe(Buffer.byteLength(text));
    expect(replay.actionLog.toFile()).toEqual(JSON.parse(text));
  });
});
