// One time zone in Debian's Chromium against the real server (issue 30 item 4): the browser runs
// in New York, the school in Asia/Shanghai (the default), and every screen shows times in the
// school's zone: the app version's publish time reads the same on the home's download page and on
// /APPVersionsManage; a post, a visit and a person's creation time move by exactly one hour when
// Asia/Tokyo is published in /generalConfig; and the publish itself (a moment the test brackets
// with its own clock) reads the same, in Tokyo, in the document's history and on the audit trail,
// also after a reload.
import type { Page } from 'playwright-core';
import { DATE_TIME, formatDate } from '../../src/shared/dateTime';
import { screenshot, signedInConsole, SignedInConsole } from './harness';

jest.setTimeout(240_000);

const BROWSER_ZONE = 'America/New_York';
const sel = (id: string) => `[data-testid="${id}"]`;

let c: SignedInConsole;
let page: Page;

beforeAll(async () => {
  c = await signedInConsole({ timezoneId: BROWSER_ZONE });
  page = c.page;
});
afterAll(() => c?.close());

/** 'YYYY-MM-DD HH:mm[:ss]' one hour later (Shanghai to Tokyo: neither keeps daylight saving). */
const hourLater = (text: string) => {
  const ms = Date.parse(`${text.replace(' ', 'T')}${text.length === 16 ? ':00' : ''}Z`) + 3_600_000;
  return new Date(ms).toISOString().slice(0, text.length).replace('T', ' ');
};

const TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?/;
const timeIn = async (selector: string) => TIME.exec((await page.textContent(selector)) ?? '')?.[0] ?? '';

interface Seen {
  post: string;
  postId: string;
  visit: string;
  person: string;
}

/** A post's, a visit's and a person's time as the screens show them (the same records each time). */
async function seen(postId?: string): Promise<Seen> {
  await page.goto(`${c.server.url}/dynamicManage`);
  await page.waitForSelector('[data-testid^="post-"][data-testid$="-time"]');
  const id = postId ?? (await page.locator('[data-testid^="post-"][data-testid$="-time"]').first().getAttribute('data-testid'))!.replace(/^post-|-time$/g, '');
  const post = await timeIn(sel(`post-${id}-time`));

  await page.goto(`${c.server.url}/serviceAccessRecordVisitLog`);
  await page.waitForSelector('[data-testid^="row-"]');
  const visit = TIME.exec((await page.locator('[data-testid^="row-"]').first().textContent()) ?? '')?.[0] ?? '';

  await page.goto(`${c.server.url}/studentManage`);
  await page.waitForSelector('[data-testid^="people-row-"]');
  await page.locator('[data-testid^="people-detail-"]').first().click();
  await page.waitForSelector(sel('people-detail-field-createdAt'));
  const person = await timeIn(sel('people-detail-field-createdAt'));
  await page.click(sel('people-detail-close'));
  return { post, postId: id, visit, person };
}

test("an app version's publish time reads the same on the download page and on its list, whatever the browser's zone", async () => {
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
  await page.goto(`${c.server.url}/downloadPage`);
  await page.waitForSelector(sel('download-platform-android'));
  // demo data: 3.2.0 published 2024-09-01 08:00:00 in the school's zone
  expect(await page.textContent(sel('download-platform-android'))).toContain('2024-09-01 08:00:00');
  await page.goto(`${c.server.url}/APPVersionsManage`);
  await page.waitForSelector('[data-testid^="row-"]');
  expect(await page.locator('[data-testid^="row-"]', { hasText: '2024-09-01 08:00:00' }).count()).toBeGreaterThan(0);
});

test('publishing Asia/Tokyo moves every time by an hour, and the publish reads the same in the history and on the audit trail', async () => {
  const before = await seen();
  for (const text of [before.post, before.visit, before.person]) expect(text).toMatch(TIME);

  await page.goto(`${c.server.url}/generalConfig`);
  await page.waitForSelector(sel('doc-state'));
  await page.waitForSelector('[data-testid^="doc-history-row-"]');
  await page.click(sel('field-timeZone'));
  await page.click(`${sel('field-timeZone')} .menu .item:has-text("Asia/Tokyo")`);
  const versions = await page.$$eval('[data-testid^="doc-history-row-"]', (rows) =>
    rows.map((r) => Number(r.getAttribute('data-testid')!.replace('doc-history-row-', ''))),
  );
  const next = Math.max(...versions) + 1;
  const from = Date.now() - 1000;
  await page.click(sel('doc-publish'));
  await page.waitForSelector(sel(`doc-history-at-${next}`));
  const to = Date.now() + 1000;
  const published = await timeIn(sel(`doc-history-at-${next}`));
  // the moment of the publish in Tokyo (never New York's clock, 14 hours behind)
  expect(published >= formatDate(new Date(from), 'Asia/Tokyo', DATE_TIME) && published <= formatDate(new Date(to), 'Asia/Tokyo', DATE_TIME)).toBe(true);
  await screenshot(page, 'tz-01-general-settings');

  await page.goto(`${c.server.url}/HistoryProject`);
  await page.waitForSelector('[data-testid^="audit-at-"]');
  expect(await page.locator('[data-testid^="audit-at-"]', { hasText: published }).count()).toBeGreaterThan(0);
  await screenshot(page, 'tz-02-audit');

  const after = await seen(before.postId);
  expect(after).toEqual({ post: hourLater(before.post), postId: before.postId, visit: hourLater(before.visit), person: hourLater(before.person) });

  // a fresh load reads the published zone through the public read
  await page.reload();
  await page.waitForSelector('[data-testid^="people-row-"]');
  await page.locator('[data-testid^="people-detail-"]').first().click();
  await page.waitForSelector(sel('people-detail-field-createdAt'));
  expect(await timeIn(sel('people-detail-field-createdAt'))).toBe(after.person);
  await screenshot(page, 'tz-03-people');
});
