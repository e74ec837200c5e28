// The tenant's time zone published in /generalConfig (generalSettings.timeZone) moves every time
// the server shows and every day it filters by: one moment (20:00 UTC on 1 March 2026) reads
// 03-02 04:00 in Asia/Shanghai (the default) and 03-01 15:00 once America/New_York is published,
// on the visit log (an instant column), the moderation list (a post's time, its day filter) and
// the audit trail's day filter. A zone the list does not offer is refused in the caller's
// language; a draft changes nothing; another tenant keeps its own zone.
import { sql } from 'kysely';
import { ALUMNI_APP_PATHS, ALUMNI_POST_PATHS, PostCard } from '../../../src/shared/alumni/posts';
import { documentPath } from '../../../src/shared/documents';
import { AUDIT_LIST_PATH, AuditEntry } from '../../../src/shared/documents/audit';
import { generalSettings } from '../../../src/shared/documents/generalSettings/definition';
import { Status } from '../../../src/shared/protocol/status';
import type { PageResult } from '../../../src/shared/resources/types';
import { tenantZone } from '../../../src/server/time/tenantZone';
import { accountsOf, appCall, DEMO_APP_KEYS } from '../appCalls/helpers';
import { publishCircle } from '../alumni/circleHelpers';
import { detail, save } from '../documents/documentCalls';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';

const KEY = generalSettings.key;
const MOMENT = '2026-03-01T20:00:00.000Z';
const PROBE = 'tz-probe';

let t: TestApp;
let a: Session;
let b: Session;
let postId: number;

async function setZone(s: Session, timeZone: string, publish = true) {
  const current = (await detail(t.app, s, KEY)).result;
  return save(t.app, s, KEY, current.version, { ...current.content, timeZone }, publish);
}

const visits = (body: Record<string, unknown>) =>
  call<PageResult<Record<string, unknown>>>(t.app, a, { url: '/api/blade-platform/visitLog/list', body: { account: PROBE, pageSize: 10, ...body } });
const posts = (body: Record<string, unknown>) =>
  call<PageResult<PostCard>>(t.app, a, { url: ALUMNI_POST_PATHS.list, body: { channel: 'ALUMNI', pageSize: 40, ...body } });
const audit = (body: Record<string, unknown>) =>
  call<PageResult<AuditEntry>>(t.app, a, { url: AUDIT_LIST_PATH, body: { kind: 'document', key: 'alumniMoments', ...body } });

beforeAll(async () => {
  t = await buildTestApp();
  a = await signIn(t.app, TENANT_A);
  b = await signIn(t.app, TENANT_B);
  // one visit at the moment
  await sql`insert into service_visits (tenant_id, service_id, account, identity, client, visited_at, batch_id)
    select ${TENANT_A}, id, ${PROBE}, 'STUDENT', 'ios', ${MOMENT}::timestamptz, 'tz' from services where tenant_id = ${TENANT_A} order by id limit 1`.execute(
    t.db,
  );
  // one post at the moment (sent by the app, then dated)
  await publishCircle(t.app, a, { reviewBeforeShow: false });
  const [account] = await accountsOf(t.db, TENANT_A);
  const sent = await appCall(t.app, DEMO_APP_KEYS[TENANT_A], ALUMNI_APP_PATHS.posts, {
    batchId: 'tz-1',
    posts: [{ account, content: '时区探针', at: new Date(t.app.now() - 60_000).toISOString() }],
  });
  postId = (sent.json() as { items: { id: number }[] }).items[0].id;
  await sql`update alumni_posts set created_at = ${MOMENT}::timestamptz where id = ${postId}`.execute(t.db);
  // the circle's publish is in the audit trail: dated at the moment too
  await sql`update audit_log set at = ${MOMENT}::timestamptz where tenant_id = ${TENANT_A} and target_key = 'alumniMoments'`.execute(t.db);
});
afterAll(() => t?.close());

