// Issue 15 in Chromium against the real server: an administrator opens /cardsPackageConfig, sees
// the demo packages, uploads a package zip made here (manifest.json and its files), follows its
// processing in the progress dialog to 'import succeeded' (its close disabled until then), finds
// the package in the list on its version, then uploads an upgrade and applies it from the
// versions dialog. A file that is not a .zip is refused by the dialog before any call.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot, signedInConsole, SignedInConsole } from './harness';
import { tempDir } from './files';

jest.setTimeout(180_000);

let signedIn: SignedInConsole;
let page: Page;

beforeAll(async () => {
  signedIn = await signedInConsole();
  page = signedIn.page;
});
afterAll(() => signedIn?.close());

/** A package zip written with yazl as an archive tool writes it. */
async function packageZip(dir: string, name: string, version: string): Promise<string> {
  const yazl = await import('yazl');
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify({ code: 'library-seat', name: '图书馆座位预约', version, description: '座位预约与签到' })), 'manifest.json');
  zip.addBuffer(Buffer.from('<!doctype html><h1>座位预约</h1>'), 'www/index.html');
  zip.addBuffer(Buffer.from('console.log("seat");\n'.repeat(50)), 'www/app.js');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  const file = path.join(dir, name);
  writeFileSync(file, Buffer.concat(chunks));
  return file;
}

async function uploadAndFollow(file: string, shot: string): Promise<string> {
  await page.click('[data-testid="package-upload"]');
  await page.waitForSelector('[data-testid="package-upload-dialog"]');
  await page.setInputFiles('[data-testid="package-upload-file"]', file);
  await page.waitForSelector('[data-testid="package-upload-file-name"]');
  await page.click('[data-testid="package-upload-confirm"]');
  await page.waitForSelector('[data-testid="package-progress"]');
  await page
    .waitForFunction(() => document.querySelector('[data-testid="package-progress-percent"]')?.textContent?.trim() === '100%', null, { timeout: 60_000 })
    .catch(async (e) => {
      await screenshot(page, `${shot}-stuck`);
      throw e;
    });
  await screenshot(page, shot);
  expect(await page.textContent('[data-testid="package-progress-title"]')).toBe('导入成功');
  expect(await page.isEnabled('[data-testid="package-progress-close"]')).toBe(true);
  const message = (await page.textContent('[data-testid="package-progress-message"]')) ?? '';
  await page.click('[data-testid="package-progress-close"]');
  await page.waitForSelector('[data-testid="package-progress"]', { state: 'detached' });
  return message;
}

test('a package zip is uploaded, followed to finished and listed on its version; an upgrade is applied', async () => {
  const dir = tempDir();
  await page.goto(`${signedIn.server.url}/cardsPackageConfig`);
  await page.waitForSelector('[data-testid="package-row-campus-card"]');
  expect(await page.textContent('[data-testid="package-version-campus-card"]')).toContain('1.2.0');

  // the dialog's own check: only .zip
  const text = path.join(dir, 'notes.txt');
  writeFileSync(text, 'not a package');
  await page.click('[data-testid="package-upload"]');
  await page.setInputFiles('[data-testid="package-upload-file"]', text);
  expect(await page.textContent('[data-testid="package-upload-problem"]')).toBe('只支持 .zip 格式的文件');
  await page.click('[data-testid="package-upload-dialog"] button:has-text("取消")');
  await page.waitForSelector('[data-testid="package-upload-dialog"]', { state: 'detached' });

  const created = await uploadAndFollow(await packageZip(dir, '座位预约.zip', '1.0.0'), 'packages-01-processed');
  expect(created).toContain('已创建业务包 library-seat，版本 1.0.0');
  await page.waitForSelector('[data-testid="package-row-library-seat"]');
  expect(await page.textContent('[data-testid="package-version-library-seat"]')).toBe('1.0.0 ');
  await screenshot(page, 'packages-02-listed');

  const upgraded = await uploadAndFollow(await packageZip(dir, '座位预约-1.1.zip', '1.1.0'), 'packages-03-upgrade-processed');
  expect(upgraded).toContain('1.1.0');
  await page.waitForSelector('[data-testid="package-version-library-seat"]:has-text("1 个可升级版本")');
  await page.click('[data-testid="package-versions-library-seat"]');
  await page.waitForSelector('[data-testid="package-version-row-1.1.0"]');
  await screenshot(page, 'packages-04-versions');
  await page.click('[data-testid="package-apply-1.1.0"]');
  await page.waitForSelector('[data-testid="package-version-row-1.1.0"]:has-text("使用中")');
  await page.click('[data-testid="package-versions"] .actions button');
  await page.waitForFunction(() => document.querySelector('[data-testid="package-version-library-seat"]')?.textContent?.trim() === '1.1.0');
  await screenshot(page, 'packages-05-upgraded');
  expect(signedIn.w.foreign()).toEqual([]);
});
