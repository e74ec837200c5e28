import { configureStore } from '@reduxjs/toolkit';
import dicts, {
  initialDictsState,
  optionsFailed,
  optionsFetchStarted,
  optionsLoaded,
  optionsNeeded,
  optionsWaitTimedOut,
} from '../../../../src/client/features/dicts/dictsSlice';
import { selectOptions, selectOptionsEntry, selectOptionsStatus } from '../../../../src/client/features/dicts/selectors';
import { dictionarySource } from '../../../../src/client/features/dicts/sources';
import { isSignOutEvent } from '../../../../src/client/features/dicts/signOut';

const makeStore = () => configureStore({ reducer: { dicts } });
const KEY = 'dict:stu_current_status';
const OPTIONS = [{ label: '在读', value: '1' }];

describe('dicts slice', () => {
  it('an unknown list is idle with no options (the same empty array each time)', () => {
    const state = makeStore().getState();
    expect(selectOptionsStatus(state, KEY)).toBe('idle');
    expect(selectOptions(state, KEY)).toEqual([]);
    expect(selectOptions(state, KEY)).toBe(selectOptions(state, 'other'));
  });

  it('a need alone changes nothing; the saga decides', () => {
    const store = makeStore();
    store.dispatch(optionsNeeded({ source: dictionarySource('stu_current_status') }));
    store.dispatch(optionsWaitTimedOut({ key: KEY, tries: 9 }));
    expect(store.getState().dicts).toEqual(initialDictsState);
  });

  it('loading → loaded keeps the options and when they were fetched', () => {
    const store = makeStore();
    store.dispatch(optionsFetchStarted({ key: KEY }));
    expect(selectOptionsStatus(store.getState(), KEY)).toBe('loading');
    store.dispatch(optionsLoaded({ key: KEY, options: OPTIONS, loadedAt: 5, fromCache: false }));
    expect(selectOptionsEntry(store.getState(), KEY)).toEqual({ status: 'loaded', options: OPTIONS, loadedAt: 5, problem: null });
  });

  it('a reload keeps showing the earlier options', () => {
    const store = makeStore();
    store.dispatch(optionsLoaded({ key: KEY, options: OPTIONS, loadedAt: 5, fromCache: true }));
    store.dispatch(optionsFetchStarted({ key: KEY }));
    expect(selectOptions(store.getState(), KEY)).toEqual(OPTIONS);
  });

  it('a failure counts only for a list that was loading', () => {
    const store = makeStore();
    store.dispatch(optionsFailed({ key: KEY, problem: { status: 8008, msg: 'x' } }));
    expect(selectOptionsEntry(store.getState(), KEY)).toBeUndefined();
    store.dispatch(optionsFetchStarted({ key: KEY }));
    store.dispatch(optionsFailed({ key: KEY, problem: { status: 8008, msg: 'x' } }));
    expect(selectOptionsEntry(store.getState(), KEY)).toMatchObject({ status: 'failed', problem: { status: 8008, msg: 'x' } });
  });

  it('a sign-out forgets every list', () => {
    const store = makeStore();
    store.dispatch(optionsLoaded({ key: KEY, options: OPTIONS, loadedAt: 5, fromCache: false }));
    store.dispatch({ type: 'session/signedOut' });
    expect(store.getState().dicts).toEqual(initialDictsState);
  });

  it("recognises the session feature's sign-out events and nothing else", () => {
    for (const type of ['session/signedOut', 'session/loggedOut', 'session/forcedOut', 'session/sessionExpired']) expect(isSignOutEvent({ type })).toBe(true);
    for (const type of ['session/signedIn', 'ui/signedOut', 'session/tokenRefreshed', 'dicts/optionsLoaded']) expect(isSignOutEvent({ type })).toBe(false);
    expect(isSignOutEvent(null)).toBe(false);
  });
});
