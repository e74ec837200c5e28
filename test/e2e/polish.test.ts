// Issue 30's polish list in Chromium against the real server, each with its check: the favicon
// (no 404 in a page load, /favicon.ico served and kept); device sizes in the document previews
// (phone and tablet, the whole face shown: the e-ID card's code, the failure page's button);
// previews show the school's published name as its login page does; the post's address marker is
// a glyph of the bundled icon font (no emoji); /downloadMiddlePage opened from the menu leads
// back to the console (a phone's view has no such way); whole names on /PresetPersonalService;
// the English menu reads sensibly ("Change history"); package sizes in B/KB/MB, never "0 KB".
// (A title on every route: routeWalk.test.ts.)
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { formatBytes } from '../../src/shared/byteSize';
import { DOCUMENTS } from '../../src/shared/documents';
import { MIDDLE_PAGE_PATH } from '../../src/shared/home/api';
import { DEMO, openPage, screenshot, signedInConsole, SignedInConsole } from './harness';
import { tempDir } from './files';

jest.setTimeout(240_000);

let c: SignedInConsole;
let page: Page;

beforeAll(async () => {
  c = await signedInConsole({ shared: true });
  page = c.page;
});
afterAll(async () => {
  await c?.close();
});

/** the document preview's frame once the face it was sent is drawn */
async function previewFace(): Promise<Frame> {
  // asked of the frame the page shows at each poll (same origin): the screen may replace its frame
  // while the document loads, and a handle taken before would be asked about the old one
  // (the first preview of a run loads the preview page's bundle: on a busy machine that takes a while)
  await page
    .waitForFunction(
      () => {
        const inside = document.querySelector<HTMLIFrameElement>('[data-testid="doc-preview"]')?.contentDocument;
        return Boolean(inside?.body?.dataset.device && !inside.querySelector('.preview-waiting'));
      },
      undefined,
      { timeout: 45_000 },
    )
    .catch(async (e: unknown) => {
      await screenshot(page, 'i30-preview-stuck');
      const inside = await page
        .$eval('[data-testid="doc-preview"]', (f) => (f as HTMLIFrameElement).contentDocument?.body.innerHTML.slice(0, 300) ?? 'no document')
        .catch((x: unknown) => String(x));
      throw new Error(`${page.url()}: the preview never drew its face (${inside}): ${String(e)}`);
    });
  const handle = await page.waitForSelector('[data-testid="doc-preview"]');
  return (await handle.contentFrame())!;
}

/** an element's box inside the frame's viewport, with the viewport's size */
const boxIn = (frame: Frame, selector: string) =>
  frame.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: window.innerWidth, height: window.innerHeight };
  });

