// /serviceOverviewIndex against the real server and build: the pie's two figures are the counts of
// shelved and taken-off services; 1,000 visits recorded through the apps' signed public call move
// that service's bar by 1,000 (read back from the bar chart's own CSV download) and reach the
// visit log once the server's filer has moved them; the charts
// download as PNG, SVG and CSV made in the browser, with no request leaving the server.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { APP_CALL_PATHS } from '../../src/shared/appCalls/api';
import { appCallHeaders } from '../../src/shared/appCalls/sign';
import type { PageResult, ResourceRow } from '../../src/shared/resources/types';
import { uuidV4 } from '../../src/shared/protocol';
import { DEMO_APP_KEYS } from '../../src/server/db/seed/appKeys';
import { visitLog } from '../../src/shared/resources/visitLog/definition';
import { apiSignIn, signedPost } from './api';
import { DEMO, savedDownload, screenshot, SignedInConsole, signedInConsole } from './harness';

jest.setTimeout(240_000);

let c: SignedInConsole;
beforeAll(async () => {
  c = await signedInConsole();
});
afterAll(() => c?.close());

const SERVICES_LIST = '/api/blade-platform/serviceInfo/list';

async function download(page: Page, chart: string, format: 'png' | 'svg' | 'csv') {
  await page.click(`[data-testid="${chart}-download"]`);
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(`[data-testid="${chart}-download-${format}"]`)]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await savedDownload(file)) };
}

/** the bar chart's figure for one service, from its CSV download ("name",count per line) */
async function barFigure(page: Page, serviceName: string): Promise<number> {
  const { bytes } = await download(page, 'overview-bar', 'csv');
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const line = text.split(/\r?\n/).find((l) => l.split(/[,;]/)[0].replace(/"/g, '') === serviceName);
  if (!line) throw new Error(`no bar for ${serviceName} in:\n${text.slice(0, 400)}`);
  return Number(line.split(/[,;]/)[1].replace(/"/g, '') || 0);
}

const VISIT_LOG_LIST = `${visitLog.base}/${visitLog.calls!.list!.path}`;

test('the pie shows the shelf counts, recorded visits move the bar, the charts download offline', async () => {
  const { page, server, w } = c;
  const api = await apiSignIn(server.url);
  const count = async (shelfStatus: number) =>
    (await signedPost<PageResult<ResourceRow>>(server.url, api, SERVICES_LIST, { pageIndex: 1, pageSize: 1, shelfStatus })).result.total;
  const [shelved, takenOff] = [await count(1), await count(0)];
  expect(shelved).toBeGreaterThan(0);
  expect(takenOff).toBeGreaterThan(0);

  await page.goto(`${server.url}/serviceOverviewIndex`);
  await page.waitForSelector('[data-testid="overview-pie"] .highcharts-data-label');
  expect(Number(await page.textContent('[data-testid="overview-upCount"]'))).toBe(shelved);
  expect(Number(await page.textContent('[data-testid="overview-downCount"]'))).toBe(takenOff);
  // the pie itself, labelled 已上架 / 已下架
  // (Highcharts draws each label twice: its outline and its text)
  const labels = (await page.$$eval('[data-testid="overview-pie"] .highcharts-data-label', (els) => els.map((e) => e.textContent))).join('|');
  expect(labels).toContain(`已上架: ${shelved}`);
  expect(labels).toContain(`已下架: ${takenOff}`);

  // 1,000 visits to one shelved service, now, through the apps' call (the demo tenant's app key)
  const service = (await signedPost<PageResult<ResourceRow>>(server.url, api, SERVICES_LIST, { pageIndex: 1, pageSize: 1, shelfStatus: 1 })).result.data[0];
  const name = String(service.name);
  await page.waitForSelector('[data-testid="overview-bar"] .highcharts-series');
  const before = await barFigure(page, name);
  const at = new Date(Date.now() - 5_000).toISOString();
  const batchId = uuidV4();
  const account = `e2e-${batchId.slice(0, 8)}`;
  const body = JSON.stringify({
    batchId,
    visits: Array.from({ length: 1000 }, (_, i) => ({ serviceId: service.id, account, client: i % 2 ? 'ios' : 'android', identity: 'STUDENT', at })),
  });
  const res = await fetch(`${server.url}${APP_CALL_PATHS.visits}`, {
    method: 'POST',
    headers: appCallHeaders(DEMO_APP_KEYS[DEMO.tenant], { path: APP_CALL_PATHS.visits, body }),
    body,
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { accepted: number }).accepted).toBe(1000);

  await page.reload();
  await page.waitForSelector('[data-testid="overview-bar"] .highcharts-series');
  expect(await barFigure(page, name)).toBe(before + 1000);
  // the server's filer moves the batch from the intake into the visit log once the apps are quiet
  const logged = async () => (await signedPost<PageResult<ResourceRow>>(server.url, api, VISIT_LOG_LIST, { pageIndex: 1, pageSize: 1, account })).result.total;
  const until = Date.now() + 10_000;
  while ((await logged()) < 1000 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  expect(await logged()).toBe(1000);

  const pngFile = await download(page, 'overview-pie', 'png');
  expect(pngFile.name).toMatch(/\.png$/);
  expect([...pngFile.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const svgFile = await download(page, 'overview-bar', 'svg');
  expect(svgFile.bytes.toString('utf8')).toContain('<svg');
  await screenshot(page, 'i14-service-overview');
  expect(w.foreign()).toEqual([]);
});

// The other hand-built screens of issue 14, each with the demo data it reads (a year of visits,
// favourites and ratings, role presets, the audit trail of the demo's documents): shown, filled,
// nothing refused, nothing asked of another server.
const SPECIAL_SCREENS: [route: string, filled: string][] = [
  ['/serviceAccessRecordVisitCount', '[data-testid="visit-count-table"] tbody tr'],
  ['/serviceCollectionStatistics', '[data-testid^="favourite-row-"]'],
  ['/serviceScore', '[data-testid^="score-row-"]'],
  ['/PresetRoleService', '[data-testid^="preset-role-"]'],
  ['/PresetPersonalService', '[data-testid^="preset-person-"]'],
  ['/ProjectDetails', '[data-testid^="project-figure-"]'],
  ['/HistoryProject', '[data-testid^="audit-toggle-"]'],
];

test.each(SPECIAL_SCREENS)('%s shows its figures from the demo data', async (route, filled) => {
  const { page, server, w } = c;
  await page.goto(`${server.url}${route}`);
  await page.waitForSelector(filled);
  expect(await page.$('.not-built')).toBeNull();
  expect(await page.$('.ui.negative.message')).toBeNull();
  await screenshot(page, `i14${route.replace(/\//g, '-')}`);
  expect(w.foreign()).toEqual([]);
});
