// Renders a home page on a store with the slices it reads (ui, session, home, the job centre it opens) and the home saga
// with a fake api, inside a router at the given address.
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import home from '../../../../src/client/features/home/homeSlice';
import jobCentre from '../../../../src/client/features/jobCentre/jobCentreSlice';
import { homeSaga } from '../../../../src/client/features/home/homeSaga';
import session, { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import ui from '../../../../src/client/features/ui/uiSlice';

export function renderHome(
  element: ReactElement,
  { url = '/', api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() }, tenantId = null as string | null } = {},
) {
  const saga = createSagaMiddleware({ context: { api, navigate: jest.fn() } });
  const store = configureStore({
    reducer: { ui, session, home, jobCentre },
    preloadedState: tenantId ? { session: { ...initialSessionState, status: 'signedIn' as const, tenantId } } : undefined,
    middleware: (d) => d({ serializableCheck: false }).concat(saga),
  });
  saga.run(homeSaga);
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        {element}
      </MemoryRouter>
    </Provider>,
  );
  return { ...utils, store, api };
}

/** A fetch that answers the public read: a body by tenant code, 404 for any other. */
export function fakeFetch(bodies: Record<string, unknown>) {
  return jest.fn(async (url: string) => {
    const code = decodeURIComponent(/\/api\/public\/app\/([^/]+)\/latest/.exec(url)?.[1] ?? '');
    const body = bodies[code];
    return { status: body ? 200 : 404, ok: !!body, json: async () => body ?? { error: 'No such school' } } as Response;
  });
}