test('a page load asks for nothing that is missing; /favicon.ico is served and kept', async () => {
  const guest = await openPage(c.browser, c.server.url);
  const failed: string[] = [];
  guest.page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  try {
    await guest.page.goto(`${c.server.url}/login`);
    await guest.page.waitForSelector('#login-tenant');
    await guest.page.waitForLoadState('networkidle');
    // the console links its favicon (a bundled, hashed file); the browser takes it from there
    const icon = await guest.page.$eval('link[rel="icon"]', (l) => (l as HTMLLinkElement).href);
    const linked = await guest.page.request.get(icon);
    expect(linked.status()).toBe(200);
    expect(linked.headers()['content-type']).toMatch(/icon/);
    // and /favicon.ico, which browsers ask for on their own, is there too, kept a day
    const root = await guest.page.request.get(`${c.server.url}/favicon.ico`);
    expect(root.status()).toBe(200);
    expect(root.headers()['cache-control']).toBe('public, max-age=86400');
    expect((await root.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    // the page before login links it too
    await guest.page.goto(`${c.server.url}/landing/${DEMO.tenant}`);
    await guest.page.waitForSelector('[data-testid="preview-prelogin-section-footer"]');
    const landingIcon = await guest.page.$eval('link[rel="icon"]', (l) => (l as HTMLLinkElement).href);
    expect((await guest.page.request.get(landingIcon)).status()).toBe(200);
    await guest.page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    // the icon itself, enlarged, for the eye
    await guest.page.setContent(
      `<body style="margin:0;background:#fff"><img src="${c.server.url}/favicon.ico" style="width:128px;height:128px;image-rendering:pixelated"></body>`,
    );
    await guest.page.waitForFunction(() => (document.querySelector('img') as HTMLImageElement).naturalWidth > 0);
    await guest.page.screenshot({ path: path.resolve('test-output/screenshots/i30-favicon.png'), clip: { x: 0, y: 0, width: 128, height: 128 } });
  } finally {
    await guest.context.close();
  }
});

test('every document preview is a phone or a tablet showing the whole face', async () => {
  const faces = DOCUMENTS.filter((d) => d.face);
  expect(faces.length).toBeGreaterThan(0);
  for (const def of faces) {
    await page.goto(`${c.server.url}${def.route}`);
    let frame = await previewFace();
    // a phone: the face laid out at 375 × 667, nothing cut at the sides, the device in full view
    expect(await frame.evaluate(() => [window.innerWidth, window.innerHeight, document.body.dataset.device])).toEqual([375, 667, 'phone']);
    expect(await frame.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const column = await page.$eval('.document-preview', (el) => el.getBoundingClientRect().right);
    const device = await page.$eval('[data-testid="doc-preview-device"] .device-frame', (el) => el.getBoundingClientRect());
    expect(device.right).toBeLessThanOrEqual(column + 1);
    // a tablet: 768 × 1024, scaled into the column
    await page.click('[data-testid="device-tablet"]');
    frame = await previewFace();
    await frame.waitForFunction(() => document.body.dataset.device === 'tablet');
    expect(await frame.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([768, 1024]);
    expect(await frame.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const scaled = await page.$eval('[data-testid="doc-preview-device"] .device-frame', (el) => el.getBoundingClientRect());
    expect(scaled.right).toBeLessThanOrEqual(column + 1);
    expect(scaled.width).toBeLessThan(768);
    await page.click('[data-testid="device-phone"]');
  }
});

test('/previewAdvanceLanding shows the draft and the published page on the same device, phone or tablet', async () => {
  await page.goto(`${c.server.url}/previewAdvanceLanding`);
  const sides = ['prelogin-preview-draft', 'prelogin-preview-published'];
  const sizes = async () =>
    Promise.all(
      sides.map(async (side) =>
        (await (await page.waitForSelector(`[data-testid="${side}"] iframe`)).contentFrame())!.evaluate(() => [window.innerWidth, window.innerHeight]),
      ),
    );
  await page.waitForSelector('[data-testid="prelogin-preview-draft"] iframe');
  expect(await sizes()).toEqual([
    [375, 667],
    [375, 667],
  ]);
  await page.click('[data-testid="device-tablet"]');
  await page.waitForFunction(() => document.querySelectorAll('.device-frame[data-device="tablet"]').length === 2);
  expect(await sizes()).toEqual([
    [768, 1024],
    [768, 1024],
  ]);
  // both scaled into the screen's width, side by side
  const main = await page.$eval('.shell-main', (el) => el.getBoundingClientRect().right);
  for (const side of sides)
    expect(await page.$eval(`[data-testid="${side}"] .device-frame`, (el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(main);
  await screenshot(page, 'i30-prelogin-preview-tablet');
});

test('the e-ID card shows its code and the failure page its button, whole, on a phone', async () => {
  await page.goto(`${c.server.url}/EIdConfigSTUDENT`);
  let frame = await previewFace();
  const code = await boxIn(frame, '[data-testid="preview-eid-code"]');
  expect(code.bottom).toBeLessThanOrEqual(code.height);
  expect(code.right).toBeLessThanOrEqual(code.width);
  const qr = await boxIn(frame, 'i.qrcode.icon');
  expect(qr.bottom).toBeLessThanOrEqual(qr.height);
  await screenshot(page, 'i30-preview-eid-phone');
  await page.click('[data-testid="device-tablet"]');
  await (await previewFace()).waitForFunction(() => document.body.dataset.device === 'tablet');
  await screenshot(page, 'i30-preview-eid-tablet');

  await page.goto(`${c.server.url}/APPAbnormalCondition`);
  frame = await previewFace();
  const button = await boxIn(frame, '[data-testid="preview-phone-button"]');
  expect(button.bottom).toBeLessThanOrEqual(button.height);
  expect(button.right).toBeLessThanOrEqual(button.width);
  await screenshot(page, 'i30-preview-exception-phone');
});

test("the login notice's preview shows the school's published name, as the login page does", async () => {
  const school = (await page.textContent('.header-bar-title [data-testid="brand-name"]'))?.trim() ?? '';
  expect(school.length).toBeGreaterThan(0);
  await page.goto(`${c.server.url}/Loginprompt`);
  const frame = await previewFace();
  await frame.waitForFunction((name) => document.querySelector('[data-testid="preview-login-card"] [data-testid="brand-name"]')?.textContent === name, school);
  await screenshot(page, 'i30-preview-login-name');
  // the login page itself (no session) names the same school
  const guest = await openPage(c.browser, c.server.url);
  try {
    await guest.page.goto(`${c.server.url}/login?tenant=${DEMO.tenant}`);
    await guest.page.waitForFunction((name) => document.querySelector('.auth-title')?.textContent?.includes(name), school);
  } finally {
    await guest.context.close();
  }
});

test("a post's address is marked by the bundled icon font's glyph, and no screen shows an emoji", async () => {
  await page.goto(`${c.server.url}/dynamicManage`);
  const marker = await page.waitForSelector('.post-address [data-testid="post-address-icon"]');
  const look = await marker.evaluate((el) => ({ font: getComputedStyle(el).fontFamily, glyph: getComputedStyle(el, '::before').content }));
  expect(look.font).toMatch(/Icons/);
  expect(look.glyph).not.toMatch(/^(none|normal|"")$/);
  // the glyph's font is the bundled one, loaded from this server
  await page.waitForFunction(() => [...document.fonts].some((f) => /Icons/.test(f.family) && f.status === 'loaded'));
  expect(await page.evaluate(() => /\p{Emoji_Presentation}/u.test(document.body.innerText))).toBe(false);
  await marker.scrollIntoViewIfNeeded();
  await screenshot(page, 'i30-post-address-icon');
});

test('/downloadMiddlePage from the menu leads back to the console; a phone sees the page alone', async () => {
  await page.goto(`${c.server.url}/serviceList`);
  await page.click(`.side-menu a[href="${MIDDLE_PAGE_PATH}"]`);
  await page.waitForSelector('[data-testid="middle-back"]');
  await page.waitForSelector('[data-testid="middle-offer"]');
  await screenshot(page, 'i30-middle-page-admin');
  await page.click('[data-testid="middle-back"]');
  await page.waitForSelector('.side-menu');
  expect(new URL(page.url()).pathname).toBe('/serviceList');

  const phone = await openPage(c.browser, c.server.url);
  try {
    await phone.page.setViewportSize({ width: 375, height: 812 });
    await phone.page.goto(`${c.server.url}${MIDDLE_PAGE_PATH}?tenant=${DEMO.tenant}`);
    await phone.page.waitForSelector('[data-testid="middle-offer"]');
    expect(await phone.page.$('[data-testid="middle-back"]')).toBeNull();
  } finally {
    await phone.context.close();
  }
});

test('/PresetPersonalService shows every name whole, and on hover', async () => {
  await page.goto(`${c.server.url}/PresetPersonalService`);
  await page.waitForSelector('[data-testid^="preset-person-name-"]');
  const names = await page.$$eval('[data-testid^="preset-person-name-"]', (els) =>
    els.map((el) => {
      const name = el.querySelector('.preset-owner-name') as HTMLElement;
      return { text: name.textContent ?? '', cut: name.scrollWidth > name.clientWidth + 1, title: el.getAttribute('title') ?? '' };
    }),
  );
  expect(names.length).toBeGreaterThan(0);
  for (const n of names) {
    expect(n.cut).toBe(false);
    expect(n.title.startsWith(n.text)).toBe(true);
  }
  await screenshot(page, 'i30-preset-people');
});

test('the English menu reads sensibly: the history screen is "Change history"', async () => {
  await page.goto(`${c.server.url}/wel/index`);
  await page.click('header button[aria-label^="语言"]');
  await page.waitForSelector('header:has-text("Sign out")');
  try {
    expect((await page.textContent('.side-menu a[href="/HistoryProject"]'))?.trim()).toBe('Change history');
    const labels = await page.$$eval('.side-menu a', (els) => els.map((a) => a.textContent?.trim() ?? ''));
    expect(labels.length).toBeGreaterThan(60);
    expect(labels.filter((l) => !l || /[\u4e00-\u9fff]/.test(l) || /^[a-z]+(\.[A-Za-z_]+)+$/.test(l))).toEqual([]);
    // no two screens share one English name
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
    await screenshot(page, 'i30-menu-en');
  } finally {
    await page.click('header button[aria-label^="Language"]');
    await page.waitForSelector('header:has-text("退出登录")');
  }
});

/** A package zip of a few hundred bytes (so the old "0 KB" would show), made here. */
async function smallPackage(dir: string): Promise<string> {
  const yazl = await import('yazl');
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify({ code: 'polish-sizes', name: '大小示例', version: '1.0.0', description: '' })), 'manifest.json');
  zip.addBuffer(Buffer.from('<!doctype html><h1>ok</h1>'), 'www/index.html');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  const file = path.join(dir, 'polish-sizes.zip');
  writeFileSync(file, Buffer.concat(chunks));
  return file;
}

test('package sizes read in B/KB/MB with their real size, never "0 KB"', async () => {
  const file = await smallPackage(tempDir());
  const bytes = statSync(file).size;
  expect(bytes).toBeLessThan(1024);
  await page.goto(`${c.server.url}/cardsPackageConfig`);
  await page.waitForSelector('[data-testid="package-row-campus-card"]');
  // a demo version has no archive: no size, rather than "0 KB"
  expect((await page.textContent('[data-testid="package-size-campus-card"]'))?.trim()).toBe('—');
  await page.click('[data-testid="package-upload"]');
  await page.setInputFiles('[data-testid="package-upload-file"]', file);
  await page.waitForSelector('[data-testid="package-upload-file-name"]');
  expect(await page.textContent('[data-testid="package-upload-dialog"]')).toContain(`(${formatBytes(bytes)})`);
  await page.click('[data-testid="package-upload-confirm"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="package-progress-percent"]')?.textContent?.trim() === '100%', null, {
    timeout: 60_000,
  });
  await page.click('[data-testid="package-progress-close"]');
  await page.waitForSelector('[data-testid="package-row-polish-sizes"]');
  expect((await page.textContent('[data-testid="package-size-polish-sizes"]'))?.trim()).toBe(formatBytes(bytes));
  expect(formatBytes(bytes)).toMatch(/^\d+ B$/);
  await screenshot(page, 'i30-package-sizes');
  await page.click('[data-testid="package-versions-polish-sizes"]');
  await page.waitForSelector('[data-testid="package-version-row-1.0.0"]');
  expect(await page.textContent('[data-testid="package-version-row-1.0.0"]')).toContain(formatBytes(bytes));
});
