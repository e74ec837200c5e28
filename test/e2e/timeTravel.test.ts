// Time travel shows the past without making a new present (issue 34): the console opened with
// ?instrument carries Redux DevTools' instrumentation (its lifted store on
// window.__CAMPUS_DEVTOOLS__, as the extension's would be). Jumping to step 1 shows that step's
// route (the sign-in page, as the session then was) and jumping back to the latest shows the
// student list again; meanwhile the router listener, the screens that open on the way and their
// sagas dispatch nothing (the lifted store has as many steps after as before) and no request
// reaches the server.
import type { Page } from 'playwright-core';
import { SignedInConsole, signedInConsole, screenshot } from './harness';

jest.setTimeout(120_000);

let c: SignedInConsole;
let page: Page;

type Lifted = {
  getState(): { computedStates: { state: { route: { location: { pathname: string } } } }[]; currentStateIndex: number };
  dispatch(a: unknown): unknown;
};
type WithDevTools = { __CAMPUS_DEVTOOLS__?: Lifted };

beforeAll(async () => {
  c = await signedInConsole({ shared: true, signInPath: '/login?instrument' });
  ({ page } = c);
});
afterAll(async () => {
  await c?.close();
});

const steps = () => page.evaluate(() => (window as unknown as WithDevTools).__CAMPUS_DEVTOOLS__!.getState().computedStates.length);
const jump = (index: number) =>
  page.evaluate((i) => (window as unknown as WithDevTools).__CAMPUS_DEVTOOLS__!.dispatch({ type: 'JUMP_TO_STATE', index: i }), index);
/** a macrotask: what the render of a jump set going (effects, the present's settling) has run */
const settle = () => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));

test('jumping to step 1 and back shows the past and the present again, and adds no action and makes no request', async () => {
  await page.click('.side-menu a[href="/studentManage"]');
  await page.waitForSelector('[data-testid^="people-row-"]');
  await settle();
  const before = await steps();
  expect(before).toBeGreaterThan(5);
  const firstRoute = await page.evaluate(
    () => (window as unknown as WithDevTools).__CAMPUS_DEVTOOLS__!.getState().computedStates[1].state.route.location.pathname,
  );
  expect(firstRoute).toBe('/login');

  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requested.push(`${request.method()} ${request.url()}`);
  });

  // step 1: the route and screen of then (signed out: the sign-in form)
  await jump(1);
  await page.waitForFunction((p) => window.location.pathname === p, firstRoute);
  await page.waitForSelector('#login-account');
  await settle();
  await screenshot(page, 'time-travel-step-1');
  expect(await steps()).toBe(before);

  // back to the latest: the student list, as it was
  await jump(before - 1);
  await page.waitForFunction(() => window.location.pathname === '/studentManage');
  await page.waitForSelector('[data-testid^="people-row-"]');
  await settle();
  await settle();
  await screenshot(page, 'time-travel-back');
  const added = await page.evaluate((n) => {
    const lifted = (
      window as unknown as { __CAMPUS_DEVTOOLS__: { getState(): { stagedActionIds: number[]; actionsById: Record<number, { action: { type: string } }> } } }
    ).__CAMPUS_DEVTOOLS__.getState();
    return lifted.stagedActionIds.slice(n).map((id) => lifted.actionsById[id].action.type);
  }, before);
  expect(added).toEqual([]);
  expect(await steps()).toBe(before);
  expect(await page.evaluate(() => (window as unknown as WithDevTools).__CAMPUS_DEVTOOLS__!.getState().currentStateIndex)).toBe(before - 1);
  expect(requested).toEqual([]);

  // the present goes on: a new step is recorded as usual
  await page.click('.side-menu a[href="/teacherManage"]');
  await page.waitForFunction((n) => (window as unknown as WithDevTools).__CAMPUS_DEVTOOLS__!.getState().computedStates.length > n, before);
});
