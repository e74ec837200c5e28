// After an upgrade: an open console asks for a screen chunk of the build it was loaded with,
// which the server no longer has (404), while index.html now names other bundles. Simulated in
// the browser by answering every script not yet loaded with 404 and index.html with other
// bundle names; the screen must say at once that a new version is there (ChunkLoadError), and
// its button must reload the page, which (the real files answering again) shows the screen.
import { readFileSync } from 'node:fs';
import { signedInConsole, SignedInConsole } from './harness';

jest.setTimeout(120_000);

let c: SignedInConsole;
beforeAll(async () => {
  c = await signedInConsole();
});
afterAll(async () => c?.close());

test('a chunk gone after an upgrade asks for a reload, and the reload shows the screen', async () => {
  const { page } = c;
  const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)));
  const newIndex = readFileSync('dist/index.html', 'utf8').replace(/\/client\.[0-9a-f]{8}\.js/g, '/client.00000000.js');
  await page.route(
    (url) => url.pathname.endsWith('.js') && !loaded.has(url.pathname),
    (route) => route.fulfill({ status: 404, body: '' }),
  );
  await page.route(`${c.server.url}/`, (route) =>
    route.request().resourceType() === 'fetch' ? route.fulfill({ status: 200, contentType: 'text/html', body: newIndex }) : route.fallback(),
  );
  await page.evaluate(() => {
    window.history.pushState({}, '', '/serviceOverviewIndex');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // "at once": within the page's wait of 15 s, where a chunk that hung would fail only after
  // CHUNK_TIMEOUT_MS (120 s); no time is measured here (a loaded machine cannot fail it)
  const error = await page.waitForSelector('.chunk-error[data-outdated="true"]');
  expect(await error.textContent()).toContain('系统已更新（ChunkLoadError）');

  await page.unrouteAll();
  await Promise.all([page.waitForEvent('load'), page.click('[data-testid="chunk-reload"]')]);
  expect(new URL(page.url()).pathname).toBe('/serviceOverviewIndex');
  await page.waitForSelector('.side-menu');
  await page.waitForFunction(() => !document.querySelector('.ui.active.loader'), undefined, { timeout: 20_000 });
  expect(await page.$('.chunk-error')).toBeNull();
});
