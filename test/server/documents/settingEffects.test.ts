// Settings the server itself obeys that no other suite publishes and observes (the table of
// every field's reader is src/shared/documents/effects.ts): the app's news read answers pages of
// the published newsPerPage (appService, /AppServiceSetting), and a draft changes nothing.
import type { AppNewsPage } from '../../../src/shared/news/api';
import { publicNewsPath } from '../../../src/shared/news/api';
import { unwrap } from '../../../src/shared/protocol';
import { newsDb } from '../../../src/server/news/tables';
import { detail, save } from './documentCalls';
import { buildTestApp, Session, signIn, TENANT_A, TestApp } from '../helpers';

let t: TestApp;
let a: Session;

beforeAll(async () => {
  t = await buildTestApp();
  a = await signIn(t.app, TENANT_A);
  // twelve synchronised articles of one channel, from the last twelve days
  const now = t.app.now();
  await newsDb(t.db)
    .insertInto('app_news')
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        tenant_id: TENANT_A,
        article_id: `effects-${i}`,
        channel: 'campusNews' as const,
        title: `新闻 ${i}`,
        url: `https://news.example.edu.cn/${i}`,
        cover: null,
        published_at: new Date(now - (i + 1) * 3_600_000),
        synced_at: new Date(now),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
});
afterAll(() => t.close());

async function publishNews(content: Record<string, unknown>, publish = true) {
  const current = (await detail(t.app, a, 'appService')).result;
  const saved = await save(t.app, a, 'appService', current.version, { ...current.content, ...content }, publish);
  expect(saved.envelope.status).toBe(1000);
}

/** The apps' news read (plain JSON; an envelope's wrapped result read too). */
async function newsPage(): Promise<AppNewsPage> {
  const res = await t.app.inject({ method: 'GET', url: `${publicNewsPath(TENANT_A)}?channel=campusNews` });
  expect(res.statusCode).toBe(200);
  const body = res.json() as AppNewsPage | { result: string };
  return 'result' in body ? unwrap<AppNewsPage>(body.result) : body;
}

it("the app's news read answers pages of the published newsPerPage; a draft changes nothing", async () => {
  await publishNews({ newsEnabled: true, newsChannels: ['campusNews'], newsKeepDays: 30, newsPerPage: 3 });
  const three = await newsPage();
  expect(three.total).toBeGreaterThanOrEqual(12);
  expect(three.data).toHaveLength(3);

  await publishNews({ newsPerPage: 5 });
  expect((await newsPage()).data).toHaveLength(5);

  await publishNews({ newsPerPage: 8 }, false);
  expect((await newsPage()).data).toHaveLength(5);
});
