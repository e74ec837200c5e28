// The alumni posts end to end through the real app: the apps' signed calls (posts, forwards,
// comments, likes, reports) checked against the tenant's sensitive words, and the console's
// moderation calls (list, details, block with a reason, unblock, reports, the blocked list) with
// their audit entries. Each bad input of issue 15 is refused with its own message. The circle is
// published open to every group without review first (the demo reviews every post and lets only
// verified alumni and staff post; circleSettings.test.ts tests those settings), so each post
// shows as its words say.
import { sql } from 'kysely';
import { ALUMNI_APP_PATHS, ALUMNI_POST_PATHS, AlumniBatchAnswer, PostCard, PostDetails, ReportGroup, ReportReason } from '../../../src/shared/alumni/posts';
import { AUDIT_LIST_PATH, AuditEntry } from '../../../src/shared/documents/audit';
import type { PageResult } from '../../../src/shared/resources/types';
import { Status } from '../../../src/shared/protocol/status';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { accountsOf, appCall, DEMO_APP_KEYS } from '../appCalls/helpers';
import { publishCircle } from './circleHelpers';

const KEY = DEMO_APP_KEYS[TENANT_A];
let t: TestApp;
let admin: Session;
let accounts: string[];
let batchNo = 0;

const at = () => new Date(t.app.now() - 60_000).toISOString();
const nextBatch = () => `p-${(batchNo += 1)}`;
const post = (content: string, extra: Record<string, unknown> = {}) => ({ account: accounts[0], content, at: at(), ...extra });
const sendPosts = (posts: unknown[], key = KEY) => appCall(t.app, key, ALUMNI_APP_PATHS.posts, { batchId: nextBatch(), posts });
const list = (body: Record<string, unknown>, s = admin) =>
  call<PageResult<PostCard>>(t.app, s, { url: ALUMNI_POST_PATHS.list, body: { channel: 'ALUMNI', ...body } });
const details = (id: number, s = admin) => call<PostDetails>(t.app, s, { url: ALUMNI_POST_PATHS.details, body: { id } });

async function addWord(word: string, code: string, actionType = 1) {
  await sql`insert into alumni_shield_words (tenant_id, word, action_type, mechanism_id, enabled)
    select ${TENANT_A}, ${word}, ${actionType}, id, true from alumni_mechanism_configs where tenant_id = ${TENANT_A} and code = ${code}`.execute(t.db);
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TENANT_A);
  accounts = await accountsOf(t.db, TENANT_A);
  await publishCircle(t.app, admin, { reviewBeforeShow: false });
  await addWord('违禁甲', 'BLOCK');
  await addWord('待审乙', 'REVIEW');
  await addWord('打码丙', 'MASK');
});
afterAll(() => t?.close());

