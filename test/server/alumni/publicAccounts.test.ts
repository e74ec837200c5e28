// The public accounts (POST im/mp/mpInfoList, document 002 §7) from the demo's data, their
// message history (POST messageCenterHistoryMsg/downloadFile, document 000 §7) as an xlsx whose
// cells are text, and the public screens' account filter (mpAccount) on the posts, the blocked
// posts and the reports; each within the caller's tenant.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { ALUMNI_POST_PATHS, PostCard, PostPage, ReportGroup } from '../../../src/shared/alumni/posts';
import { MpAccount, PUBLIC_ACCOUNT_PATHS } from '../../../src/shared/alumni/publicAccounts';
import { buildTestApp, call, download, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';

let t: TestApp;
let a: Session;
let b: Session;
beforeAll(async () => {
  t = await buildTestApp();
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
});
afterAll(() => t.close());

const accounts = (s: Session) => call<MpAccount[]>(t.app, s, { url: PUBLIC_ACCOUNT_PATHS.list, body: {} });

async function sheetOf(body: Record<string, unknown>, s = a) {
  const res = await download(t.app, s, { url: PUBLIC_ACCOUNT_PATHS.messagesDownload, body });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(String(res.headers['content-disposition'])).toContain('.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

describe('im/mp/mpInfoList', () => {
  it("answers the tenant's accounts: the signers of the public posts and the accounts of the messages, with their counts", async () => {
    const r = await accounts(a);
    expect(r.envelope.status).toBe(1000);
    const { rows: posts } = await sql<{ name: string; n: number }>`select nick_name as name, count(*)::int as n from alumni_posts
      where tenant_id = ${TENANT_A} and channel = 'PUBLIC' and action_type = 1 group by nick_name`.execute(t.db);
    const { rows: messages } = await sql<{ name: string; n: number }>`select account_name as name, count(*)::int as n from public_account_messages
      where tenant_id = ${TENANT_A} group by account_name`.execute(t.db);
    expect(posts.length).toBeGreaterThan(0);
    expect(messages.length).toBeGreaterThan(0);
    const names = [...new Set([...posts, ...messages].map((x) => x.name))].sort();
    expect(r.result.map((x) => x.name)).toEqual(names);
    for (const account of r.result) {
      expect(account.id).toBe(account.name);
      expect(account.postCount).toBe(posts.find((p) => p.name === account.name)?.n ?? 0);
      expect(account.messageCount).toBe(messages.find((m) => m.name === account.name)?.n ?? 0);
    }
  });

  it("keeps to the caller's tenant and refuses an unsigned call", async () => {
    await sql`insert into public_account_messages (tenant_id, account_name, title, published_at) values (${TENANT_B}, '滨江独有公众号', '仅滨江', now())`.execute(
      t.db,
    );
    expect((await accounts(b)).result.map((x) => x.name)).toContain('滨江独有公众号');
    expect((await accounts(a)).result.map((x) => x.name)).not.toContain('滨江独有公众号');
    const unsigned = await t.app.inject({ method: 'POST', url: PUBLIC_ACCOUNT_PATHS.list, payload: {}, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);
  });
});

describe('messageCenterHistoryMsg/downloadFile', () => {
  it('downloads every message of the tenant, newest first, as text cells; a formula-like title stays text', async () => {
    await sql`insert into public_account_messages (tenant_id, account_name, title, digest, published_at)
      values (${TENANT_A}, '公式测试号', '=HYPERLINK("http://evil.example","点我")', '+1+1', now() + interval '1 day')`.execute(t.db);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from public_account_messages where tenant_id = ${TENANT_A}`.execute(t.db);
    const sheet = await sheetOf({});
    expect(sheet.rowCount).toBe(rows[0].n + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, '公众号', '标题', '摘要', '发布时间']);
    const newest = sheet.getRow(2);
    expect(newest.getCell(1).value).toBe('公式测试号');
    expect(newest.getCell(2).value).toBe('=HYPERLINK("http://evil.example","点我")');
    expect(newest.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(newest.getCell(3).value).toBe('+1+1');
    expect(String(newest.getCell(4).value)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("one account's messages when named; another tenant's never; English headers in English", async () => {
    const [first] = (await accounts(a)).result.filter((x) => x.messageCount > 0);
    const sheet = await sheetOf({ accountName: first.name });
    expect(sheet.rowCount).toBe(first.messageCount + 1);
    for (let i = 2; i <= sheet.rowCount; i += 1) expect(sheet.getRow(i).getCell(1).value).toBe(first.name);
    const theirs = await sheetOf({ accountName: '滨江独有公众号' });
    expect(theirs.rowCount).toBe(1);
    const res = await download(t.app, a, { url: PUBLIC_ACCOUNT_PATHS.messagesDownload, body: {}, headers: { 'accept-language': 'en' } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(1).values).toEqual([undefined, 'Public account', 'Title', 'Digest', 'Published at']);
  });

  it('refuses a name past the limit (9009 in the envelope) and an unsigned call', async () => {
    const long = await call(t.app, a, { url: PUBLIC_ACCOUNT_PATHS.messagesDownload, body: { accountName: 'x'.repeat(65) } });
    expect(long.envelope.status).toBe(9009);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: PUBLIC_ACCOUNT_PATHS.messagesDownload,
      payload: {},
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
  });
});

describe('the account filter of the public screens (mpAccount)', () => {
  it('the posts, the blocked posts and the reports of one account only', async () => {
    const account = (await accounts(a)).result.find((x) => x.postCount > 0)!;
    const all = await call<PostPage>(t.app, a, { url: ALUMNI_POST_PATHS.list, body: { channel: 'PUBLIC', pageSize: 1000, status: '' } });
    const mine = await call<PostPage>(t.app, a, { url: ALUMNI_POST_PATHS.list, body: { channel: 'PUBLIC', pageSize: 1000, mpAccount: account.name } });
    expect(mine.envelope.status).toBe(1000);
    expect(mine.result.data.length).toBeGreaterThan(0);
    expect(mine.result.data.every((p: PostCard) => p.nickName === account.name)).toBe(true);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from alumni_posts
      where tenant_id = ${TENANT_A} and channel = 'PUBLIC' and nick_name = ${account.name} and status <> 1`.execute(t.db);
    expect(mine.result.total).toBe(rows[0].n);
    expect(all.result.data.filter((p: PostCard) => p.nickName === account.name).length).toBe(rows[0].n);
    // one of its posts blocked and reported: found under the account, not under another
    const post = mine.result.data[0];
    await sql`update alumni_posts set status = 1, blocked_at = now(), block_reason = '测试' where id = ${post.id}`.execute(t.db);
    await sql`insert into alumni_reports (tenant_id, post_id, reporter_id, reason, status) select ${TENANT_A}, ${post.id}, author_id, '测试举报', 0 from alumni_posts where id = ${post.id}`.execute(
      t.db,
    );
    const other = (await accounts(a)).result.find((x) => x.name !== account.name)!;
    for (const url of [ALUMNI_POST_PATHS.shielded, ALUMNI_POST_PATHS.reports]) {
      const found = await call<{ data: (PostCard | ReportGroup)[]; total: number }>(t.app, a, {
        url,
        body: { channel: 'PUBLIC', pageSize: 100, mpAccount: account.name },
      });
      const ids = found.result.data.map((x) => ('post' in x ? x.post.id : x.id));
      expect(ids).toContain(post.id);
      const cards = found.result.data.map((x) => ('post' in x ? x.post : x));
      expect(cards.every((c) => c.nickName === account.name)).toBe(true);
      const elsewhere = await call<{ data: (PostCard | ReportGroup)[] }>(t.app, a, { url, body: { channel: 'PUBLIC', pageSize: 100, mpAccount: other.name } });
      expect((elsewhere.result?.data ?? []).map((x) => ('post' in x ? x.post.id : x.id))).not.toContain(post.id);
    }
  });
});
