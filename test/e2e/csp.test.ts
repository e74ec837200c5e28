// The console under its Content-Security-Policy (src/server/security/contentSecurityPolicy.ts)
// in Chromium: the login page, then every route of the menu (src/shared/routes.ts) signed in,
// one after the other in one page, and the demo parent page that frames it. Every violation,
// in the page or any frame of it, is caught where it happens (securitypolicyviolation) and from
// Chromium's console, and fails the test with what was blocked and where.
import type { Browser, Page } from 'playwright-core';
import { ALL_ROUTES } from '../../src/shared/routes';
import { launchBrowser, openPage, RunningServer, sharedServer, signIn, WatchedPage } from './harness';

jest.setTimeout(120_000);

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source?: string;
  sample?: string;
}

let server: RunningServer;
let browser: Browser;
let w: WatchedPage;
let page: Page;
const violations: Violation[] = [];
const consoleReports: string[] = [];

beforeAll(async () => {
  // reads only: on the server the read-only tests share
  [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
  w = await openPage(browser, server.url);
  page = w.page;
  await w.context.exposeBinding('reportCspViolation', (_source, v: Violation) => void violations.push(v));
  await w.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (v: object) => void }).reportCspViolation;
      report({
        page: location.pathname,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
      });
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleReports.push(m.text());
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** one line per kind of violation (directive, what was blocked, by which file, first page), with its count */
function summary(list: Violation[]): string[] {
  const kinds = new Map<string, { first: string; count: number }>();
  for (const v of list) {
    const key = `${v.directive} blocked ${v.blocked || '?'} from ${(v.source ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/:\d+$/, '')}`;
    const kind = kinds.get(key) ?? { first: v.page, count: 0 };
    kind.count += 1;
    kinds.set(key, kind);
  }
  return [...kinds].map(([key, { first, count }]) => `${key} (${count}×, first on ${first})`);
}

/** the screen has come: no lazy chunk or list still loading (bounded: a screen may poll) */
async function settled(): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.ui.active.loader'), undefined, { timeout: 8_000 }).catch(() => undefined);
  await page.waitForTimeout(150);
}

test('the console answers with its policy, and no inline script in index.html', async () => {
  const res = await page.request.get(`${server.url}/`);
  const csp = res.headers()['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self';");
  const html = await res.text();
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

test('the login page and every route of the menu run without a violation', async () => {
  await page.goto(`${server.url}/login`);
  await page.waitForSelector('#login-tenant');
  await settled();
  await signIn(page);
  await page.waitForSelector('.side-menu');
  const visited: string[] = [];
  for (const route of ALL_ROUTES) {
    // the console's own navigation (no page load): the router follows the history
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route.path);
    await page.waitForFunction((path) => window.location.pathname === path, route.path);
    await settled();
    expect(await page.$('.chunk-error')).toBeNull();
    visited.push(route.path);
  }
  expect(visited).toHaveLength(ALL_ROUTES.length);
  expect(ALL_ROUTES.length).toBeGreaterThan(60);
  expect(summary(violations)).toEqual([]);
  expect(consoleReports).toEqual([]);
  expect(w.foreign()).toEqual([]);
});

test('the demo parent page frames the console (frame-ancestors) without a violation', async () => {
  await page.goto(`${server.url}/parent-demo.html`);
  const frame = (await (await page.waitForSelector('#console-frame')).contentFrame())!;
  // a frame refused by frame-ancestors shows Chromium's error page instead (and logs the refusal)
  await frame.waitForSelector('.side-menu, #login-tenant');
  await page.waitForSelector('#log li.log-entry');
  expect(summary(violations)).toEqual([]);
  expect(consoleReports).toEqual([]);
});
