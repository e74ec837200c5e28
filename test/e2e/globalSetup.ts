// The browser project's global set-up (jest.config.js): prepares the data folder every browser
// test copies (test/templates: one first start on the full demo, made once per template key),
// then starts what the run shares: one Chromium (each test file connects and opens its own
// contexts) and one server for the read-only tests (harness.ts `sharedServer`). Their addresses
// reach the workers through the environment; globalTeardown.ts stops both.
import { chromium } from 'playwright-core';
import { startServerProcess } from '../support/serverProcess';
import { buildInChild } from '../templates/globalSetup';
import { copyOfPreparedData } from '../templates/dataFolder';
import { CHROMIUM_ARGS, chromiumPath, SHARED_BROWSER_ENV, SHARED_SERVER_ENV } from './harness';
import { setShared } from './shared';

export default async function globalSetup(): Promise<void> {
  await buildInChild(['browser']);
  const [browser, server] = await Promise.all([
    chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS }),
    startServerProcess('e2e-shared', { dataDir: copyOfPreparedData('console-e2e-shared-'), keepDataDir: false }),
  ]);
  setShared({ browser, server });
  process.env[SHARED_BROWSER_ENV] = browser.wsEndpoint();
  process.env[SHARED_SERVER_ENV] = server.url;
}
