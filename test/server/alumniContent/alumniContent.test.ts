// Issue 15, alumni content, through the real routes: theme articles (/AlumniDHTML, themeArticle/
// list (GET), saveOrUpdate, detail, remove) with their cover, their rich text kept to the
// allowlist and the public-account message they quote (richTextTitle/mpMessageList, the tenant's
// own messages only), the demo's covers drawn as the tenant's uploads; official contacts
// (/OfficialContact) refusing a phone that is neither a mobile nor a landline, in both languages.
// Another tenant's article is never found.
import { sql } from 'kysely';
import type { PageResult, ResourceRow } from '../../../src/shared/resources';
import { fileUrl } from '../../../src/shared/resources/files';
import { DEMO_ARTICLES, DEMO_MP_MESSAGES } from '../../../src/shared/resources/themeArticles/demo';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { listOf, png, post, Problems, upload } from '../resources/collectionsFixture';

const ARTICLES = '/api/blade-platform/themeArticle';
const CONTACTS = '/api/blade-platform/officialContact';

type Message = { id: number; title: string; digest: string | null; accountName: string; publishedAt: string };

let t: TestApp;
let a: Session;
let b: Session;
beforeAll(async () => {
  t = await buildTestApp();
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
});
afterAll(() => t.close());

const articles = (s: Session, params: Record<string, string> = {}) =>
  call<PageResult<ResourceRow>>(t.app, s, { method: 'GET', url: consoleGet(`${ARTICLES}/list`, { pageSize: '100', ...params }) });
const messages = (s: Session, headers?: Record<string, string>) => post<Message[]>(t.app, s, `${ARTICLES}/richTextTitle/mpMessageList`, {}, headers);
const saveArticle = (s: Session, record: Record<string, unknown>, headers?: Record<string, string>) =>
  post<{ id: number } | Problems>(t.app, s, `${ARTICLES}/saveOrUpdate`, record, headers);
const detail = (s: Session, id: number) => post<ResourceRow>(t.app, s, `${ARTICLES}/detail`, { id });