describe('posts from the apps', () => {
  it('blocks, holds, masks or shows each post as its words say, and the list shows so', async () => {
    const res = await sendPosts([
      post('周末返校 违禁甲 一起'),
      post('有人 待审乙 吗'),
      post('这是打码丙的内容'),
      post('平平常常的一天', { images: ['/api/files/view/f_0123456789abcdef0123456789abcdef'] }),
    ]);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as AlumniBatchAnswer;
    expect(answer.items.map((i) => i.outcome)).toEqual(['BLOCKED', 'HELD', 'MASKED', 'SHOWN']);
    const [blocked, held, masked, shown] = answer.items.map((i) => i.id!);

    const page = await list({ pageSize: 40 });
    const ids = page.result.data.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([held, masked, shown]));
    expect(ids).not.toContain(blocked);
    const card = page.result.data.find((c) => c.id === masked)!;
    expect(card.content).toBe('这是***的内容');
    expect(card.masked).toBe(true);
    expect(page.result.data.find((c) => c.id === held)!.status).toBe(2);

    const blockedPage = await list({ status: 'BLOCKED', pageSize: 40 });
    const b = blockedPage.result.data.find((c) => c.id === blocked)!;
    expect(b.block).toMatchObject({ reason: '违禁甲', by: 'wordCheck' });
    expect(b.words).toEqual([{ word: '违禁甲', mechanism: 'BLOCK' }]);
  });

  it('puts a word added since the last post in force for the next one', async () => {
    const first = await sendPosts([post('新词丁出现之前')]);
    expect((first.json() as AlumniBatchAnswer).items[0].outcome).toBe('SHOWN');
    await addWord('新词丁', 'BLOCK');
    const second = await sendPosts([post('新词丁出现之后')]);
    expect((second.json() as AlumniBatchAnswer).items[0].outcome).toBe('BLOCKED');
  });

  it('keeps script and javascript: text as text, and refuses a javascript: picture address', async () => {
    const res = await sendPosts([post('<script>alert(1)</script> <a href="javascript:alert(2)">看</a>')]);
    const id = (res.json() as AlumniBatchAnswer).items[0].id!;
    const d = await details(id);
    expect(d.result.post.content).toBe('<script>alert(1)</script> <a href="javascript:alert(2)">看</a>');
    const bad = await sendPosts([post('图', { images: ['javascript:alert(1)'] })]);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a replayed batch and writes nothing twice', async () => {
    const body = { batchId: 'replay-1', posts: [post('只发一次')] };
    expect((await appCall(t.app, KEY, ALUMNI_APP_PATHS.posts, body)).statusCode).toBe(200);
    const again = await appCall(t.app, KEY, ALUMNI_APP_PATHS.posts, body);
    expect(again.statusCode).toBe(409);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from alumni_posts where content = '只发一次'`.execute(t.db);
    expect(rows[0].n).toBe(1);
  });

  it('refuses a comment, like, forward or report on another tenant’s post, naming the item', async () => {
    const { rows } = await sql<{ id: number }>`select id from alumni_posts where tenant_id = ${TENANT_B} limit 1`.execute(t.db);
    const other = rows[0].id;
    for (const [path, list, item] of [
      [ALUMNI_APP_PATHS.comments, 'comments', { content: '评论' }],
      [ALUMNI_APP_PATHS.likes, 'likes', { action: 'like' }],
      [ALUMNI_APP_PATHS.forwards, 'forwards', {}],
      [ALUMNI_APP_PATHS.reports, 'reports', { reasonId: 1 }],
    ] as const) {
      const res = await appCall(t.app, KEY, path, { batchId: nextBatch(), [list]: [{ account: accounts[0], postId: other, at: at(), ...item }] });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ index: 0, field: `${list}.0.postId` });
    }
  });

  it('counts comments, likes and forwards, and answers the details with replies', async () => {
    const id = (await sendPosts([post('来评论我')])).json().items[0].id as number;
    const c = await appCall(t.app, KEY, ALUMNI_APP_PATHS.comments, {
      batchId: nextBatch(),
      comments: [{ account: accounts[1], postId: id, content: '第一条', at: at() }],
    });
    const commentId = c.json().items[0].id as number;
    await appCall(t.app, KEY, ALUMNI_APP_PATHS.comments, {
      batchId: nextBatch(),
      comments: [{ account: accounts[2], postId: id, content: '回复第一条', replyTo: commentId, at: at() }],
    });
    await appCall(t.app, KEY, ALUMNI_APP_PATHS.likes, {
      batchId: nextBatch(),
      likes: [accounts[1], accounts[2], accounts[3]].map((a) => ({ account: a, postId: id, action: 'like', at: at() })),
    });
    await appCall(t.app, KEY, ALUMNI_APP_PATHS.likes, { batchId: nextBatch(), likes: [{ account: accounts[3], postId: id, action: 'unlike', at: at() }] });
    await appCall(t.app, KEY, ALUMNI_APP_PATHS.forwards, { batchId: nextBatch(), forwards: [{ account: accounts[4], postId: id, content: '转发', at: at() }] });
    const d = (await details(id)).result;
    expect([d.post.commentCount, d.post.fabulous, d.post.forwards]).toEqual([2, 2, 1]);
    expect(d.comments).toHaveLength(1);
    expect(d.comments[0].replys.map((r) => r.content)).toEqual(['回复第一条']);
    expect(d.likes).toHaveLength(2);
    expect(d.forwards[0].forwarded?.id).toBe(id);
  });

  it('does not write a forbidden author’s post', async () => {
    const { rows } = await sql<{ account: string }>`select p.account from alumni_users u join people p on p.id = u.person_id
      where u.tenant_id = ${TENANT_A} and p.account is not null limit 1`.execute(t.db);
    await sql`update alumni_users set forbidden = true where tenant_id = ${TENANT_A} and person_id = (select id from people where tenant_id = ${TENANT_A} and account = ${rows[0].account})`.execute(
      t.db,
    );
    const res = await sendPosts([post('禁言后发帖', { account: rows[0].account })]);
    expect((res.json() as AlumniBatchAnswer).items[0]).toEqual({ index: 0, outcome: 'FORBIDDEN', reason: '该用户已被禁言，未记录' });
  });
});

describe('moderation', () => {
  let reasons: ReportReason[];
  beforeAll(async () => {
    reasons = (await call<ReportReason[]>(t.app, admin, { method: 'GET', url: consoleGet(ALUMNI_POST_PATHS.reasons) })).result;
  });

  it('refuses a block with no reason, in the user’s language', async () => {
    const id = (await sendPosts([post('等待屏蔽')])).json().items[0].id as number;
    const res = await call(t.app, admin, { url: ALUMNI_POST_PATHS.shield, body: { id } });
    expect(res.envelope.status).toBe(Status.INVALID);
    expect(JSON.stringify(res.envelope)).toContain('请选择屏蔽原因');
    const en = await call(t.app, admin, { url: ALUMNI_POST_PATHS.shield, body: { id }, headers: { 'accept-language': 'en' } });
    expect(JSON.stringify(en.envelope)).toContain('Please select a block reason');
  });

  it('blocks a reported post with a reason, lists it as blocked, unblocks it, and audits both', async () => {
    const id = (await sendPosts([post('被举报的动态')])).json().items[0].id as number;
    await appCall(t.app, KEY, ALUMNI_APP_PATHS.reports, {
      batchId: nextBatch(),
      reports: [accounts[1], accounts[2]].map((a) => ({ account: a, postId: id, reasonId: reasons[0].id, at: at() })),
    });
    const groups = (await call<PageResult<ReportGroup>>(t.app, admin, { url: ALUMNI_POST_PATHS.reports, body: { channel: 'ALUMNI', pageSize: 100 } })).result;
    const group = groups.data.find((g) => g.post.id === id)!;
    expect(group.count).toBe(2);
    expect(group.reasons).toEqual([{ reason: reasons[0].content, count: 2 }]);

    const blocked = await call(t.app, admin, {
      url: ALUMNI_POST_PATHS.decide,
      body: { postId: id, decision: 'BLOCK', reasonId: reasons[1].id, note: '多次举报' },
    });
    expect(blocked.envelope.status).toBe(Status.OK);
    expect((await list({ pageSize: 100 })).result.data.map((c) => c.id)).not.toContain(id);
    const shielded = (await call<PageResult<PostCard>>(t.app, admin, { url: ALUMNI_POST_PATHS.shielded, body: { channel: 'ALUMNI' } })).result;
    expect(shielded.data[0]).toMatchObject({ id, block: { reason: `${reasons[1].content}：多次举报`, by: 'admin' } });
    const after = (await call<PageResult<ReportGroup>>(t.app, admin, { url: ALUMNI_POST_PATHS.reports, body: { channel: 'ALUMNI', pageSize: 100 } })).result;
    expect(after.data.map((g) => g.post.id)).not.toContain(id);

    expect((await call(t.app, admin, { url: ALUMNI_POST_PATHS.unshield, body: { id } })).envelope.status).toBe(Status.OK);
    expect((await list({ pageSize: 100 })).result.data.map((c) => c.id)).toContain(id);
    const audit = (await call<PageResult<AuditEntry>>(t.app, admin, { url: AUDIT_LIST_PATH, body: { kind: 'collection', key: 'alumniPosts' } })).result;
    const mine = audit.data.filter((e) => e.target.id === String(id));
    expect(mine.map((e) => e.changes.find((c) => c.path === 'status')?.after)).toEqual(['SHOWN', 'BLOCKED']);
  });

  it('dismisses a post’s reports and keeps the post shown', async () => {
    const id = (await sendPosts([post('误报的动态')])).json().items[0].id as number;
    await appCall(t.app, KEY, ALUMNI_APP_PATHS.reports, {
      batchId: nextBatch(),
      reports: [{ account: accounts[1], postId: id, reasonId: reasons[2].id, at: at() }],
    });
    const res = await call(t.app, admin, { url: ALUMNI_POST_PATHS.decide, body: { postId: id, decision: 'DISMISS' } });
    expect(res.envelope.status).toBe(Status.OK);
    expect((await details(id)).result.post).toMatchObject({ status: 0, openReports: 0 });
    const again = await call(t.app, admin, { url: ALUMNI_POST_PATHS.decide, body: { postId: id, decision: 'DISMISS' } });
    expect(again.envelope.status).toBe(Status.REFUSED);
  });

  it('refuses another tenant’s post by id for details, block and unblock', async () => {
    const other = await signIn(t.app, TENANT_B);
    const { rows } = await sql<{ id: number }>`select id from alumni_posts where tenant_id = ${TENANT_A} limit 1`.execute(t.db);
    const reasonsB = (await call<ReportReason[]>(t.app, other, { method: 'GET', url: consoleGet(ALUMNI_POST_PATHS.reasons) })).result;
    expect((await details(rows[0].id, other)).envelope.status).toBe(Status.REFUSED);
    expect((await call(t.app, other, { url: ALUMNI_POST_PATHS.shield, body: { id: rows[0].id, reasonId: reasonsB[0].id } })).envelope.status).toBe(
      Status.REFUSED,
    );
    expect((await call(t.app, other, { url: ALUMNI_POST_PATHS.unshield, body: { id: rows[0].id } })).envelope.status).toBe(Status.REFUSED);
    expect((await call(t.app, other, { url: ALUMNI_POST_PATHS.decide, body: { postId: rows[0].id, decision: 'DISMISS' } })).envelope.status).toBe(
      Status.REFUSED,
    );
  });

  it('filters by time range, campus, author and words', async () => {
    const all = (await list({ pageSize: 40 })).result;
    const sample = all.data.find((c) => c.campusName)!;
    const byCampus = (await list({ campusName: sample.campusName, pageSize: 40 })).result;
    expect(byCampus.data.every((c) => c.campusName === sample.campusName)).toBe(true);
    const byAuthor = (await list({ author: sample.nickName.slice(0, 2), pageSize: 40 })).result;
    expect(byAuthor.data.every((c) => c.nickName.includes(sample.nickName.slice(0, 2)))).toBe(true);
    const byWords = (await list({ words: '平平常常' })).result;
    expect(byWords.data.map((c) => c.content)).toEqual(['平平常常的一天']);
    const future = (await list({ beginDate: '2999-01-01' })).result;
    expect(future.total).toBe(0);
    const bad = await list({ beginDate: '2026-02-01', endDate: '2026-01-01' });
    expect(bad.envelope.status).toBe(Status.INVALID);
  });
});
