// Export the action log of a real session (Redux DevTools' lifted state), replay it into a store
// without sagas: same state. devtoolsImport.test.ts imports it with DevTools' own instrument.
import { waitFor } from '@testing-library/react';
import { exportActionLog, makeStore } from '../../../src/client/app/store';
import { replayActionLog } from '../../../src/client/app/replay';
import { createActionLog, DEVTOOLS_INIT, REDACTED } from '../../../src/client/app/actionLog';
import { loggedActions } from '../../../src/client/app/actionLogFile';
import { lockRequested, signInRequested, unlockRequested } from '../../../src/client/features/session/sessionSlice';
import { localeSwitched, toastDismissed, toastShown } from '../../../src/client/features/ui/uiSlice';
import { fakeServer, ok, SIGNING_KEY } from '../api/fakeServer';
import { SIGN_IN_RESULT } from '../features/session/fixtures';

beforeEach(() => localStorage.clear());

describe('action log', () => {
  it('replays a session (sign in, language, toasts, lock, unlock) to the same state', async () => {
    const server = fakeServer((req) => {
      if (req.pathname === '/api/blade-auth/token') return ok({ ...SIGN_IN_RESULT, signingKey: SIGNING_KEY });
      if (req.pathname === '/api/blade-auth/unlock')
        return (req.body as { password: string }).password === 'Campus@2026' ? ok() : { envelope: { status: 1002, msg: '密码错误' } };
      return ok();
    });
    const store = makeStore({ adapter: server.adapter, preloadedState: { ui: { locale: 'zh-CN', toasts: [] } } });
    store.dispatch(signInRequested({ tenantId: '000000', account: 'admin', password: 'Campus@2026' }));
    await waitFor(() => expect(store.getState().session.status).toBe('signedIn'));
    store.dispatch(localeSwitched('en'));
    store.dispatch(toastShown({ kind: 'success', key: 'common.saved', id: 't1' }));
    store.dispatch(toastShown({ kind: 'error', text: '服务器内部错误', id: 't2' }));
    store.dispatch(toastDismissed('t1'));
    store.dispatch(lockRequested({ from: '/serviceList' }));
    store.dispatch(unlockRequested({ password: 'wrong' }));
    await waitFor(() => expect(store.getState().session.error).not.toBeNull());
    store.dispatch(unlockRequested({ password: 'Campus@2026' }));
    await waitFor(() => expect(store.getState().session.status).toBe('signedIn'));

    const json = exportActionLog(store);
    expect(json).not.toContain('Campus@2026');
    expect(json).not.toContain('acc-1');
    const file = JSON.parse(json);
    expect(file.stagedActionIds[0]).toBe(0);
    expect(file.actionsById[0]).toMatchObject({ type: 'PERFORM_ACTION', action: { type: DEVTOOLS_INIT } });
    expect(loggedActions(file).map((a) => a.type)).toEqual(
      expect.arrayContaining([
        'session/signInRequested',
        'session/signedIn',
        'ui/localeSwitched',
        'ui/toastShown',
        'session/locked',
        'session/unlockFailed',
        'session/unlocked',
      ]),
    );

    const replayed = replayActionLog(json);
    expect(replayed.getState()).toEqual(store.getState());
    expect(replayed.getState().ui).toMatchObject({ locale: 'en', toasts: [expect.objectContaining({ id: 't2' })] });
  });

  it('starts from the preloaded state, so a console opened signed in replays too', () => {
    const store = makeStore({ runSagas: false, preloadedState: { ui: { locale: 'en', toasts: [] } } });
    store.dispatch(localeSwitched('zh-CN'));
    expect(replayActionLog(exportActionLog(store)).getState()).toEqual(store.getState());
  });

  it('redacts passwords but keeps the rest of the action', () => {
    const log = createActionLog();
    const dispatched: unknown[] = [];
    const next = (a: unknown) => dispatched.push(a);
    log.middleware({ getState: () => ({}), dispatch: next as never })(next)(signInRequested({ tenantId: 't', account: 'a', password: 'p' }));
    expect(loggedActions(log.toFile())[0]).toEqual({ type: 'session/signInRequested', payload: { tenantId: 't', account: 'a', password: REDACTED } });
    expect((dispatched[0] as { payload: { password: string } }).payload.password).toBe('p');
  });

  it('keeps a bounded window and still replays to the same state', () => {
    const store = makeStore({ runSagas: false });
    const log = createActionLog(3);
    // drive a second log by hand over the store's own dispatch
    const getState = store.getState;
    const chain = log.middleware({ getState, dispatch: store.dispatch as never })(store.dispatch as never) as (a: unknown) => unknown;
    log.start(store.getState());
    for (let i = 0; i < 10; i += 1) chain(toastShown({ kind: 'info', text: `n${i}`, id: `t${i}` }));
    const file = log.toFile();
    expect(loggedActions(file).length).toBeLessThanOrEqual(6);
    expect(loggedActions(file).length).toBeGreaterThanOrEqual(3);
    expect(replayActionLog(file).getState()).toEqual(store.getState());
  });

  it('stays under its byte cap, counted as it goes, folding the oldest actions, and still replays', () => {
    const store = makeStore({ runSagas: false });
    const maxBytes = 40_000;
    const log = createActionLog({ maxBytes });
    const chain = log.middleware({ getState: store.getState, dispatch: store.dispatch as never })(store.dispatch as never) as (a: unknown) => unknown;
    log.start(store.getState());
    // what the log stringifies (not the test's own checks)
    const realStringify = JSON.stringify;
    let mine = false;
    let logStringified = 0;
    const stringify = jest.spyOn(JSON, 'stringify').mockImplementation((...args: Parameters<typeof JSON.stringify>) => {
      const out = realStringify(...args);
      if (!mine) logStringified += out?.length ?? 0;
      return out;
    });
    const fileBytes = () => {
      mine = true;
      const n = Buffer.byteLength(JSON.stringify(log.toFile()));
      mine = false;
      return n;
    };
    let fed = 0;
    let folded = false;
    for (let i = 0; i < 300; i += 1) {
      const id = `t${i}`;
      // ~1 KB an action, an ID number in it: 300 KB in all
      const shown = toastShown({ kind: 'info', text: `第${i}条 11010520050315${String(i % 1000).padStart(3, '0')}X ${'说明'.repeat(250)}`, id });
      fed += realStringify(shown).length + 40;
      chain(shown);
      chain(toastDismissed(id));
      const bytes = fileBytes();
      expect(bytes).toBeLessThanOrEqual(maxBytes);
      // the shown size is an upper bound of the file, never far above it
      expect(log.size()).toBeGreaterThanOrEqual(bytes);
      expect(log.size()).toBeLessThan(bytes + 64 * (loggedActions(log.toFile()).length + 2));
      folded ||= loggedActions(log.toFile()).length < 2 * (i + 1);
    }
    expect(folded).toBe(true);
    // measured incrementally: each action stringified once (here twice: the store's own log
    // records them too), the committed state at each fold; not the whole log per action, which
    // would be about 100 × what was fed here
    stringify.mockRestore();
    expect(logStringified).toBeLessThan(6 * fed);
    const file = log.toFile();
    expect(loggedActions(file).length).toBeGreaterThan(10);
    expect(JSON.stringify(file)).not.toMatch(/\d{17}X/);
    expect(replayActionLog(file).getState()).toEqual(log.sanitise(store.getState()));
  });

  it('keeps no action when the state alone is over the cap, and still replays', () => {
    const store = makeStore({ runSagas: false });
    const log = createActionLog({ maxBytes: 2_000 });
    const chain = log.middleware({ getState: store.getState, dispatch: store.dispatch as never })(store.dispatch as never) as (a: unknown) => unknown;
    log.start(store.getState());
    chain(toastShown({ kind: 'info', text: 'x'.repeat(5_000), id: 'big' }));
    const file = log.toFile();
    expect(loggedActions(file)).toEqual([]);
    expect(replayActionLog(file).getState()).toEqual(log.sanitise(store.getState()));
  });

  it('redacts a secret held in the state the window starts from, once the oldest actions are dropped', () => {
    let state = { appKeys: { created: { appKey: 'k1', secret: 'shown-once' } }, n: 0 };
    const log = createActionLog(2);
    const chain = log.middleware({ getState: () => state, dispatch: (() => undefined) as never })(((a: unknown) => a) as never) as (a: unknown) => unknown;
    log.start(state);
    expect(JSON.stringify(log.toFile().committedState)).not.toContain('shown-once');
    for (let i = 0; i < 6; i += 1) {
      chain(toastShown({ kind: 'info', text: `n${i}`, id: `t${i}` }));
      state = { ...state, n: i + 1 };
    }
    const file = log.toFile();
    expect(file.committedState).toMatchObject({ appKeys: { created: { appKey: 'k1', secret: REDACTED } } });
    expect((file.committedState as { n: number }).n).toBeGreaterThan(0);
    expect(state.appKeys.created.secret).toBe('shown-once');
  });

  it('refuses a file that is not an action log', () => {
    expect(() => replayActionLog('{"hello":1}')).toThrow('not a Redux DevTools action log');
  });
});
