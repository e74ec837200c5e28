// The alumni circle obeys its published settings (document alumniMoments, /AlumniOpen; issue 29
// item 1), through the real app and database: each setting published through the console's
// document calls, then the apps' signed calls answer by it. Closed: posts, forwards and comments
// CLOSED and nothing written, likes and reports still taken. Review before showing: a post is
// HELD, pending on the console's list until an administrator releases it. Who may post: a
// student outside the groups NOT_ALLOWED, a teacher and a graduate taken. Too many images:
// TOO_MANY_IMAGES. Before any publish the definition's defaults hold.
import { sql } from 'kysely';
import { ALUMNI_APP_PATHS, ALUMNI_POST_PATHS, AlumniBatchAnswer, ITEM_OUTCOMES, PostCard, PostDetails } from '../../../src/shared/alumni/posts';
import { appCallHeaders } from '../../../src/shared/appCalls/sign';
import { alumniMoments } from '../../../src/shared/documents/alumniMoments/definition';
import { Status } from '../../../src/shared/protocol/status';
import type { PageResult } from '../../../src/shared/resources/types';
import { CATALOGUE } from '../../../src/shared/i18n';
import { nodeCrypto } from '../../../src/server/crypto';
import { circleSettings } from '../../../src/server/alumni/intake/circle';
import { POSTER_GROUPS, posterGroupsOf } from '../../../src/server/alumni/intake/posterGroups';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { count, DEMO_APP_KEYS } from '../appCalls/helpers';
import { accountOf, publishCircle } from './circleHelpers';

let t: TestApp;
let admin: Session;
let student: string;
let teacher: string;
let batchNo = 0;

const at = () => new Date(t.app.now() - 60_000).toISOString();
const nextBatch = () => `circle-${(batchNo += 1)}`;

/** a signed app call of the tenant, answered in the language asked */
async function send(path: string, body: Record<string, unknown>, tenantId = TENANT_A, language = 'zh-CN') {
  const text = JSON.stringify({ batchId: nextBatch(), ...body });
  const headers = appCallHeaders(DEMO_APP_KEYS[tenantId], { path, body: text, t: t.app.now(), crypto: nodeCrypto });
  const res = await t.app.inject({ method: 'POST', url: path, headers: { ...headers, 'accept-language': language }, payload: text });
  expect(res.statusCode).toBe(200);
  return res.json() as AlumniBatchAnswer;
}
const posts = (items: Record<string, unknown>[], tenantId = TENANT_A, language?: string) =>
  send(ALUMNI_APP_PATHS.posts, { posts: items.map((p) => ({ account: teacher, at: at(), ...p })) }, tenantId, language);
const stored = (content: string) => count(t.db, sql`select count(*) as n from alumni_posts where content = ${content}`);
const list = (body: Record<string, unknown>) =>
  call<PageResult<PostCard>>(t.app, admin, { url: ALUMNI_POST_PATHS.list, body: { channel: 'ALUMNI', pageSize: 100, ...body } });
const details = (id: number) => call<PostDetails>(t.app, admin, { url: ALUMNI_POST_PATHS.details, body: { id } });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TENANT_A);
  student = await accountOf(t.db, TENANT_A, 'STUDENT');
  teacher = await accountOf(t.db, TENANT_A, 'TEACHER');
});
afterAll(() => t?.close());

describe('the poster groups', () => {
  it('are the definition’s options, each outcome has its reason in both languages', () => {
    const field = alumniMoments.fields.find((f) => f.name === 'posterGroups')!;
    const values = field.options?.kind === 'static' ? field.options.items.map((o) => o.value) : [];
    expect([...POSTER_GROUPS].sort()).toEqual([...values].sort());
    for (const outcome of ITEM_OUTCOMES.filter((o) => !['SHOWN', 'MASKED', 'DONE'].includes(o)))
      expect(CATALOGUE[`alumniApp.outcome.${outcome}`]?.length ?? `no reason for ${outcome}`).toBe(2);
  });

  it('are mapped from the people record and the alumni registration', () => {
    const of = (identity: string, currentStatus: string | null, registered = false) => posterGroupsOf({ identity, currentStatus, registered });
    expect(of('TEACHER', '2', true)).toEqual(['TEACHER']);
    expect(of('STUDENT', '6')).toEqual(['verifiedAlumni']);
    expect(of('GRADUATE_STUDENT', '7', true)).toEqual(['verifiedAlumni']);
    expect(of('STUDENT', '1')).toEqual(['STUDENT']);
    expect(of('GRADUATE_STUDENT', '1', true)).toEqual(['GRADUATE_STUDENT', 'unverifiedAlumni']);
    expect(of('NEW_STUDENT', '1')).toEqual([]);
    expect(of('OTHER', null, true)).toEqual(['unverifiedAlumni']);
  });
});

