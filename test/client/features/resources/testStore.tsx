// Stores for the resource tests. The screen renders under the console's real makeStore (every
// slice, the root saga, serializability checks) with a fake api in the saga context; the slice
// and saga tests use the resources and ui reducers alone.
import { ReactElement } from 'react';
import { combineReducers } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import resources from '../../../../src/client/features/resources/resourcesSlice';
import ui from '../../../../src/client/features/ui/uiSlice';
import { Api } from '../../../../src/client/api/types';
import { makeStore } from '../../../../src/client/app/store';

export const testReducer = combineReducers({ resources, ui });

/** The screen under the store and a router at `url` (a screen reads its link's filters from it). */
export function renderWithStore(element: ReactElement, api: Api, url = '/') {
  const store = makeStore({ api });
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
      </Provider>,
    ),
  };
}
