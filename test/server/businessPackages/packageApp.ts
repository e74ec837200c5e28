// The business package tests' app: a fresh database with the small demo, a temporary DATA_DIR and
// the package runner started with a short poll; the calls as the console makes them (the upload
// multipart and signed, the rest wrapped and signed); package archives built for real with yazl
// (good ones) or byte by byte (the hostile ones, test/server/zip/rawZip.ts).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { BusinessPackagesOptions } from '../../../src/server/businessPackages/plugin';
import {
  PACKAGE_PATHS,
  PackageJobStatus,
  PackageManifest,
  PackageRow,
  PackageUploadResult,
  PackageVersionRow,
} from '../../../src/shared/platform/businessPackages';
import { Answer, call, callMultipart, makeClock, makeTestDb, Session, TestApp } from '../helpers';
import { writeZip } from '../photoImport/makeZip';
import { dataDirForSmallDemo } from '../../templates/dataFolder';

export async function buildPackageApp(options: Omit<BusinessPackagesOptions, 'dataDir'> = {}): Promise<TestApp> {
  const testDb = await makeTestDb({ seed: 'small' });
  const clock = makeClock();
  const dataDir = dataDirForSmallDemo('campus-packages-');
  const app = buildApp({
    db: testDb.db,
    now: clock.now,
    dataDir,
    businessPackages: { runner: true, singleProcess: testDb.kind === 'pglite', ...options, runnerOptions: { pollMs: 20, ...options.runnerOptions } },
  });
  await app.ready();
  return {
    app,
    db: testDb.db,
    clock,
    testDb,
    dataDir,
    async close() {
      await app.close();
      await testDb.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A real package archive: manifest.json and a few files, deflated as archive tools do. */
export async function packageZip(
  manifest: Partial<PackageManifest> | string | null,
  files: Record<string, string> = { 'index.html': '<h1>卡片</h1>' },
): Promise<Buffer> {
  const entries: { name: string; content: Buffer; compress: boolean }[] = [];
  if (manifest !== null) {
    const text = typeof manifest === 'string' ? manifest : JSON.stringify({ code: 'campus-bus', name: '校车查询', version: '1.0.0', ...manifest });
    entries.push({ name: 'manifest.json', content: Buffer.from(text), compress: true });
  }
  for (const [name, content] of Object.entries(files)) entries.push({ name, content: Buffer.from(content), compress: true });
  return (await writeZip(entries)) as Buffer;
}

export const upload = (app: FastifyInstance, s: Session, zip: Buffer, fileName = '业务包.zip') =>
  callMultipart<PackageUploadResult>(app, s, PACKAGE_PATHS.upload, [{ name: 'file', fileName, content: zip, contentType: 'application/zip' }]);

export const polling = (app: FastifyInstance, s: Session, redisKey: string) =>
  call<PackageJobStatus>(app, s, { url: PACKAGE_PATHS.polling, body: { redisKey } });

/** Polls until the job ends (as the dialog does, without its 3 s wait). */
export async function waitForJob(app: FastifyInstance, s: Session, key: string, timeoutMs = 30_000): Promise<Answer<PackageJobStatus>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const a = await polling(app, s, key);
    if (!a.result || (a.result.state !== 'queued' && a.result.state !== 'running')) return a;
    if (Date.now() > until) throw new Error(`package job ${key} still ${a.result.state}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** upload → poll until the job ends; throws when the upload itself is refused. */
export async function uploadAndWait(app: FastifyInstance, s: Session, zip: Buffer): Promise<Answer<PackageJobStatus>> {
  const a = await upload(app, s, zip);
  if (a.envelope.status !== 1000) throw new Error(`upload refused: ${a.envelope.status} ${a.envelope.msg}`);
  return waitForJob(app, s, a.result.redisKey);
}

export const list = (app: FastifyInstance, s: Session, name?: string) =>
  call<{ data: PackageRow[]; total: number }>(app, s, { url: PACKAGE_PATHS.list, body: { pageIndex: 1, pageSize: 40, ...(name ? { name } : {}) } });
export const upgradeList = (app: FastifyInstance, s: Session, id: number) =>
  call<PackageVersionRow[]>(app, s, { url: PACKAGE_PATHS.upgradeList, body: { id } });
export const save = (app: FastifyInstance, s: Session, id: number, versionId: number) =>
  call<PackageRow>(app, s, { url: PACKAGE_PATHS.save, body: { id, versionId } });
export const update = (app: FastifyInstance, s: Session, body: { id: number; name: string; description: string; status: 0 | 1 }) =>
  call<PackageRow>(app, s, { url: PACKAGE_PATHS.update, body });
export const remove = (app: FastifyInstance, s: Session, id: number) => call<null>(app, s, { url: PACKAGE_PATHS.remove, body: { id } });

/** The archives kept in DATA_DIR/files/business-packages (part files included). */
export const storedArchives = (dataDir: string): string[] => {
  const dir = path.join(dataDir, 'files', 'business-packages');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
