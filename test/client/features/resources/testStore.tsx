// Stores for the resource tests. The screen renders under the console's real makeStore (every
// slice, the root saga, serializability checks) with a fake api in the saga context; the slice
// and saga tests use the resources and ui reducers alone.
import { ReactElement } from 'react';
import { combineReducers } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import resources from '../../../../src/client/features/resources/resourcesSlice';
import ui from '../../../../src/client/features/ui/uiSlice';
import { Api } from '../../../../src/client/api/types';
import { makeStore } from '../../../../src/client/app/store';

export const testReducer = combineReducers({ resources, ui });

export function renderWithStore(element: ReactElement, api: Api) {
  const store = makeStore({ api });
  return { store, ...render(<Provider store={store}>{element}</Provider>) };
}
