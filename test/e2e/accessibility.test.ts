// axe-core on every built route that the definitions' walk (definitions.test.ts, which checks its
// own screens) does not open: the hand-built screens, the identity routes of per-identity
// documents, any route not built yet, the phone download page, the page before login, the login
// page and the lock page. One server, one browser, one sign-in; each route is one test, failing
// with the serious or critical violations axe finds there (test/e2e/axe.ts).
import type { Page } from 'playwright-core';
import { ALL_ROUTES } from '../../src/shared/routes';
import { RESOURCES } from '../../src/shared/resources';
import { DOCUMENTS } from '../../src/shared/documents';
import { MIDDLE_PAGE_PATH } from '../../src/shared/home/api';
import { DEMO, openPage, signedInConsole, SignedInConsole } from './harness';
import { expectNoSeriousA11yViolations } from './axe';

jest.setTimeout(120_000);

/** the routes definitions.test.ts opens and checks (a document with its own screen is not walked there) */
const WALKED = new Set([...RESOURCES.map((d) => d.route), ...DOCUMENTS.filter((d) => !d.ownScreen).map((d) => d.route)]);
const SHELL_ROUTES = ALL_ROUTES.map((r) => r.path).filter((p) => !WALKED.has(p) && p !== MIDDLE_PAGE_PATH);

let c: SignedInConsole;
let page: Page;

beforeAll(async () => {
  c = await signedInConsole({ shared: true });
  page = c.page;
});
afterAll(async () => {
  await c?.close();
});

/** The screen has drawn what it loads: no request for half a second and no loader turning. */
async function settled(target: Page): Promise<void> {
  await target.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await target.waitForFunction(() => !document.querySelector('.ui.active.loader, .ui.loading.segment, .ui.loading.form'), undefined, { timeout: 15_000 });
}

test('the login page', async () => {
  const guest = await openPage(c.browser, c.server.url);
  try {
    await guest.page.goto(`${c.server.url}/login`);
    await guest.page.waitForSelector('#login-tenant');
    await expectNoSeriousA11yViolations(guest.page, { label: '/login' });
  } finally {
    await guest.context.close();
  }
});

test('the page before login and the phone download page (no sign-in)', async () => {
  const guest = await openPage(c.browser, c.server.url);
  try {
    await guest.page.goto(`${c.server.url}/landing/${DEMO.tenant}`);
    await guest.page.waitForSelector('[data-testid="preview-prelogin-section-footer"]');
    await expectNoSeriousA11yViolations(guest.page, { label: `/landing/${DEMO.tenant}` });
    await guest.page.goto(`${c.server.url}${MIDDLE_PAGE_PATH}?tenant=${DEMO.tenant}`);
    await settled(guest.page);
    await expectNoSeriousA11yViolations(guest.page, { label: MIDDLE_PAGE_PATH });
  } finally {
    await guest.context.close();
  }
});

test.each(SHELL_ROUTES)('%s', async (route) => {
  await page.goto(`${c.server.url}${route}`);
  await page.waitForSelector('.side-menu');
  await page.waitForSelector('.shell-main > *');
  await settled(page);
  await expectNoSeriousA11yViolations(page, { label: route });
});

// last: the session stays locked until it is unlocked
test('the lock page', async () => {
  await page.goto(`${c.server.url}/wel/index`);
  await page.click('header button:has-text("锁屏")');
  await page.waitForSelector('#lock-password');
  await expectNoSeriousA11yViolations(page, { label: '/lock' });
});
