// The news section (/AppServiceSetting, document 000 §1): newsSectionConfig/enable publishes
// through the document's write path; handSyn runs one job a tenant, copying the demo inbox's
// articles of the published channels within the keep window into the app's news (added, updated,
// removed), leaving the news as it was when it fails or is cancelled, and never touching another
// tenant's; the apps' public read follows the published document.
import { DEMO_ARTICLES } from '../../../src/server/db/seed/newsCatalogue';
import { newsDb } from '../../../src/server/news/tables';
import type { DocumentJobProgress, DocumentState } from '../../../src/shared/documents';
import { AppNewsPage, NEWS_PATHS, publicNewsPath } from '../../../src/shared/news/api';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { detail, docCall, publicRead, save } from '../documents/documentCalls';

const KEY = 'appService';
const WINDOW_DAYS = 30;
const ENABLED = ['campusNews', 'notices'];

describe('the news section and its synchronisation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let afterPage: (key: string) => Promise<void> = async () => undefined;

  const start = (who: Session) => call<DocumentJobProgress>(t.app, who, { url: NEWS_PATHS.start, body: {} });
  const status = (who: Session, key: string) => call<DocumentJobProgress>(t.app, who, { url: NEWS_PATHS.status, body: { key } });
  const enable = (who: Session, on: boolean) => call<DocumentState>(t.app, who, { url: NEWS_PATHS.enable, body: { enable: on } });
  // the apps' read: plain JSON (every public read), the page or { error }
  const news = async (tenant: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `${publicNewsPath(tenant)}${query}` });
    return { res, http: res.statusCode, result: res.json() as AppNewsPage };
  };
  const appNews = (tenant: string) => newsDb(t.db).selectFrom('app_news').selectAll().where('tenant_id', '=', tenant).orderBy('article_id').execute();
  /** runs the queued jobs to their end and answers the job's final state */
  const runToEnd = async (who: Session, key: string) => {
    await t.app.news.start();
    await t.app.news.runner.idle();
    return (await status(who, key)).result;
  };

  beforeAll(async () => {
    t = await buildTestApp({ news: { runnerOptions: { pageSize: 5, pollMs: 50, afterPage: (job) => afterPage(job.key) } } });
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
  });
  afterAll(() => t.close());

  it('the seed publishes the settings with news on and keeps a draft; the app news is empty until a sync', async () => {
    const d = (await detail(t.app, a, KEY)).result;
    expect(d).toEqual(expect.objectContaining({ version: 2, publishedVersion: 1, hasDraft: true }));
    expect((await publicRead(t.app, TENANT_A, KEY)).doc?.content).toEqual(expect.objectContaining({ newsEnabled: true, newsChannels: ENABLED }));
    expect((await news(TENANT_A)).result).toEqual({ data: [], total: 0, enabled: true });
  });

  it('a second start while one waits answers the same job; the job copies only enabled channels within the window', async () => {
    const first = await start(a);
    expect(first.envelope.status).toBe(1000);
    expect(first.result.state).toBe('queued');
    const second = await start(a);
    expect(second.result.key).toBe(first.result.key);

    const end = await runToEnd(a, first.result.key);
    const expected = DEMO_ARTICLES.filter((x) => ENABLED.includes(x.channel) && x.daysAgo < WINDOW_DAYS);
    expect(expected.length).toBe(13);
    expect(end).toEqual(
      expect.objectContaining({
        state: 'finished',
        done: 13,
        total: 13,
        counts: { 'appService.sync.added': 13, 'appService.sync.updated': 0, 'appService.sync.removed': 0 },
        errorMsg: null,
      }),
    );
    const rows = await appNews(TENANT_A);
    expect(rows.map((r) => r.title).sort()).toEqual(expected.map((x) => x.title).sort());
    // a new start after the end is a new job
    expect((await start(a)).result.key).not.toBe(first.result.key);
    await t.app.news.runner.idle();
  });

  it('another tenant sees neither the job nor the news, and its own news is untouched', async () => {
    const jobs = await newsDb(t.db).selectFrom('news_sync_jobs').select('key').where('tenant_id', '=', TENANT_A).execute();
    expect((await status(b, jobs[0].key)).envelope.status).toBe(1002);
    expect(await appNews(TENANT_B)).toEqual([]);
    expect((await news(TENANT_B)).result.total).toBe(0);
  });

  it('the public read lists the synced news newest first, a page of the published size, by channel', async () => {
    const page = (await news(TENANT_A)).result;
    expect(page.enabled).toBe(true);
    expect(page.total).toBe(13);
    expect(page.data).toHaveLength(10);
    const times = page.data.map((x) => x.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const notices = (await news(TENANT_A, '?channel=notices&size=50')).result;
    expect(notices.total).toBe(7);
    expect(notices.data.every((x) => x.channel === 'notices')).toBe(true);
    expect((await news(TENANT_A, '?channel=academic')).result.total).toBe(0);
    expect((await news('999999')).http).toBe(404);
  });

  it('a later sync updates changed articles and removes those of a channel no longer published', async () => {
    await newsDb(t.db)
      .updateTable('news_inbox')
      .set({ title: '学校召开2026年秋季学期工作会议（更新）' })
      .where('tenant_id', '=', TENANT_A)
      .where('article_id', '=', 'n0001')
      .execute();
    const d = (await detail(t.app, a, KEY)).result;
    const published = await save(t.app, a, KEY, d.version, { ...d.content, newsChannels: ['campusNews'], newsKeepDays: WINDOW_DAYS }, true);
    expect(published.result.publishedVersion).toBe(published.result.version);
    const job = (await start(a)).result;
    const end = await runToEnd(a, job.key);
    expect(end.counts).toEqual({ 'appService.sync.added': 0, 'appService.sync.updated': 1, 'appService.sync.removed': 7 });
    const rows = await appNews(TENANT_A);
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.channel === 'campusNews')).toBe(true);
    expect(rows.find((r) => r.article_id === 'n0001')?.title).toContain('（更新）');
  });

  it('a failure or a cancel while comparing leaves the app news as it was', async () => {
    const d = (await detail(t.app, a, KEY)).result;
    await save(t.app, a, KEY, d.version, { ...d.content, newsChannels: ['campusNews', 'notices', 'academic', 'studentLife'], newsKeepDays: 365 }, true);
    const before = await appNews(TENANT_A);

    afterPage = async () => {
      throw new Error('inbox unreadable');
    };
    const failed = await runToEnd(a, (await start(a)).result.key);
    expect(failed.state).toBe('failed');
    expect(failed.errorMsg).toBe('同步失败，应用新闻未改动，请稍后重试');
    expect(await appNews(TENANT_A)).toEqual(before);

    afterPage = async (key) => {
      await call(t.app, a, { url: NEWS_PATHS.cancel, body: { key } });
    };
    const cancelled = await runToEnd(a, (await start(a)).result.key);
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.done).toBeLessThan(cancelled.total);
    expect(await appNews(TENANT_A)).toEqual(before);
    afterPage = async () => undefined;
  });

  it('newsSectionConfig/enable publishes a new version (a draft pending: it joins the draft); the public news follows', async () => {
    // tenant B still has the seed's draft: the switch joins it, the published version stays
    const bBefore = (await detail(t.app, b, KEY)).result;
    const joined = await enable(b, false);
    expect(joined.envelope.status).toBe(1000);
    expect(joined.result).toEqual(expect.objectContaining({ version: bBefore.version + 1, publishedVersion: bBefore.publishedVersion, hasDraft: true }));
    expect((await publicRead(t.app, TENANT_B, KEY)).doc?.content.newsEnabled).toBe(true);

    const before = (await detail(t.app, a, KEY)).result;
    expect(before.hasDraft).toBe(false);
    const off = await enable(a, false);
    expect(off.envelope.msg).toBe('发布成功');
    expect(off.result).toEqual(expect.objectContaining({ version: before.version + 1, publishedVersion: before.version + 1, hasDraft: false }));
    const pub = await publicRead(t.app, TENANT_A, KEY);
    expect(pub.doc).toEqual(expect.objectContaining({ version: before.version + 1 }));
    expect(pub.doc?.content.newsEnabled).toBe(false);
    expect((await news(TENANT_A)).result).toEqual({ data: [], total: 0, enabled: false });
    const history = await docCall<{ data: { version: number; state: string }[] }>(t.app, a, KEY, 'history');
    expect(history.result.data[0]).toEqual(expect.objectContaining({ version: before.version + 1, state: 'published' }));

    const on = await enable(a, true);
    expect(on.result.publishedVersion).toBe(before.version + 2);
    expect((await news(TENANT_A)).result.total).toBeGreaterThan(0);
  });

  it('bodies are checked against their schema', async () => {
    expect((await call(t.app, a, { url: NEWS_PATHS.enable, body: { enable: 'yes' } })).envelope.status).not.toBe(1000);
    expect((await call(t.app, a, { url: NEWS_PATHS.status, body: {} })).envelope.status).not.toBe(1000);
  });
});