it('reads Asia/Shanghai before any zone is published', async () => {
  expect(await tenantZone(t.db, TENANT_A)).toBe('Asia/Shanghai');
  const day = await visits({ visitedAtStart: '2026-03-02', visitedAtEnd: '2026-03-02' });
  expect(day.result.data.map((r) => r.visitedAt)).toEqual(['2026-03-02 04:00:00']);
  expect((await visits({ visitedAtStart: '2026-03-01', visitedAtEnd: '2026-03-01' })).result.total).toBe(0);
  const listed = (await posts({ beginDate: '2026-03-02', endDate: '2026-03-02' })).result.data.find((p) => p.id === postId);
  expect(listed?.createTime).toBe('2026-03-02 04:00:00');
  expect((await posts({ beginDate: '2026-03-01', endDate: '2026-03-01' })).result.data.some((p) => p.id === postId)).toBe(false);
  expect((await audit({ from: '2026-03-02', to: '2026-03-02' })).result.total).toBeGreaterThan(0);
  expect((await audit({ from: '2026-03-01', to: '2026-03-01' })).result.total).toBe(0);
});

it('moves every shown time and every day filter once another zone is published; a draft does nothing', async () => {
  expect((await setZone(a, 'America/New_York', false)).result).toEqual(expect.objectContaining({ hasDraft: true }));
  expect((await visits({ visitedAtStart: '2026-03-02', visitedAtEnd: '2026-03-02' })).result.data.map((r) => r.visitedAt)).toEqual(['2026-03-02 04:00:00']);

  expect((await setZone(a, 'America/New_York')).envelope.status).toBe(Status.OK);
  expect(await tenantZone(t.db, TENANT_A)).toBe('America/New_York');
  expect((await visits({ visitedAtStart: '2026-03-01', visitedAtEnd: '2026-03-01' })).result.data.map((r) => r.visitedAt)).toEqual(['2026-03-01 15:00:00']);
  expect((await visits({ visitedAtStart: '2026-03-02', visitedAtEnd: '2026-03-02' })).result.total).toBe(0);
  // a wall-clock bound is read in the zone too: 15:00 New York is the visit's minute
  expect((await visits({ visitedAtStart: '2026-03-01 15:00:00', visitedAtEnd: '2026-03-01 15:00:00' })).result.total).toBe(1);

  const listed = (await posts({ beginDate: '2026-03-01', endDate: '2026-03-01' })).result.data.find((p) => p.id === postId);
  expect(listed?.createTime).toBe('2026-03-01 15:00:00');
  expect((await posts({ beginDate: '2026-03-02', endDate: '2026-03-02' })).result.data.some((p) => p.id === postId)).toBe(false);

  expect((await audit({ from: '2026-03-01', to: '2026-03-01' })).result.total).toBeGreaterThan(0);
  expect((await audit({ from: '2026-03-02', to: '2026-03-02' })).result.total).toBe(0);

  // tenant B has published nothing: its zone is still the default
  expect(await tenantZone(t.db, TENANT_B)).toBe('Asia/Shanghai');
});

it('refuses a zone it does not offer, in the caller language', async () => {
  const current = (await detail(t.app, a, KEY)).result;
  const send = (language: string) =>
    call<{ field: string; reason: string }[]>(t.app, a, {
      url: documentPath(KEY, 'save'),
      body: { baseVersion: current.version, content: { ...current.content, timeZone: 'Mars/Olympus' }, publish: true },
      headers: { 'accept-language': language },
    });
  const zh = await send('zh-CN');
  expect(zh.envelope.status).toBe(Status.INVALID);
  expect(zh.result.map((p) => p.field)).toEqual(['timeZone']);
  expect(zh.result[0].reason).toContain('时区');
  const en = await send('en');
  expect(en.result[0].reason).toContain('Time zone');
  expect(en.result[0].reason).not.toMatch(/[\u4e00-\u9fff]/);
  expect(await tenantZone(t.db, TENANT_A)).toBe('America/New_York');
  void b;
});
