// Every route of the menu (ALL_ROUTES) has a title, in both languages, in one signed-in page: the
// browser tab's title names the screen before the project ("<screen> - <project>", never the
// project alone or the page's default), and the screen shows a visible heading with that name
// (the shell's ScreenTitle; the phone download page, outside the shell, its own heading). In
// English neither holds a Chinese character. Each route is opened from the menu (the router, no
// reload), as an administrator goes from screen to screen.
import type { Page } from 'playwright-core';
import { translate } from '../../src/shared/i18n/registry';
import type { Locale } from '../../src/shared/i18n/types';
import { ALL_ROUTES } from '../../src/shared/routes';
import { MIDDLE_PAGE_PATH } from '../../src/shared/home/api';
import { screenshot, signedInConsole, SignedInConsole } from './harness';

jest.setTimeout(300_000);

let c: SignedInConsole;
let page: Page;
let project: string;

beforeAll(async () => {
  c = await signedInConsole({ shared: true });
  page = c.page;
  project = await page.evaluate(async () => ((await (await fetch('/config.json')).json()) as { projectName: string }).projectName);
});
afterAll(async () => {
  await c?.close();
});

/** opens a route as a user does: its menu link (the router, no reload), or the address when the
 *  page shows no menu (the phone download page is outside the shell) */
async function go(path: string): Promise<void> {
  const link = await page.$(`.side-menu a[href="${path}"]`);
  if (link) await link.click();
  else await page.goto(`${c.server.url}${path}`);
  await page.waitForFunction((p) => window.location.pathname === p, path);
}

interface Seen {
  title: string;
  heading: string | null;
}

/** the tab's title once it names the route, and the visible heading's text */
async function titleAndHeading(path: string, label: string): Promise<Seen> {
  const expected = `${label} - ${project}`;
  await page.waitForFunction((t) => document.title === t, expected, { timeout: 10_000 }).catch(() => undefined);
  const selector = path === MIDDLE_PAGE_PATH ? '.middle-page h2' : '[data-testid="screen-title"]';
  const heading = await page
    .waitForSelector(selector, { state: 'visible', timeout: 10_000 })
    .then((el) => el.textContent())
    .catch(() => null);
  return { title: await page.evaluate(() => document.title), heading: heading?.trim() || null };
}

async function walk(locale: Locale): Promise<string[]> {
  const wrong: string[] = [];
  for (const { path, label } of ALL_ROUTES) {
    await go(path);
    const name = translate(locale, label);
    const seen = await titleAndHeading(path, name);
    const problems: string[] = [];
    if (!name || name === label) problems.push(`no ${locale} label for ${label}`);
    if (seen.title !== `${name} - ${project}`) problems.push(`title "${seen.title}"`);
    if (!seen.heading) problems.push('no visible heading');
    // the shell's heading is the route's name; the phone page names the school's app
    else if (path !== MIDDLE_PAGE_PATH && seen.heading !== name) problems.push(`heading "${seen.heading}"`);
    if (locale === 'en' && /[\u4e00-\u9fff]/.test(`${name}${path === MIDDLE_PAGE_PATH ? '' : (seen.heading ?? '')}`)) problems.push('Chinese in English');
    if (problems.length > 0) wrong.push(`${path}: ${problems.join(', ')}`);
  }
  return wrong;
}

test('every route has its title and a visible heading, in Chinese and in English', async () => {
  expect(project.trim().length).toBeGreaterThan(0);
  // the three screens the issue found without a title, first as a sanity check of the walk
  for (const path of ['/cardsConfigNew', '/cardsPackageConfig', '/previewAdvanceLanding']) {
    await go(path);
    const label = ALL_ROUTES.find((r) => r.path === path)!.label;
    expect(await titleAndHeading(path, translate('zh-CN', label))).toEqual({
      title: `${translate('zh-CN', label)} - ${project}`,
      heading: translate('zh-CN', label),
    });
  }
  await screenshot(page, 'i30-route-title-previewAdvanceLanding');
  expect(await walk('zh-CN')).toEqual([]);

  await go('/wel/index');
  await page.click('header button[aria-label^="语言"]');
  await page.waitForSelector('header:has-text("Sign out")');
  expect(await walk('en')).toEqual([]);
  await go('/cardsConfigNew');
  await screenshot(page, 'i30-route-title-cardsConfigNew-en');
  // back to Chinese for whoever signs in next on the shared server's browser storage (own context here)
  await page.click('header button[aria-label^="Language"]');
  await page.waitForSelector('header:has-text("退出登录")');
});
