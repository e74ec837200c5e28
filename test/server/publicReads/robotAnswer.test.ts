// The apps' "try it" (GET /api/public/robot/:tenantCode/answer?q=): the same ranked answer as the
// console's aiquestion/try for the same question, plain JSON with an ETag and 304, following a
// change made in the console, 404 for an unknown tenant and 400 without a question.
import { publicRobotAnswerPath, PublicError } from '../../../src/shared/publicReads/api';
import { ROBOT_PATHS, TryResult } from '../../../src/shared/robot/api';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import paraphrases from '../robot/paraphrases.json';
import { publicGet, STRONG_ETAG } from './reads';

describe('public read: the FAQ answer', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    s = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  const consoleTry = async (text: string) => (await call<TryResult>(t.app, s, { url: ROBOT_PATHS.questionTry, body: { text } })).result;
  const answer = (q: string, headers: Record<string, string> = {}, tenant = TENANT_A) =>
    publicGet<TryResult & PublicError>(t.app, publicRobotAnswerPath(tenant, q), headers);

  it('ranks as the console does: the same candidates, scores and chosen answer for the same question', async () => {
    const cases = [...paraphrases.cases.slice(0, 12).map((c) => c.text), '完全无关的话题 xyz', '图书馆'];
    for (const q of cases) {
      const pub = await answer(q);
      expect(pub.http).toBe(200);
      expect(pub.body).toEqual(await consoleTry(q));
    }
    // a confident answer: the top candidate, from the enabled library
    const card = await answer('饭卡丢了该怎么处理');
    expect(card.body.chosen).toEqual(card.body.candidates[0]);
    expect(card.body.chosen!.typeName).toBe('校园卡');
  });

  it('answers plain JSON with a strong ETag, and 304 to it', async () => {
    const first = await answer('怎么给校园卡充钱');
    expect(first.res.headers['content-type']).toMatch(/^application\/json/);
    expect(first.res.headers['cache-control']).toBe('no-cache');
    expect(first.etag).toMatch(STRONG_ETAG);
    expect(Object.keys(first.body).sort()).toEqual(['candidates', 'chosen', 'librarySize', 'threshold']);
    const again = await answer('怎么给校园卡充钱', { 'if-none-match': first.etag! });
    expect([again.http, again.res.payload, again.etag]).toEqual([304, '', first.etag]);
  });

  it('follows the library: a question disabled in the console is no longer the answer, under a new ETag', async () => {
    const q = '饭卡丢了该怎么处理';
    const before = await answer(q);
    const chosen = before.body.chosen!;
    const page = await call<{ data: { id: number; typeId: number; question: string; answer: string; similar: string[] }[] }>(t.app, s, {
      url: ROBOT_PATHS.questionList,
      body: { pageIndex: 1, pageSize: 99999 },
    });
    const row = page.result.data.find((x) => x.id === chosen.questionId)!;
    const saved = await call(t.app, s, { url: ROBOT_PATHS.questionSave, body: { ...row, enabled: false } });
    expect(saved.envelope.status).toBe(1000);
    const after = await answer(q, { 'if-none-match': before.etag! });
    expect(after.http).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.body.candidates.map((c) => c.questionId)).not.toContain(chosen.questionId);
    expect(after.body).toEqual(await consoleTry(q));
  });

  it("answers from the tenant's own library, 404 { error } for an unknown or disabled tenant, 400 without a question", async () => {
    expect((await answer('校园卡丢了怎么办', {}, TENANT_B)).http).toBe(200);
    const unknown = await answer('校园卡', { 'accept-language': 'en' }, '999999');
    expect([unknown.http, unknown.body]).toMatchObject([404, { error: 'No such school, or it is disabled' }]);
    await t.db.updateTable('tenants').set({ enabled: false }).where('id', '=', TENANT_B).execute();
    try {
      expect((await answer('校园卡', {}, TENANT_B)).http).toBe(404);
    } finally {
      await t.db.updateTable('tenants').set({ enabled: true }).where('id', '=', TENANT_B).execute();
    }
    expect((await publicGet(t.app, `/api/public/robot/${TENANT_A}/answer`)).http).toBe(400);
    expect((await answer('')).http).toBe(400);
    expect((await answer('问'.repeat(201))).http).toBe(400);
  });
});
