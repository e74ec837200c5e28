// Renders a widget under a store that holds only the ui slice (the language), which is all the
// widgets read.
import { ReactElement } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import ui from '../../../../src/client/features/ui/uiSlice';

export function renderWithLocale(element: ReactElement) {
  const store = configureStore({ reducer: { ui } });
  const rendered = render(<Provider store={store}>{element}</Provider>);
  return { store, ...rendered, rerenderWith: (next: ReactElement) => rendered.rerender(<Provider store={store}>{next}</Provider>) };
}
