// A data folder of a test's own, holding a copy of the prepared one (test/templates/build.ts: the
// real server's first start on the full demo), so a test that starts real server processes
// skips the first start's migration and full seed.
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserDataDir, smallFilesDir } from './store';

/** A new folder under the system's temporary one with the prepared data copied in. */
export function copyOfPreparedData(prefix = 'campus-data-'): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  copyPreparedDataInto(dataDir);
  return dataDir;
}

/** Copies the prepared data into `dataDir` (made when missing). */
export function copyPreparedDataInto(dataDir: string): void {
  const prepared = browserDataDir();
  if (!existsSync(prepared)) throw new Error(`${prepared} is missing: the Jest global set-up prepares it (test/templates/globalSetup.ts)`);
  cpSync(prepared, dataDir, { recursive: true });
}

/**
 * A new data folder for an app on the small demo, with the demo's pictures already drawn in it
 * (test/templates: the server would otherwise draw them at every test's first ready).
 */
export function dataDirForSmallDemo(prefix = 'campus-test-data-'): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const drawn = smallFilesDir();
  if (!existsSync(drawn)) throw new Error(`${drawn} is missing: the Jest global set-up builds it (test/templates/globalSetup.ts)`);
  cpSync(drawn, dataDir, { recursive: true });
  return dataDir;
}
