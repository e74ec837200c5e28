// What the browser project's global set-up started, kept for its teardown (both run in Jest's
// own process, which is where a global set-up's globals live).
import type { BrowserServer } from 'playwright-core';
import type { ServerProcess } from '../support/serverProcess';

interface Shared {
  browser: BrowserServer;
  server: ServerProcess;
}

const KEY = Symbol.for('campus.e2e.shared');
const holder = globalThis as unknown as Record<symbol, Shared | undefined>;

export const setShared = (shared: Shared) => void (holder[KEY] = shared);

export function takeShared(): Shared | undefined {
  const shared = holder[KEY];
  holder[KEY] = undefined;
  return shared;
}
