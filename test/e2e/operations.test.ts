// Issue 37 in Chromium against the real server: the backups panel on /ProjectDetails (立即备份 as
// a polled job with its progress, the archive listed and downloaded: a zip holding the database's
// dump, the files and the manifest with the schema version), and the request id a support desk
// asks for: a refused call's error toast shows 请求编号, and the server's one JSON line for that
// request carries the same id. A server of this file's own (it writes a backup into its data
// folder, and logs its requests).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { callsOf, resourceByKey } from '../../src/shared/resources';
import { DATABASE_ENTRY, FILES_PREFIX, MANIFEST_ENTRY, parseManifest } from '../../src/server/backup/manifest';
import { Status } from '../../src/shared/protocol/status';
import { apiSignIn, signedPost } from './api';
import { readZip, tempDir } from './files';
import { screenshot, SignedInConsole, signedInConsole } from './harness';

jest.setTimeout(180_000);

let c: SignedInConsole;

beforeAll(async () => {
  c = await signedInConsole({ env: { LOG_REQUESTS: '1' } });
});
afterAll(async () => {
  await c?.close();
});

const sel = (id: string) => `[data-testid="${id}"]`;

test('立即备份 runs as a job with its progress; the archive is listed and downloads whole', async () => {
  const { page } = c;
  await page.click('.side-menu a[href="/ProjectDetails"]');
  const panel = page.locator(sel('project-backups'));
  await panel.waitFor();
  await page.waitForSelector(`${sel('project-backups')}[data-status="loaded"]`);
  expect(await panel.textContent()).toContain('还没有备份');

  await page.click(sel('backups-start'));
  // the job is polled: its state shows while it runs, then what it made
  await page.waitForSelector(`${sel('project-backups')}[data-job="running"], ${sel('project-backups')}[data-job="done"]`);
  const made = page.locator(sel('backups-made'));
  await made.waitFor({ timeout: 120_000 });
  const name = /campus-backup-[^\s]+\.zip/.exec((await made.textContent()) ?? '')?.[0];
  expect(name).toBeDefined();
  expect(await made.textContent()).toBe(`备份完成：${name}`);
  const row = page.locator(sel(`backup-${name}`));
  await row.waitFor();
  // size and time shown as words and numbers, never raw bytes or an ISO stamp
  const cells = await row.locator('td').allTextContents();
  expect(cells[0]).toBe(name);
  expect(cells[1]).toMatch(/^\d+(\.\d+)? (KB|MB|GB)$/);
  expect(cells[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/);
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'operations-01-backup-made');

  const [download] = await Promise.all([page.waitForEvent('download'), row.locator('button').click()]);
  expect(download.suggestedFilename()).toBe(name);
  const file = path.join(tempDir(), name!);
  await download.saveAs(file);
  const entries = await readZip(file);
  const names = entries.map((e) => e.name);
  expect(names).toContain(DATABASE_ENTRY);
  const manifest = parseManifest(entries.find((e) => e.name === MANIFEST_ENTRY)!.bytes.toString('utf8'));
  expect(manifest.schema.applied).toBeGreaterThan(0);
  expect(manifest.schema.last).toBe(manifest.schema.names.at(-1));
  expect(manifest.counts.people).toBeGreaterThan(0);
  // every file of the folder store came with it, each whole
  const files = entries.filter((e) => e.name.startsWith(FILES_PREFIX) && !e.name.endsWith('/'));
  expect(files).toHaveLength(manifest.counts.files);
  expect(files.reduce((sum, e) => sum + e.bytes.length, 0)).toBe(manifest.counts.fileBytes);
  // the archive the server wrote is the one downloaded
  expect(existsSync(path.join(c.server.dataDir, 'backups', name!))).toBe(true);
});

test('a refused call shows its request id in the toast, and the server logged that request under the same id', async () => {
  const { page, server } = c;
  const def = resourceByKey('slides')!;
  await page.click('.side-menu a[href="/slideshowConfig"]');
  await page.waitForSelector('[data-testid^="row-remove-"]:not([disabled])');
  const id = await page.$eval('[data-testid^="row-remove-"]:not([disabled])', (e) => (e.getAttribute('data-testid') ?? '').slice('row-remove-'.length));
  // someone else removes the slide while this list still shows it
  const session = await apiSignIn(server.url);
  const gone = await signedPost(server.url, session, `${def.base}/${callsOf(def).remove!.path}`, { ids: [Number(id)] });
  expect(gone.status).toBe(Status.OK);

  await page.click(sel(`row-remove-${id}`));
  await page.click(sel('notice-confirm'));
  const toast = page.locator('.toast-stack .toast', { hasText: '数据不存在或已被删除' });
  await toast.waitFor();
  expect(await toast.textContent()).toMatch(/请求编号：/);
  const requestId = (await toast.locator('.toast-request-id code').textContent()) ?? '';
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  await screenshot(page, 'operations-02-request-id');
  // and the list is read again: the row removed elsewhere is gone from it
  await page.waitForSelector(sel(`row-remove-${id}`), { state: 'detached' });

  // the one line of that request: found by the id, with the route and the refusal, and no body
  const lines = server
    .output()
    .split('\n')
    .filter((l) => l.includes(requestId));
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]) as Record<string, unknown>;
  expect(line).toMatchObject({ reqId: requestId, msg: 'request', route: `${def.base}/remove`, status: 200, envelope: Status.REFUSED });
  expect(line.tenant).toBe(session.tenantId);
  expect(lines[0]).not.toMatch(/"ids"|Bearer|signingKey/);
});
