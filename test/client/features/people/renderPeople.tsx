// Renders a screen under the console's real makeStore (every slice, the root saga,
// serializability checks) with a fake api in the saga context.
import { render } from '@testing-library/react';
import { ReactElement } from 'react';
import { Provider } from 'react-redux';
import type { Api } from '../../../../src/client/api/types';
import { makeStore } from '../../../../src/client/app/store';
import { loggedActions } from '../../../../src/client/app/actionLogFile';

export function renderWithStore(element: ReactElement, api: Api) {
  const store = makeStore({ api });
  return { store, ...render(<Provider store={store}>{element}</Provider>) };
}

/** the types of every action the store has seen */
export const actionTypes = (store: ReturnType<typeof makeStore>) => loggedActions(store.actionLog.toFile()) as { type: string; payload?: unknown }[];