describe('before any publish', () => {
  it('the definition’s defaults hold: the circle is closed', async () => {
    // tenant B as if nobody had ever saved the document
    await sql`delete from documents where tenant_id = ${TENANT_B} and key = ${alumniMoments.key}`.execute(t.db);
    const d = alumniMoments.defaults;
    expect(await circleSettings(t.db, TENANT_B)).toEqual({
      open: d.open,
      posterGroups: d.posterGroups,
      reviewBeforeShow: d.reviewBeforeShow,
      maxImagesPerPost: d.maxImagesPerPost,
    });
    expect(d.open).toBe(false);
    const account = await accountOf(t.db, TENANT_B, 'TEACHER');
    const answer = await posts([{ account, content: '没有发布过的校友圈' }], TENANT_B);
    expect(answer.items).toEqual([{ index: 0, outcome: 'CLOSED', reason: expect.stringContaining('校友圈未开放') }]);
    expect(await stored('没有发布过的校友圈')).toBe(0);
  });
});

describe('open', () => {
  let shown: number;
  beforeAll(async () => {
    await publishCircle(t.app, admin);
    shown = (await posts([{ content: '开放时的动态' }])).items[0].id!;
    await publishCircle(t.app, admin, { open: false });
  });
  afterAll(() => publishCircle(t.app, admin));

  it('off: every post and forward is CLOSED with its reason, nothing written', async () => {
    const answer = await posts([{ content: '关闭后的动态甲' }, { content: '关闭后的动态乙', account: 'nobody-at-all' }]);
    expect(answer.items.map((i) => i.outcome)).toEqual(['CLOSED', 'CLOSED']);
    expect(answer.items.every((i) => i.id === undefined)).toBe(true);
    expect(answer.items[0].reason).toBe('校友圈未开放，暂不接受发布、转发和评论，未记录');
    expect(answer.matched).toBe(0);
    expect(await stored('关闭后的动态甲')).toBe(0);
    expect(await stored('关闭后的动态乙')).toBe(0);
    const en = await posts([{ content: '关闭后的动态丙' }], TENANT_A, 'en');
    expect(en.items[0].reason).toBe('The alumni circle is closed: no posts, forwards or comments are taken; not recorded');

    const forwards = await send(ALUMNI_APP_PATHS.forwards, { forwards: [{ account: teacher, postId: shown, content: '关闭后的转发', at: at() }] });
    expect(forwards.items.map((i) => i.outcome)).toEqual(['CLOSED']);
    expect(await stored('关闭后的转发')).toBe(0);
  });

  it('off: comments are refused too; likes and reports are still taken', async () => {
    const comments = await send(ALUMNI_APP_PATHS.comments, { comments: [{ account: teacher, postId: shown, content: '关闭后的评论', at: at() }] });
    expect(comments.items.map((i) => i.outcome)).toEqual(['CLOSED']);
    expect(await count(t.db, sql`select count(*) as n from alumni_comments where content = '关闭后的评论'`)).toBe(0);
    const likes = await send(ALUMNI_APP_PATHS.likes, { likes: [{ account: student, postId: shown, action: 'like', at: at() }] });
    expect(likes.items).toEqual([{ index: 0, outcome: 'DONE' }]);
    const [reason] = (await sql<{ id: number }>`select id from alumni_report_reasons where tenant_id = ${TENANT_A} order by id limit 1`.execute(t.db)).rows;
    const reports = await send(ALUMNI_APP_PATHS.reports, { reports: [{ account: student, postId: shown, reasonId: reason.id, at: at() }] });
    expect(reports.items.map((i) => i.outcome)).toEqual(['DONE']);
    expect((await details(shown)).result.post).toMatchObject({ fabulous: 1, openReports: 1 });
  });

  it('on again: posts are taken', async () => {
    await publishCircle(t.app, admin);
    expect((await posts([{ content: '重新开放后的动态' }])).items[0].outcome).toBe('SHOWN');
  });
});

