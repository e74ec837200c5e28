// Toasts dismiss themselves through the saga (an event in the log), and the language choice
// is stored.
import { testSaga } from 'redux-saga-test-plan';
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { delay, takeEvery } from 'redux-saga/effects';
import { saveLocale, loadLocale } from '../../../../src/client/features/ui/persist';
import { dismissLater, persistLocale, TOAST_MS, uiSaga } from '../../../../src/client/features/ui/uiSaga';
import uiReducer, { initialUiState, localeSwitched, toastDismissed, toastShown } from '../../../../src/client/features/ui/uiSlice';

describe('ui saga', () => {
  it('waits for the kind of toast, then dismisses it', () => {
    const shown = toastShown({ kind: 'error', key: 'protocol.forbidden', id: 'e1' });
    testSaga(dismissLater, shown).next().is(delay(TOAST_MS.error)).next().put(toastDismissed('e1')).next().isDone();
  });

  it('leaves the store without the toast', () => {
    return (
      expectSaga(uiSaga)
        .withReducer(uiReducer)
        // delay(ms) is a call of redux-saga's internal delayP: provide that, so no time passes
        .provide([[matchers.call.fn(delay(0).payload.fn), null]])
        .dispatch(toastShown({ kind: 'success', key: 'common.saved', id: 's1' }))
        .put(toastDismissed('s1'))
        .hasFinalState(initialUiState)
        .silentRun(20)
    );
  });

  it('stores the language on every switch', () => {
    testSaga(uiSaga).next().is(takeEvery(toastShown.type, dismissLater)).next().is(takeEvery(localeSwitched.type, persistLocale)).next().isDone();
    return expectSaga(persistLocale, localeSwitched('en')).call(saveLocale, 'en').run();
  });

  it("starts in the browser's language until the user chooses: English for English, Chinese otherwise", () => {
    localStorage.clear();
    expect(loadLocale(['en-US', 'en'])).toBe('en');
    expect(loadLocale(['en-GB'])).toBe('en');
    expect(loadLocale(['zh-CN', 'zh', 'en'])).toBe('zh-CN');
    expect(loadLocale(['zh-TW'])).toBe('zh-CN');
    expect(loadLocale(['fr-FR', 'en'])).toBe('en');
    expect(loadLocale(['fr-FR', 'de'])).toBe('zh-CN');
    expect(loadLocale([])).toBe('zh-CN');
    // jsdom's navigator speaks en-US
    expect(loadLocale()).toBe('en');
  });

  it('a stored choice wins over the browser', () => {
    localStorage.clear();
    saveLocale('zh-CN');
    expect(loadLocale(['en-US', 'en'])).toBe('zh-CN');
    saveLocale('en');
    expect(loadLocale(['zh-CN'])).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
