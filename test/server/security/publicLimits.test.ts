// Limits on what anyone may send (issue 33): the CSP report endpoint's rate per address and in
// all, and the apps' intake taking one batch at a time per process (503 with Retry-After for the
// next, which the app sends again; nothing of it is written).
import { sql } from 'kysely';
import { ALUMNI_APP_PATHS } from '../../../src/shared/alumni/posts';
import { CSP_REPORT_RATE } from '../../../src/server/routes/cspReport';
import { INTAKE_RETRY_AFTER_S } from '../../../src/server/appCalls/intakeGate';
import { buildTestApp, TENANT_A, TestApp } from '../helpers';
import { appCall, DEMO_APP_KEYS } from '../appCalls/helpers';
import { accountOf } from '../alumni/circleHelpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const report = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/cspReport',
    remoteAddress,
    headers: { 'content-type': 'application/csp-report' },
    payload: JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/', 'blocked-uri': 'inline', 'effective-directive': 'script-src' } }),
  });

describe('the CSP report endpoint', () => {
  it('takes a burst from one address, then answers 429 with Retry-After; another address is not held up', async () => {
    const answers = [];
    for (let i = 0; i < CSP_REPORT_RATE.burst + 5; i += 1) answers.push((await report('10.1.1.1')).statusCode);
    expect(answers.slice(0, CSP_REPORT_RATE.burst).every((code) => code === 200)).toBe(true);
    const refused = await report('10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ status: 429, msg: expect.stringMatching(/^报告过多，请 \d+ 秒后再发送$/) });
    expect((await report('10.2.2.2')).statusCode).toBe(200);
    // a while later the address may report again
    t.clock.advance(60_000);
    expect((await report('10.1.1.1')).statusCode).toBe(200);
  });
});

describe("the apps' intake", () => {
  it('takes one batch at a time: one sent meanwhile answers 503 with Retry-After, and is taken when sent again', async () => {
    const key = DEMO_APP_KEYS[TENANT_A];
    // a teacher: one who may post in the demo's circle (its posts are held for review, and written)
    const account = await accountOf(t.db, TENANT_A, 'TEACHER');
    const at = new Date(t.app.now() - 60_000).toISOString();
    const batch = (n: number) => ({ batchId: `gate-${n}`, posts: Array.from({ length: 200 }, (_, i) => ({ account, content: `第${n}批第${i}条`, at })) });
    const [first, second] = await Promise.all([appCall(t.app, key, ALUMNI_APP_PATHS.posts, batch(1)), appCall(t.app, key, ALUMNI_APP_PATHS.posts, batch(2))]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(503);
    expect(second.headers['retry-after']).toBe(String(INTAKE_RETRY_AFTER_S));
    expect(second.json()).toMatchObject({ message: `服务器正忙，请 ${INTAKE_RETRY_AFTER_S} 秒后重试本批`, retryAfter: INTAKE_RETRY_AFTER_S });
    const written = async (n: number) =>
      Number((await sql<{ n: number }>`select count(*) as n from alumni_posts where content like ${`第${n}批%`}`.execute(t.db)).rows[0].n);
    expect(await written(2)).toBe(0);
    // the app sends it again
    expect((await appCall(t.app, key, ALUMNI_APP_PATHS.posts, batch(2))).statusCode).toBe(200);
    expect([await written(1), await written(2)]).toEqual([200, 200]);
  });
});