describe('review before showing', () => {
  beforeAll(() => publishCircle(t.app, admin, { reviewBeforeShow: true }));
  afterAll(() => publishCircle(t.app, admin));

  it('holds a post the words would show: pending on the console’s list until released', async () => {
    const answer = await posts([{ content: '等待审核的动态' }]);
    expect(answer.items[0]).toEqual({ index: 0, id: expect.any(Number), outcome: 'HELD', reason: '已收到，待管理员审核通过后展示' });
    const id = answer.items[0].id!;
    // not among the posts shown; pending among the held ones and in the default list
    expect((await list({ status: 'SHOWN' })).result.data.map((c) => c.id)).not.toContain(id);
    expect((await list({ status: 'HELD' })).result.data.find((c) => c.id === id)).toMatchObject({ status: 2, content: '等待审核的动态' });
    expect((await list({})).result.data.find((c) => c.id === id)?.status).toBe(2);

    // the administrator releases it: shown
    const released = await call(t.app, admin, { url: ALUMNI_POST_PATHS.unshield, body: { id } });
    expect(released.envelope.status).toBe(Status.OK);
    expect((await details(id)).result.post.status).toBe(0);
    expect((await list({ status: 'SHOWN' })).result.data.map((c) => c.id)).toContain(id);
    expect((await list({ status: 'HELD' })).result.data.map((c) => c.id)).not.toContain(id);
  });

  it('holds a forward too; an administrator can reject a held post', async () => {
    const original = (await posts([{ content: '待转发的动态' }])).items[0].id!;
    const forward = await send(ALUMNI_APP_PATHS.forwards, { forwards: [{ account: teacher, postId: original, content: '待审核的转发', at: at() }] });
    expect(forward.items[0].outcome).toBe('HELD');
    const [reason] = (await sql<{ id: number }>`select id from alumni_report_reasons where tenant_id = ${TENANT_A} order by id limit 1`.execute(t.db)).rows;
    const rejected = await call(t.app, admin, { url: ALUMNI_POST_PATHS.shield, body: { id: original, reasonId: reason.id } });
    expect(rejected.envelope.status).toBe(Status.OK);
    expect((await details(original)).result.post.status).toBe(1);
  });

  it('off: the same post is shown at once', async () => {
    await publishCircle(t.app, admin, { reviewBeforeShow: false });
    expect((await posts([{ content: '无需审核的动态' }])).items[0].outcome).toBe('SHOWN');
  });
});

describe('who may post', () => {
  beforeAll(() => publishCircle(t.app, admin, { posterGroups: ['verifiedAlumni', 'TEACHER'] }));
  afterAll(() => publishCircle(t.app, admin));

  it('refuses a student when students may not post, takes a teacher and a graduate', async () => {
    const graduate = await accountOf(t.db, TENANT_A, 'STUDENT', sql`p.account <> ${student}`);
    await sql`update people set current_status = '6' where tenant_id = ${TENANT_A} and account = ${graduate}`.execute(t.db);
    const answer = await posts([
      { account: student, content: '学生的动态' },
      { account: teacher, content: '老师的动态' },
      { account: graduate, content: '毕业生的动态' },
    ]);
    expect(answer.items.map((i) => i.outcome)).toEqual(['NOT_ALLOWED', 'SHOWN', 'SHOWN']);
    expect(answer.items[0].reason).toBe('作者不在可发布人群（已认证校友、教职工）中，未记录');
    expect(answer.items[0].id).toBeUndefined();
    expect(await stored('学生的动态')).toBe(0);
    expect(await stored('老师的动态')).toBe(1);
    const en = await posts([{ account: student, content: '学生的动态' }], TENANT_A, 'en');
    expect(en.items[0].reason).toBe('The author is not in a group that may post (Verified alumni, Staff); not recorded');

    // a student's forward is refused as well
    const forward = await send(ALUMNI_APP_PATHS.forwards, { forwards: [{ account: student, postId: answer.items[1].id, at: at() }] });
    expect(forward.items.map((i) => i.outcome)).toEqual(['NOT_ALLOWED']);
  });

  it('takes the student once students may post', async () => {
    await publishCircle(t.app, admin, { posterGroups: ['STUDENT'] });
    expect((await posts([{ account: student, content: '允许学生后的动态' }])).items[0].outcome).toBe('SHOWN');
  });
});

describe('images per post', () => {
  beforeAll(() => publishCircle(t.app, admin, { maxImagesPerPost: 2 }));
  afterAll(() => publishCircle(t.app, admin));

  it('refuses a post with more images than published, takes one with as many', async () => {
    const image = (i: number) => `/api/files/view/f_${String(i).padStart(32, '0')}`;
    const answer = await posts([
      { content: '三张图片的动态', images: [image(1), image(2), image(3)] },
      { content: '两张图片的动态', images: [image(1), image(2)] },
    ]);
    expect(answer.items.map((i) => i.outcome)).toEqual(['TOO_MANY_IMAGES', 'SHOWN']);
    expect(answer.items[0].reason).toBe('图片 3 张，超过每条动态最多 2 张，未记录');
    expect(await stored('三张图片的动态')).toBe(0);
    expect(await stored('两张图片的动态')).toBe(1);
  });
});
