// The publish of issue 13's settings under bad input: a draft that today's rules refuse (one
// written before a rule existed) is never published; two administrators publishing at once give
// one publish; a per-identity document's versions are reached only through their own identity.
import { sql } from 'kysely';
import { docDb } from '../../../src/server/documents/tables';
import { buildTestApp, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { detail, docCall, history, publicRead, save } from './documentCalls';

type Problems = { field: string; reason: string }[];

let t: TestApp;
let s: Session;
beforeAll(async () => {
  t = await buildTestApp();
  s = await signIn(t.app, TENANT_A);
});
afterAll(() => t.close());

/** Writes a draft straight into the store, as an older release of the rules let it be saved. */
async function draftWrittenEarlier(key: string, content: Record<string, unknown>) {
  const db = docDb(t.db);
  const doc = await db
    .selectFrom('documents')
    .selectAll()
    .where('tenant_id', '=', TENANT_A)
    .where('key', '=', key)
    .where('identity', '=', '')
    .executeTakeFirstOrThrow();
  const version = doc.latest_version + 1;
  await db
    .insertInto('document_versions')
    .values({
      document_id: doc.id,
      tenant_id: TENANT_A,
      version,
      state: 'draft',
      content: JSON.stringify(content),
      by_account: 'admin',
      by_name: '系统管理员',
      at: new Date(),
      published_at: null,
      restored_from: null,
      changes: '[]',
    })
    .execute();
  await db.updateTable('documents').set({ latest_version: version }).where('id', '=', doc.id).execute();
  return version;
}

const publishAudits = async (key: string) =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from audit_log where tenant_id = ${TENANT_A} and target_key = ${key} and action = 'publish'`.execute(t.db))
      .rows[0].n,
  );

describe('a publish checks the draft by the rules of today', () => {
  it.each([
    ['a link to javascript:', 'javascript:alert(document.cookie)'],
    ['a link to 127.0.0.1', 'http://127.0.0.1:8080/admin'],
    ['a link to the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
  ])('a draft holding %s is refused naming the link, and the apps keep the published page', async (_name, url) => {
    const before = await publicRead(t.app, TENANT_A, 'preLoginBottom');
    const cur = (await detail(t.app, s, 'preLoginBottom')).result;
    const links = [...(cur.content.links as Record<string, unknown>[]), { text: '旧链接', url, order: 9, enabled: true }];
    const version = await draftWrittenEarlier('preLoginBottom', { ...cur.content, links });

    const refused = await docCall<Problems>(t.app, s, 'preLoginBottom', 'publish', { baseVersion: version });
    expect(refused.envelope.status).toBe(9009);
    expect(refused.result).toEqual([expect.objectContaining({ field: expect.stringMatching(/^links\.\d+\.url$/) })]);
    // save-and-publish of the same unchanged content is refused the same way
    const both = await save(t.app, s, 'preLoginBottom', version, { ...cur.content, links }, true);
    expect(both.envelope.status).toBe(9009);

    const after = await publicRead(t.app, TENANT_A, 'preLoginBottom');
    expect(after.doc).toEqual(before.doc);
    expect((await detail(t.app, s, 'preLoginBottom')).result).toEqual(
      expect.objectContaining({ version, publishedVersion: cur.publishedVersion, hasDraft: true }),
    );

    // mended in the form, the same draft publishes
    const mended = await save(t.app, s, 'preLoginBottom', version, { ...cur.content, links: links.slice(0, -1) }, true);
    expect(mended.envelope.status).toBe(1000);
    expect(mended.result.hasDraft).toBe(false);
  });
});

describe('two administrators at once', () => {
  it('publishing the same draft together publishes it once', async () => {
    const other = await signIn(t.app, TENANT_A);
    const cur = (await detail(t.app, s, 'appearance')).result;
    const draft = await save(t.app, s, 'appearance', cur.version, { footerText: `并发发布第 ${cur.version + 1} 版` });
    expect(draft.envelope.status).toBe(1000);
    const audits = await publishAudits('appearance');
    const [a, b] = await Promise.all([
      docCall(t.app, s, 'appearance', 'publish', { baseVersion: draft.result.version }),
      docCall(t.app, other, 'appearance', 'publish', { baseVersion: draft.result.version }),
    ]);
    expect([a.envelope.msg, b.envelope.msg].sort()).toEqual(['发布成功', '没有需要发布的修改'].sort());
    expect(await publishAudits('appearance')).toBe(audits + 1);
    const h = (await history(t.app, s, 'appearance')).result.data;
    expect(h[0]).toEqual(expect.objectContaining({ version: draft.result.version, state: 'published' }));
  });

  it('two save-and-publish calls from one base: one is published, the other told of the conflict', async () => {
    const other = await signIn(t.app, TENANT_A);
    const cur = (await detail(t.app, s, 'loginPrompt')).result;
    const [a, b] = await Promise.all([
      save(t.app, s, 'loginPrompt', cur.version, { title: '甲发布的通知' }, true),
      save(t.app, other, 'loginPrompt', cur.version, { title: '乙发布的通知' }, true),
    ]);
    const statuses = [a.envelope.status, b.envelope.status].sort();
    expect(statuses).toEqual([1000, 1002]);
    const winner = (a.envelope.status === 1000 ? a : b).result.content.title;
    expect((await publicRead(t.app, TENANT_A, 'loginPrompt')).doc?.content.title).toBe(winner);
  });
});

describe('a per-identity document is reached only through its identity', () => {
  it("a version of the teachers' card is not found on the students' card", async () => {
    const teacher = (await docCall(t.app, s, 'eIdCard', 'detail', { identity: 'TEACHER' })).result;
    const student = (await docCall(t.app, s, 'eIdCard', 'detail', { identity: 'STUDENT' })).result;
    const saved = await docCall(t.app, s, 'eIdCard', 'save', {
      identity: 'TEACHER',
      baseVersion: teacher.version,
      content: { ...teacher.content, cardTitle: '教师卡第二版' },
      publish: false,
    });
    expect(saved.envelope.status).toBe(1000);
    const teacherVersion = saved.result.version;
    expect(teacherVersion).toBeGreaterThan(student.version);

    const restore = await docCall(t.app, s, 'eIdCard', 'restore', { identity: 'STUDENT', version: teacherVersion, baseVersion: student.version });
    expect(restore.envelope.status).toBe(1002);
    expect(restore.envelope.msg).toContain(String(teacherVersion));
    const diff = await docCall(t.app, s, 'eIdCard', 'diff', { identity: 'STUDENT', from: 1, to: teacherVersion });
    expect(diff.envelope.status).toBe(1002);
    expect((await docCall(t.app, s, 'eIdCard', 'detail', { identity: 'STUDENT' })).result).toEqual(student);
  });

  it('an identity the platform does not have, or none on a per-identity document, is refused', async () => {
    const none = await docCall(t.app, s, 'eIdCard', 'detail', {});
    expect(none.envelope.status).not.toBe(1000);
    const unknown = await docCall(t.app, s, 'eIdCard', 'detail', { identity: 'ADMIN' });
    expect(unknown.envelope.status).not.toBe(1000);
    expect((await publicRead(t.app, TENANT_A, 'eIdCard', {}, '?identity=ADMIN')).http).toBe(400);
  });
});
