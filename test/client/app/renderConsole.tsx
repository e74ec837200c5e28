import type { RuntimeConfig } from '../../../src/client/lib/config';
// Renders the whole console on a memory router: the real routes, store and sagas, with the
// server played by a fake adapter.
import './domPolyfills';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import App, { AppRouter, ROUTER_FUTURE } from '../../../src/client/app/App';
import { followRouter } from '../../../src/client/app/route/routerListener';
import { buildRoutes, RouteOptions } from '../../../src/client/app/routes';
import { makeStore } from '../../../src/client/app/store';
import { initialSessionState, SessionState } from '../../../src/client/features/session/sessionSlice';
import { saveSignIn } from '../../../src/client/features/session/persist';
import { Locale } from '../../../src/shared/i18n';
import type { AreaDef } from '../../../src/shared/routes';
import { fakeServer, Handler, ok, SIGNING_KEY } from '../api/fakeServer';
import { PROFILE, SIGN_IN_RESULT } from '../features/session/fixtures';

export interface ConsoleOptions extends RouteOptions {
  path?: string;
  session?: 'signedIn' | 'signedOut' | 'locked';
  locale?: Locale;
  /** the runtime config (/config.json); the default offers the demo sign-in */
  config?: RuntimeConfig;
  server?: Handler;
  /** the session's rights (permission and menu, issue 36); default: none named (every screen) */
  rights?: { permission: string[]; menu: AreaDef[] };
}

const defaultServer: Handler = (req) => {
  if (req.pathname === '/api/blade-auth/token') {
    const body = req.body as { password: string };
    return body.password === 'Campus@2026' ? ok({ ...SIGN_IN_RESULT, signingKey: SIGNING_KEY }) : { envelope: { status: 1002, msg: '租户、账号或密码错误' } };
  }
  if (req.pathname === '/api/blade-auth/unlock') {
    return (req.body as { password: string }).password === 'Campus@2026' ? ok() : { envelope: { status: 1002, msg: '密码错误' } };
  }
  return ok();
};

const TEST_CONFIG: RuntimeConfig = {
  baseURL: '',
  projectName: '测试学院管理后台',
  demoSignIn: { tenantId: '000000', account: 'admin', password: 'Campus@2026' },
};

export function renderConsole(options: ConsoleOptions = {}) {
  const { path = '/', session = 'signedIn', locale = 'zh-CN', server = defaultServer, config = TEST_CONFIG, ...routeOptions } = options;
  let sessionState: SessionState = initialSessionState;
  if (session !== 'signedOut') {
    saveSignIn({ ...SIGN_IN_RESULT, signingKey: SIGNING_KEY });
    sessionState = { ...initialSessionState, ...PROFILE, menu: null, status: session, lockedFrom: session === 'locked' ? '/serviceList' : null };
    if (options.rights) sessionState = { ...sessionState, ...options.rights };
  }
  const router = createMemoryRouter(buildRoutes(routeOptions), { initialEntries: [path], future: ROUTER_FUTURE }) as unknown as AppRouter;
  const fake = fakeServer(server);
  const store = makeStore({
    preloadedState: { session: sessionState, ui: { locale, toasts: [] } },
    adapter: fake.adapter,
    navigate: (to, o) => void router.navigate(to, o),
    reloadRoot: jest.fn(),
  });
  const stopClearing = followRouter(router, store.dispatch);
  const view = render(<App store={store} router={router} config={config} />);
  return { ...view, store, router, seen: fake.seen, stopClearing };
}
