// Renders a widget inside a store that has what widgets read: the ui slice (locale for useT)
// and the dicts slice (for the connected dictionary widgets).
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import ui, { initialUiState } from '../../../src/client/features/ui/uiSlice';
import dicts, { initialDictsState } from '../../../src/client/features/dicts/dictsSlice';
import type { Locale } from '../../../src/shared/i18n';

export function makeWidgetStore(locale: Locale = 'zh-CN') {
  return configureStore({ reducer: { ui, dicts }, preloadedState: { ui: { ...initialUiState, locale }, dicts: initialDictsState } });
}

export function renderWithStore(element: ReactElement, { locale = 'zh-CN' as Locale, store = makeWidgetStore(locale) } = {}) {
  const utils = render(<Provider store={store}>{element}</Provider>);
  return {
    ...utils,
    store,
    rerenderWithStore: (next: ReactElement) => utils.rerender(<Provider store={store}>{next}</Provider>),
  };
}
