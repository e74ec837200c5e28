// The console's providers around its router. main.tsx gives it a browser router; tests give
// it a memory router.
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { ConfigContext, RuntimeConfig } from '../lib/config';
import type { AppStore } from './store';

/** React Router 6 with the behaviour of 7 (STACK.md lists both; 6 is ~25 KB gzip lighter in the
 *  first load, docs/NOTES.md "Console"): the future flags opt into 7's semantics and silence
 *  its warnings. */
export const ROUTER_FUTURE = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  store: AppStore;
  router: AppRouter;
  config: RuntimeConfig;
}

export default function App({ store, router, config }: AppProps) {
  return (
    <Provider store={store}>
      <ConfigContext.Provider value={config}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </ConfigContext.Provider>
    </Provider>
  );
}
