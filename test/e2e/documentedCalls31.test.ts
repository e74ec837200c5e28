// The documented calls of issue 31 on the wire, in Chromium against the real server: a picture put
// into a theme article's rich text (/AlumniDHTML) through the editor's picture button goes to
// /api/im/upload/FrameWorkUpload and shows as an <img>; the appearance's logo (/appearanceConfig)
// to eduSystemManageGuiseLogo/upload; /pubilcDynamic reads the public accounts (im/mp/mpInfoList),
// filters by one and downloads their message history (messageCenterHistoryMsg/downloadFile, an
// xlsx); /matrixDeptManage searches departments by a level (eduMatrixLevelinfo/deptListByLevel);
// /ProjectDetails reads the appearance by GET platformapplyguiselogo/detail; /cardsPackageConfig
// uploads a new package through blade-platform's businessPackageConfig/upload and a new version
// (from a package's versions) through blade-brick's.
import type { Request } from 'playwright-core';
import sharp from 'sharp';
import { screenshot, savedDownload, SignedInConsole, signedInConsole } from './harness';

jest.setTimeout(120_000);

let c: SignedInConsole;
beforeAll(async () => {
  c = await signedInConsole();
});
afterAll(() => c?.close());

const sel = (testId: string) => `[data-testid="${testId}"]`;
const png = () =>
  sharp({ create: { width: 6, height: 4, channels: 3, background: '#2185d0' } })
    .png()
    .toBuffer();
const onPath =
  (path: string, method = 'POST') =>
  (r: Request) =>
    new URL(r.url()).pathname === path && r.method() === method;

test("a rich text's picture goes through FrameWorkUpload and shows in the editor", async () => {
  const { page, server } = c;
  await page.goto(`${server.url}/AlumniDHTML`);
  await page.click(sel('resource-add'));
  await page.waitForSelector(`${sel('field-body')} .ql-toolbar button.ql-image`);
  const [request] = await Promise.all([
    page.waitForRequest(onPath('/api/im/upload/FrameWorkUpload')),
    page.setInputFiles(sel('field-body-image'), { name: 'picture.png', mimeType: 'image/png', buffer: await png() }),
  ]);
  expect(request.method()).toBe('POST');
  await page.waitForSelector(`${sel('field-body')} .ql-editor img[src^="/api/blade-platform/file/view/f_"]`);
  await screenshot(page, 'issue31-richtext-picture');
});

test("the appearance's logo goes through eduSystemManageGuiseLogo/upload", async () => {
  const { page, server } = c;
  await page.goto(`${server.url}/appearanceConfig`);
  await page.waitForSelector(sel('upload-logo'), { state: 'attached' });
  const [request] = await Promise.all([
    page.waitForRequest(onPath('/api/blade-workbench/eduSystemManageGuiseLogo/upload')),
    page.setInputFiles(sel('upload-logo'), { name: 'logo.png', mimeType: 'image/png', buffer: await png() }),
  ]);
  expect(request.method()).toBe('POST');
  await page.waitForSelector(sel('thumb-logo'));
});

test('/pubilcDynamic: the accounts from mpInfoList, a filter by one, the message history downloaded', async () => {
  const { page, server } = c;
  const [accounts] = await Promise.all([page.waitForRequest(onPath('/api/blade-workbench/im/mp/mpInfoList')), page.goto(`${server.url}/pubilcDynamic`)]);
  expect(accounts.method()).toBe('POST');
  await page.click(sel('mp-account-filter'));
  const items = page.locator(`${sel('mp-account-filter')} .menu .item`);
  await items.nth(1).waitFor();
  const [list] = await Promise.all([page.waitForRequest(onPath('/api/blade-platform/platformalumniaction/getDynamicList')), items.nth(1).click()]);
  expect(String(list.postData())).not.toBe('');
  const [download, request] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForRequest(onPath('/api/blade-workbench/messageCenterHistoryMsg/downloadFile')),
    page.click(sel('mp-messages-download')),
  ]);
  expect(request.method()).toBe('POST');
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = await savedDownload(download);
  expect(file).toBeTruthy();
  await screenshot(page, 'issue31-public-accounts');
  // the reports and the blocked posts read the accounts too
  await Promise.all([page.waitForRequest(onPath('/api/blade-workbench/im/mp/mpInfoList')), page.goto(`${server.url}/publicReport`)]);
  await Promise.all([page.waitForRequest(onPath('/api/blade-workbench/im/mp/mpInfoList')), page.goto(`${server.url}/publicShield`)]);
});

test('/matrixDeptManage searches the departments by a level through deptListByLevel', async () => {
  const { page, server } = c;
  await Promise.all([page.waitForRequest(onPath('/api/blade-workbench/eduMatrixLevelinfo/deptListByLevel')), page.goto(`${server.url}/matrixDeptManage`)]);
  await page.fill(`${sel('member-group-search-level')}`, '组长');
  const [request] = await Promise.all([
    page.waitForRequest(onPath('/api/blade-workbench/eduMatrixLevelinfo/deptListByLevel')),
    page.click(sel('member-group-search')),
  ]);
  expect(request.method()).toBe('POST');
  await screenshot(page, 'issue31-matrix-by-level');
});

test('/ProjectDetails reads the appearance by GET platformapplyguiselogo/detail', async () => {
  const { page, server } = c;
  const [request] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname === '/api/blade-platform/platformapplyguiselogo/detail'),
    page.goto(`${server.url}/ProjectDetails`),
  ]);
  expect(request.method()).toBe('GET');
});

async function packageZip(code: string, version: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const yazl = await import('yazl');
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify({ code, name: `测试包${code}`, version })), 'manifest.json');
  zip.addBuffer(Buffer.from('<!doctype html><h1>包</h1>'), 'www/index.html');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return { name: `${code}.zip`, mimeType: 'application/zip', buffer: Buffer.concat(chunks) };
}

async function uploadThrough(open: () => Promise<void>, file: { name: string; mimeType: string; buffer: Buffer }, path: string) {
  const { page } = c;
  await open();
  await page.waitForSelector(sel('package-upload-dialog'));
  await page.setInputFiles(sel('package-upload-file'), file);
  await page.waitForSelector(sel('package-upload-file-name'));
  const [request] = await Promise.all([page.waitForRequest(onPath(path)), page.click(sel('package-upload-confirm'))]);
  expect(request.method()).toBe('POST');
  await page.waitForFunction(() => document.querySelector('[data-testid="package-progress-percent"]')?.textContent?.trim() === '100%', null, {
    timeout: 60_000,
  });
  await page.click(sel('package-progress-close'));
  await page.waitForSelector(sel('package-progress'), { state: 'detached' });
}

test('/cardsPackageConfig: a new package through blade-platform, a new version through blade-brick', async () => {
  const { page, server } = c;
  await page.goto(`${server.url}/cardsPackageConfig`);
  await page.waitForSelector(sel('package-row-campus-card'));
  await uploadThrough(() => page.click(sel('package-upload')), await packageZip('issue31-pkg', '1.0.0'), '/api/blade-platform/businessPackageConfig/upload');
  await page.waitForSelector(sel('package-row-issue31-pkg'));
  await uploadThrough(
    async () => {
      await page.click(sel('package-versions-issue31-pkg'));
      await page.click(sel('package-upload-version'));
    },
    await packageZip('issue31-pkg', '1.1.0'),
    '/api/blade-brick/businessPackageConfig/upload',
  );
  await page.click(sel('package-versions-issue31-pkg'));
  await page.waitForSelector(sel('package-version-row-1.1.0'));
  await screenshot(page, 'issue31-package-versions');
});
