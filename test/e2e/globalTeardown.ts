// Stops the Chromium and the shared server the browser project's global set-up started.
import { takeShared } from './shared';

export default async function globalTeardown(): Promise<void> {
  const shared = takeShared();
  if (!shared) return;
  await Promise.all([shared.browser.close(), shared.server.stop()]);
}
