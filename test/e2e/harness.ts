// The browser-test harness: the real server (src/server/main.ts) as a child process on a copy of
// the run's prepared data folder (test/templates: one first start on the full demo, made once),
// serving the built console (dist/), and Debian's Chromium driven by playwright-core. One
// Chromium serves the whole run (started by the global set-up, test/e2e/globalSetup.ts; each test
// file opens its own contexts in it), and the read-only tests share one server too
// (`signedInConsole({ shared: true })`, `sharedServer()`). Every request the page makes is recorded so a test can assert that none
// leaves the server. Screenshots go to test-output/screenshots.
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { Browser, BrowserContext, chromium, Download, Frame, Page } from 'playwright-core';
import { startServerProcess } from '../support/serverProcess';
import { copyOfPreparedData } from '../templates/dataFolder';
import { BROWSER_ADMIN_PASSWORD, BROWSER_ADMIN_TENANT } from '../templates/store';
import { DEMO_PASSWORD } from '../../src/shared/auth/password';

export const SCREENSHOTS = path.resolve('test-output/screenshots');
const DOWNLOADS = path.resolve('test-output/downloads');
/** The first demo tenant's administrator, whose published password the prepared data folder
 *  already changed (test/templates/store.ts), as every administrator must before anything else. */
export const DEMO = { tenant: BROWSER_ADMIN_TENANT, account: 'admin', password: BROWSER_ADMIN_PASSWORD };
/** The second demo tenant's administrator, still on the published demo password (its first sign-in). */
export const PUBLISHED_DEMO = { tenant: '100001', account: 'admin', password: DEMO_PASSWORD };

/** Set by the global set-up: the shared Chromium's endpoint and the read-only tests' server. */
export const SHARED_BROWSER_ENV = 'E2E_BROWSER_WS';
export const SHARED_SERVER_ENV = 'E2E_SHARED_SERVER_URL';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** what the process printed so far (empty for the shared server, which is not this file's) */
  output(): string;
  stop(): Promise<void>;
}

/** The real server on its own copy of the prepared data (or on `env.DATA_DIR`, kept afterwards). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` (npm test does it first)');
  const given = env.DATA_DIR;
  const server = await startServerProcess('e2e', { env, dataDir: given ?? copyOfPreparedData('console-e2e-'), keepDataDir: !!given });
  return { url: server.url, dataDir: server.dataDir, output: server.output, stop: server.stop };
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The server the read-only tests share (started by the global set-up on its own copy of the
 * prepared data; its stop() leaves it running), or a server of this file's own when there is none.
 */
export async function sharedServer(): Promise<RunningServer> {
  const url = process.env[SHARED_SERVER_ENV];
  if (!url) return startServer();
  return { url, dataDir: '', output: () => '', stop: async () => undefined };
}

/**
 * The run's Chromium (connected; close() only lets go of it and closes this file's contexts), or a
 * Chromium of its own when no global set-up started one.
 */
export async function launchBrowser(): Promise<Browser> {
  const ws = process.env[SHARED_BROWSER_ENV];
  if (ws) return chromium.connect(ws);
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** every URL the page asked for */
  requests: string[];
  /** requests that did not go to the console's own server */
  foreign(): string[];
}

/** A page in a context of its own; `timezoneId` sets the browser's zone (default: the machine's). */
export async function openPage(browser: Browser, serverUrl: string, locale = 'zh-CN', timezoneId?: string): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale, acceptDownloads: true, ...(timezoneId ? { timezoneId } : {}) });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const requests: string[] = [];
  context.on('request', (r) => requests.push(r.url()));
  const origin = new URL(serverUrl).origin;
  const foreign = () => requests.filter((u) => !u.startsWith(origin) && !/^(data|blob|about):/.test(u));
  return { page, context, requests, foreign };
}

/**
 * Where a download was saved: a file of this test's own (the run's Chromium is connected, not
 * launched, so playwright keeps no local path of its own; saveAs copies it under
 * test-output/downloads, where it can be looked at after the run).
 */
export async function savedDownload(download: Download): Promise<string> {
  mkdirSync(DOWNLOADS, { recursive: true });
  const file = path.join(mkdtempSync(path.join(DOWNLOADS, 'd-')), download.suggestedFilename() || 'download');
  await download.saveAs(file);
  return file;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Signs in on the login page shown in a page or a frame (default: the demo sign-in). */
export async function signIn(target: Page | Frame, credentials = DEMO): Promise<void> {
  await target.fill('#login-tenant', credentials.tenant);
  await target.fill('#login-account', credentials.account);
  await target.fill('#login-password', credentials.password);
  await target.click('form button[type=submit]');
}

export interface SignedInConsole {
  server: RunningServer;
  browser: Browser;
  w: WatchedPage;
  page: Page;
  close(): Promise<void>;
}

export interface ConsoleOptions {
  /** the server's environment beyond the harness's (JOB_RUNNERS, IMPORT_BATCH_ROWS, …) */
  env?: Record<string, string>;
  /** run in every page before the console's own scripts */
  initScript?: () => void;
  /** each wait of the page (playwright's default is 30 s for actions already) */
  timeoutMs?: number;
  /**
   * on the server the read-only tests share (`sharedServer`): for a test whose writes no other
   * test reads and that needs no server environment of its own
   */
  shared?: boolean;
  /** the browser's time zone (an IANA name), to show the console's times do not follow it */
  timezoneId?: string;
  /** where the page opens to sign in (default /login; e.g. /login?instrument) */
  signInPath?: string;
}

/** A server (a fresh one, or the shared one) and the browser, the demo administrator signed in, the shell shown. */
export async function signedInConsole(options: ConsoleOptions = {}): Promise<SignedInConsole> {
  if (options.shared && options.env) throw new Error('the shared server runs with the harness environment only');
  const [server, browser] = await Promise.all([options.shared ? sharedServer() : startServer(options.env), launchBrowser()]);
  const w = await openPage(browser, server.url, 'zh-CN', options.timezoneId);
  if (options.initScript) await w.context.addInitScript(options.initScript);
  if (options.timeoutMs) w.page.setDefaultTimeout(options.timeoutMs);
  await w.page.goto(`${server.url}${options.signInPath ?? '/login'}`);
  await signIn(w.page);
  await w.page.waitForSelector('.side-menu');
  return {
    server,
    browser,
    w,
    page: w.page,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}
