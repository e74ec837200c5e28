// The console's providers around its router. main.tsx gives it a browser router; tests give
// it a memory router.
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { ConfigContext, RuntimeConfig } from './config';
import type { AppStore } from './store';

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
        <RouterProvider router={router} />
      </ConfigContext.Provider>
    </Provider>
  );
}