describe('public-account messages (richTextTitle/mpMessageList)', () => {
  it("answers the tenant's own messages, newest first, and never another tenant's", async () => {
    const mine = await messages(a);
    expect(mine.envelope.status).toBe(1000);
    expect(mine.result.map((m) => m.title)).toEqual(DEMO_MP_MESSAGES.map((m) => m.title));
    expect(new Set(mine.result.map((m) => m.accountName))).toEqual(new Set(['示范大学校友会']));
    expect(mine.result[0].publishedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const theirs = await messages(b);
    expect(new Set(theirs.result.map((m) => m.accountName))).toEqual(new Set(['滨江职业技术学院校友会']));
    const ids = new Set(mine.result.map((m) => m.id));
    expect(theirs.result.filter((m) => ids.has(m.id))).toEqual([]);
    const rows = (
      await sql<{
        tenant_id: string;
        n: number;
      }>`select tenant_id, count(*)::int as n from public_account_messages group by tenant_id order by tenant_id`.execute(t.db)
    ).rows;
    expect(rows).toEqual([
      { tenant_id: TENANT_A, n: DEMO_MP_MESSAGES.length },
      { tenant_id: TENANT_B, n: DEMO_MP_MESSAGES.length },
    ]);
  });
});

describe('theme articles', () => {
  it('lists the demo articles through the GET list, in their order, quoting their messages', async () => {
    const list = await articles(a);
    expect(list.envelope.status).toBe(1000);
    const demo = list.result.data.filter((r) => DEMO_ARTICLES.some((d) => d.title === r.title));
    expect(demo.map((r) => r.title)).toEqual(DEMO_ARTICLES.map((d) => d.title));
    const mine = (await messages(a)).result;
    const first = demo[0];
    expect(mine.find((m) => m.id === first.mpMessageId)?.title).toBe(DEMO_MP_MESSAGES[DEMO_ARTICLES[0].message!].title);
    expect(String(first.body)).toContain('<h2>');
  });

  it('gives every demo article a cover of its own, an upload of the tenant the file view serves', async () => {
    const demo = (await articles(a)).result.data.filter((r) => DEMO_ARTICLES.some((d) => d.title === r.title));
    const covers = demo.map((r) => String(r.cover));
    expect(new Set(covers).size).toBe(DEMO_ARTICLES.length);
    const owners = await sql<{ tenant_id: string }>`select tenant_id from uploaded_files where id = any(${covers}::text[])`.execute(t.db);
    expect(owners.rows.map((r) => r.tenant_id)).toEqual(covers.map(() => TENANT_A));
    const served = await t.app.inject({ method: 'GET', url: fileUrl(covers[0]) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('adds with saveOrUpdate (cover and quoted message), finds it by title, shows its detail, edits it with its id and removes it', async () => {
    const cover = await upload(t.app, a, await png(40, 20), 'cover.png');
    expect(cover.envelope.status).toBe(1000);
    const [message] = (await messages(a)).result;
    const added = await saveArticle(a, {
      title: '测试主题文章',
      cover: cover.result!.id,
      body: '<p>校友们好，<strong>欢迎</strong>回家。</p>',
      mpMessageId: message.id,
      published: true,
      sort: 5,
      publishedAt: '2026-09-01 08:30:00',
    });
    expect(added.envelope).toEqual(expect.objectContaining({ status: 1000 }));
    const id = (added.result as { id: number }).id;

    const found = await articles(a, { title: '测试主题' });
    expect(found.result.data.map((r) => r.id)).toEqual([id]);

    const shown = await detail(a, id);
    expect(shown.envelope.status).toBe(1000);
    expect(shown.result).toEqual(
      expect.objectContaining({
        id,
        title: '测试主题文章',
        cover: cover.result!.id,
        body: '<p>校友们好，<strong>欢迎</strong>回家。</p>',
        mpMessageId: message.id,
        published: true,
        sort: 5,
        publishedAt: '2026-09-01 08:30:00',
      }),
    );

    const edited = await saveArticle(a, { ...shown.result, id, title: '测试主题文章（修订）', mpMessageId: null });
    expect(edited.envelope.status).toBe(1000);
    expect((await detail(a, id)).result).toEqual(expect.objectContaining({ title: '测试主题文章（修订）', mpMessageId: null }));

    const dup = await saveArticle(a, { title: DEMO_ARTICLES[0].title, body: '<p>重复</p>' });
    expect(dup.envelope.status).toBe(9009);
    expect(dup.result as Problems).toMatchObject([{ field: 'title', reason: `文章标题“${DEMO_ARTICLES[0].title}”已存在` }]);

    const removed = await post(t.app, a, `${ARTICLES}/remove`, { ids: [id] });
    expect(removed.envelope.status).toBe(1000);
    expect((await detail(a, id)).envelope.status).toBe(1002);
  });

  it('keeps the body to the allowlist: no script, no javascript: link, no event handler', async () => {
    const body =
      '<p onclick="steal()">正文<script>alert(1)</script><a href="javascript:alert(2)" onmouseover="x()">坏链接</a>' +
      '<a href="https://alumni.example.edu.cn/news" target="_blank">好链接</a><img src="https://evil.example.com/p.png" onerror="alert(3)"></p>' +
      '<div style="background:url(javascript:alert(4))"><span style="color:#c0392b" onload="y()">红字</span></div>' +
      '<iframe src="https://evil.example.com"></iframe><svg onload="alert(5)"></svg>';
    const saved = await saveArticle(a, { title: '净化测试', body });
    expect(saved.envelope.status).toBe(1000);
    const stored = String((await detail(a, (saved.result as { id: number }).id)).result.body);
    expect(stored).not.toMatch(/<script|alert\(1\)|javascript:|\son\w+=|<iframe|<svg|<img|<div|target=/i);
    expect(stored).toContain('<a href="https://alumni.example.edu.cn/news" rel="noopener noreferrer">好链接</a>');
    expect(stored).toContain('<span style="color:#c0392b">红字</span>');
    expect(stored.startsWith('<p>正文')).toBe(true);

    const empty = await saveArticle(a, { title: '只有脚本', body: '<script>alert(1)</script><p onclick="x()"></p>' });
    expect(empty.envelope.status).toBe(9009);
    expect((empty.result as Problems).map((p) => p.field)).toEqual(['body']);
  });

  it('refuses a message of another tenant, or one that does not exist, as the quoted message', async () => {
    const [theirs] = (await messages(b)).result;
    for (const mpMessageId of [theirs.id, 999_999]) {
      const r = await saveArticle(a, { title: `引用${mpMessageId}`, body: '<p>正文</p>', mpMessageId });
      expect({ mpMessageId, status: r.envelope.status, fields: (r.result as Problems).map((p) => p.field) }).toMatchObject({
        mpMessageId,
        status: 9009,
        fields: ['mpMessageId'],
      });
    }
  });

  it("never finds another tenant's article by its id: not shown, not changed, not removed", async () => {
    const theirs = (await articles(b)).result.data[0];
    expect(theirs).toBeDefined();
    const ours = (await articles(a)).result.data.map((r) => r.id);
    expect(ours).not.toContain(theirs.id);

    const shown = await detail(a, theirs.id);
    expect(shown.envelope.status).toBe(1002);
    expect(shown.envelope.msg).toBeTruthy();
    expect((await saveArticle(a, { id: theirs.id, title: '越权修改', body: '<p>越权</p>' })).envelope.status).toBe(1002);
    expect((await post(t.app, a, `${ARTICLES}/remove`, { ids: [theirs.id] })).envelope.status).toBe(1002);
    expect((await detail(b, theirs.id)).result).toEqual(expect.objectContaining({ id: theirs.id, title: theirs.title }));
  });
});

describe('official contacts', () => {
  const contact = (extra: Record<string, unknown>) => ({ name: '测试联系人', department: '校友总会秘书处', phone: '0571-88206001', ...extra });

  it('adds a contact with a mobile, a landline or a 400 number, and lists it in order', async () => {
    for (const [i, phone] of ['13800138000', '0571-88206001', '010-62751234-801', '400-826-0571'].entries()) {
      const r = await post<{ id: number }>(t.app, a, `${CONTACTS}/submit`, contact({ name: `联系人${i}`, phone, email: 'x@example.edu.cn', sort: 900 + i }));
      expect({ phone, status: r.envelope.status }).toEqual({ phone, status: 1000 });
    }
    const list = await listOf(t.app, a, `${CONTACTS}/list`);
    const names = list.result.data.map((r) => r.name);
    expect(names.slice(-4)).toEqual(['联系人0', '联系人1', '联系人2', '联系人3']);
    expect(names[0]).toBe('王建国');
  });

  it('refuses a phone that is neither a mobile nor a landline, naming the field in both languages', async () => {
    for (const phone of ['12345', '1380013800', 'abc-12345678', '0571 8820 6001x']) {
      const zh = await post(t.app, a, `${CONTACTS}/submit`, contact({ phone }));
      expect({ phone, status: zh.envelope.status, problems: zh.result }).toMatchObject({
        phone,
        status: 9009,
        problems: [{ field: 'phone', reason: '联系电话应为11位手机号或带区号的固定电话，例如 0571-88886666' }],
      });
    }
    const en = await post(t.app, a, `${CONTACTS}/submit`, contact({ phone: '12345' }), { 'accept-language': 'en' });
    expect(en.envelope.status).toBe(9009);
    expect(en.result).toMatchObject([
      { field: 'phone', reason: 'Phone must be an 11-digit mobile number or a landline with its area code, such as 0571-88886666' },
    ]);
    const email = await post(t.app, a, `${CONTACTS}/submit`, contact({ email: 'not-an-address' }), { 'accept-language': 'en' });
    expect(email.result).toMatchObject([{ field: 'email', reason: 'Email is not an email address, such as alumni@example.edu.cn' }]);
  });
});
