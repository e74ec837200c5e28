// The people area's collections on the demo data: alumni users (list, filters, roles, forbid and
// allow, post counts kept by the posts), covert users (pick a person of the tenant, identity from
// the person, remove, truncate, overview) and login devices (list, sign a device out), each
// refusing another tenant's ids.
import { sql } from 'kysely';
import type { ResourceRow } from '../../../src/shared/resources';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { listOf, post, Problems } from './collectionsFixture';
import { formatDate } from '../../../src/shared/dateTime';

const ALUMNI = '/api/blade-platform/platformalumniuser';
const COVERT = '/api/blade-platform/covertUser';
const DEVICES = '/api/blade-platform/loginequipment';

type Overview = { total: number; identities: { identity: string; count: number }[] };
type Person = { id: number; name: string; identity: string; label: string };

describe('people area', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
  });
  afterAll(() => t.close());

  const people = async (s: Session) => (await post<Person[]>(t.app, s, `${COVERT}/queryUser`, {})).result;
  const overview = async (s: Session) => (await call<Overview>(t.app, s, { method: 'GET', url: consoleGet(`${COVERT}/overview`) })).result;

  describe('alumni users', () => {
    it('lists the seeded users newest first, with their post counts taken from their posts', async () => {
      const r = await listOf(t.app, a, `${ALUMNI}/list`);
      expect(r.result.total).toBe(12);
      const rows = r.result.data;
      const times = rows.map((x) => x.registeredAt as string);
      expect(times).toEqual([...times].sort().reverse());
      const counts = await sql<{ person_id: number; n: number }>`select u.person_id, count(p.id)::int as n from alumni_users u
        left join alumni_posts p on p.author_id = u.person_id and p.tenant_id = u.tenant_id where u.tenant_id = ${TENANT_A} group by u.person_id`.execute(t.db);
      expect(rows.map((x) => x.postCount).reduce((s, n) => (s as number) + (n as number), 0)).toBe(counts.rows.reduce((s, x) => s + x.n, 0));
      expect(counts.rows.some((x) => x.n > 0)).toBe(true);
    });

    it('filters by name, role and the forbidden flag', async () => {
      const all = (await listOf(t.app, a, `${ALUMNI}/list`)).result.data;
      const someone = all[3];
      const byName = await listOf(t.app, a, `${ALUMNI}/list`, { name: (someone.name as string).slice(0, 2) });
      expect(byName.result.data.every((x) => (x.name as string).includes((someone.name as string).slice(0, 2)))).toBe(true);
      expect(byName.result.data.map((x) => x.id)).toContain(someone.id);
      const admins = await listOf(t.app, a, `${ALUMNI}/list`, { role: 'ASSOCIATION_ADMIN' });
      expect(admins.result.data.map((x) => x.role)).toEqual(['ASSOCIATION_ADMIN']);
      const forbidden = await listOf(t.app, a, `${ALUMNI}/list`, { forbidden: true });
      expect(forbidden.result.total).toBe(2);
      expect(forbidden.result.data.every((x) => x.forbidden === true)).toBe(true);
    });

    it('answers the roles, localized', async () => {
      const r = await post<{ code: string; name: string }[]>(t.app, a, `${ALUMNI}/roleList`, {});
      expect(r.result.map((x) => x.code)).toEqual(['ALUMNUS', 'CLASS_CONTACT', 'ASSOCIATION_ADMIN', 'TEACHER']);
      expect(r.result[0].name).toBe('普通校友');
      const en = await post<{ code: string; name: string }[]>(t.app, a, `${ALUMNI}/roleList`, {}, { 'accept-language': 'en' });
      expect(en.result[0].name).toBe('Alumnus');
    });

    it("forbids and allows again in a batch, and refuses another tenant's users", async () => {
      const allowed = (await listOf(t.app, a, `${ALUMNI}/list`, { forbidden: false })).result.data.slice(0, 3).map((x) => x.id);
      const done = await post<{ changed: number }>(t.app, a, `${ALUMNI}/updateForbidden`, { ids: allowed, forbidden: true });
      expect(done.envelope.status).toBe(1000);
      expect(done.result).toEqual({ changed: 3 });
      expect((await listOf(t.app, a, `${ALUMNI}/list`, { forbidden: true })).result.total).toBe(5);
      const again = await post<{ changed: number }>(t.app, a, `${ALUMNI}/updateForbidden`, { ids: allowed, forbidden: false });
      expect(again.result).toEqual({ changed: 3 });
      expect((await listOf(t.app, a, `${ALUMNI}/list`, { forbidden: true })).result.total).toBe(2);

      const theirs = (await listOf(t.app, b, `${ALUMNI}/list`)).result.data.map((x) => x.id);
      const refused = await post(t.app, a, `${ALUMNI}/updateForbidden`, { ids: theirs, forbidden: true });
      expect(refused.envelope.status).toBe(1002);
      expect((await listOf(t.app, b, `${ALUMNI}/list`, { forbidden: true })).result.total).toBe(2);
      const bad = await post(t.app, a, `${ALUMNI}/updateForbidden`, { ids: allowed, forbidden: 'yes' });
      expect(bad.http).toBe(400);
    });

    it('counts a new post and a removed one on its author', async () => {
      const user = (await listOf(t.app, a, `${ALUMNI}/list`)).result.data[0];
      const personId = (await sql<{ person_id: number }>`select person_id from alumni_users where id = ${user.id}`.execute(t.db)).rows[0].person_id;
      const added = await sql<{
        id: number;
      }>`insert into alumni_posts (tenant_id, author_id, content) values (${TENANT_A}, ${personId}, '毕业十年，重回母校') returning id`.execute(t.db);
      const after = (await listOf(t.app, a, `${ALUMNI}/list`, { account: user.account })).result.data[0];
      expect(after.postCount).toBe((user.postCount as number) + 1);
      await sql`delete from alumni_posts where id = ${added.rows[0].id}`.execute(t.db);
      expect((await listOf(t.app, a, `${ALUMNI}/list`, { account: user.account })).result.data[0].postCount).toBe(user.postCount);
    });

    it("answers a user's posts newest first and paged (getUserDynamic), none for another tenant's user", async () => {
      type Post = { id: number; content: string; imageCount: number; likeCount: number; commentCount: number; status: number; createdAt: string };
      const users = (await listOf(t.app, a, `${ALUMNI}/list`)).result.data;
      const writer = [...users].sort((x, y) => (y.postCount as number) - (x.postCount as number))[0];
      expect(writer.postCount).toBeGreaterThanOrEqual(1);
      // one more, newer than the seeded ones
      await sql`insert into alumni_posts (tenant_id, author_id, content, created_at)
        select tenant_id, person_id, '毕业十年聚会照片', now() + interval '1 minute' from alumni_users where id = ${writer.id as number}`.execute(t.db);
      writer.postCount = (writer.postCount as number) + 1;
      const first = await post<{ data: Post[]; total: number }>(t.app, a, `${ALUMNI}/getUserDynamic`, { id: writer.id, pageIndex: 1, pageSize: 1 });
      expect(first.envelope.status).toBe(1000);
      expect(first.result.total).toBe(writer.postCount);
      expect(first.result.data).toHaveLength(1);
      const second = await post<{ data: Post[]; total: number }>(t.app, a, `${ALUMNI}/getUserDynamic`, { id: writer.id, pageIndex: 2, pageSize: 1 });
      expect(second.result.data).toHaveLength(1);
      const times = [...first.result.data, ...second.result.data].map((p) => p.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(times[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(first.result.data[0].content).toBe('毕业十年聚会照片');
      // written in the tenant's zone (Asia/Shanghai before any publish), as the moderation list writes it
      const stored = (await sql<{ at: Date }>`select created_at as at from alumni_posts where id = ${first.result.data[0].id}`.execute(t.db)).rows[0].at;
      expect(times[0]).toBe(formatDate(new Date(stored), 'Asia/Shanghai'));
      // another tenant's user by id: nothing, not their posts
      const theirs = await post<{ data: Post[]; total: number }>(t.app, b, `${ALUMNI}/getUserDynamic`, { id: writer.id });
      expect(theirs.result).toEqual({ data: [], total: 0 });
      expect((await post(t.app, a, `${ALUMNI}/getUserDynamic`, {})).http).toBe(400);
    });

    it('offers no writes on the list', async () => {
      const r = await post(t.app, a, `${ALUMNI}/save`, { name: '张三', account: 'zs' });
      expect(r.http).toBe(404);
    });
  });

  describe('covert users', () => {
    it('lists the seeded ones with the identity of each person, and filters by identity', async () => {
      const r = await listOf(t.app, a, `${COVERT}/list`);
      expect(r.result.total).toBe(12);
      const byId = new Map((await people(a)).map((p) => [p.id, p]));
      for (const row of r.result.data) expect(row.identity).toBe(byId.get(row.personId as number)!.identity);
      const teachers = await listOf(t.app, a, `${COVERT}/list`, { identity: 'TEACHER' });
      expect(teachers.result.total).toBe(4);
    });

    it("queryUser answers only the tenant's people, labelled by name and number", async () => {
      const mine = await people(a);
      const theirs = await people(b);
      expect(mine.length).toBeGreaterThan(50);
      const counted = await sql<{ n: number }>`select count(*)::int as n from people where tenant_id = ${TENANT_A}`.execute(t.db);
      expect(mine.length).toBe(counted.rows[0].n);
      expect(mine.some((p) => theirs.some((q) => q.id === p.id))).toBe(false);
      expect(mine[0].label.startsWith(mine[0].name)).toBe(true);
    });

    it("adds a person of the tenant once, refuses a person twice and another tenant's person", async () => {
      const listed = new Set((await listOf(t.app, a, `${COVERT}/list`)).result.data.map((x) => x.personId));
      const person = (await people(a)).find((p) => p.identity === 'GRADUATE_STUDENT' && !listed.has(p.id))!;
      const saved = await post<{ id: number }>(t.app, a, `${COVERT}/save`, { personId: person.id, remark: '  本人申请  ' });
      expect(saved.envelope.status).toBe(1000);
      const row = (await listOf(t.app, a, `${COVERT}/list`, { personId: person.id })).result.data[0];
      expect(row).toEqual(expect.objectContaining({ id: saved.result.id, identity: 'GRADUATE_STUDENT', remark: '本人申请' }));

      const twice = await post(t.app, a, `${COVERT}/save`, { personId: person.id });
      expect(twice.envelope.status).toBe(9009);
      expect((twice.result as Problems)[0].field).toBe('personId');

      const stranger = (await people(b))[0];
      const refused = await post(t.app, a, `${COVERT}/save`, { personId: stranger.id });
      expect(refused.envelope.status).toBe(9009);
      expect((refused.result as Problems)[0].field).toBe('personId');
      const missing = await post(t.app, a, `${COVERT}/save`, { remark: '无人' });
      expect(missing.envelope.status).toBe(9009);
      expect((await listOf(t.app, a, `${COVERT}/list`)).result.total).toBe(13);
    });

    it('removes its own rows only', async () => {
      const theirs = (await listOf(t.app, b, `${COVERT}/list`)).result.data.map((x) => x.id);
      const refused = await post(t.app, a, `${COVERT}/remove`, { ids: theirs });
      expect(refused.envelope.status).toBe(1002);
      expect((await listOf(t.app, b, `${COVERT}/list`)).result.total).toBe(theirs.length);
      const mine = (await listOf(t.app, a, `${COVERT}/list`, { identity: 'GRADUATE_STUDENT' })).result.data.map((x) => x.id);
      const removed = await post<{ removed: number }>(t.app, a, `${COVERT}/remove`, { ids: mine });
      expect(removed.result).toEqual({ removed: mine.length });
      expect((await listOf(t.app, a, `${COVERT}/list`)).result.total).toBe(12);
    });

    it('counts per identity in the overview, every identity listed', async () => {
      const o = await overview(a);
      expect(o.total).toBe(12);
      expect(o.identities.map((i) => i.identity)).toEqual(['NEW_STUDENT', 'STUDENT', 'GRADUATE_STUDENT', 'TEACHER', 'OTHER']);
      expect(Object.fromEntries(o.identities.map((i) => [i.identity, i.count]))).toEqual({
        NEW_STUDENT: 0,
        STUDENT: 6,
        GRADUATE_STUDENT: 0,
        TEACHER: 4,
        OTHER: 2,
      });
    });

    it("truncates the tenant's list only, with an audit row", async () => {
      const before = (await overview(b)).total;
      expect(before).toBeGreaterThan(0);
      const r = await post<{ removed: number }>(t.app, a, `${COVERT}/truncate`, {});
      expect(r.envelope.status).toBe(1000);
      expect(r.result).toEqual({ removed: 12 });
      expect(r.envelope.msg).toBe('已清空12个隐身用户');
      expect((await overview(a)).total).toBe(0);
      expect((await listOf(t.app, a, `${COVERT}/list`)).envelope.status).toBe(1004);
      expect((await overview(b)).total).toBe(before);
      const audit = await sql<{
        n: number;
      }>`select count(*)::int as n from audit_log where tenant_id = ${TENANT_A} and target_key = 'covertUsers' and action = 'remove'`.execute(t.db);
      expect(audit.rows[0].n).toBeGreaterThanOrEqual(2);
      const again = await post<{ removed: number }>(t.app, a, `${COVERT}/truncate`, {});
      expect(again.result).toEqual({ removed: 0 });
    });
  });

  describe('login devices', () => {
    const list = (s: Session, body: Record<string, unknown> = {}) => listOf(t.app, s, `${DEVICES}/List`, body);

    it('lists the devices, last sign-in first, and filters by person, model, time and state', async () => {
      const r = await list(a);
      expect(r.result.total).toBe(12);
      const times = r.result.data.map((x) => x.lastLoginAt as string);
      expect(times).toEqual([...times].sort().reverse());
      const first = r.result.data[0] as ResourceRow;
      const byPerson = await list(a, { personId: first.personId });
      expect(byPerson.result.data.every((x) => x.personId === first.personId)).toBe(true);
      expect((await list(a, { deviceModel: 'iphone' })).result.data.map((x) => x.deviceModel).sort()).toEqual(['iPhone 13', 'iPhone 14', 'iPhone 15 Pro']);
      const recent = await list(a, { lastLoginAtStart: times[2] });
      expect(recent.result.total).toBe(3);
      expect((await list(a, { revoked: true })).result.total).toBe(2);
    });

    it("signs devices out, and refuses another tenant's devices", async () => {
      const active = (await list(a, { revoked: false })).result.data.slice(0, 2).map((x) => x.id);
      const r = await post<{ changed: number }>(t.app, a, `${DEVICES}/signOut`, { ids: active });
      expect(r.result).toEqual({ changed: 2 });
      expect((await list(a, { revoked: true })).result.total).toBe(4);
      const theirs = (await list(b)).result.data.map((x) => x.id);
      const refused = await post(t.app, a, `${DEVICES}/signOut`, { ids: theirs });
      expect(refused.envelope.status).toBe(1002);
      expect((await list(b, { revoked: true })).result.total).toBe(2);
      const back = await post(t.app, a, `${DEVICES}/signOut`, { ids: active, revoked: false });
      expect(back.http).toBe(400);
    });

    it('goes with its person', async () => {
      const device = (await list(b)).result.data[0];
      await sql`delete from people where id = ${device.personId as number}`.execute(t.db);
      expect((await list(b)).result.data.map((x) => x.id)).not.toContain(device.id);
    });
  });

  describe('emergency records', () => {
    const EMERGENCY = '/api/blade-platform/emergency';
    const list = (s: Session, body: Record<string, unknown> = {}) => listOf(t.app, s, `${EMERGENCY}/List`, body);

    it('lists the seeded reports newest first, filters by kind and status, and opens one in detail', async () => {
      const r = await list(a);
      expect(r.result.total).toBe(12);
      const times = r.result.data.map((x) => x.occurredAt as string);
      expect(times).toEqual([...times].sort().reverse());
      const medical = await list(a, { kind: 'medical' });
      expect(medical.result.total).toBe(3);
      expect((await list(a, { status: 0 })).result.data.map((x) => x.personName)).toEqual(['李思远']);
      const one = await post<ResourceRow>(t.app, a, `${EMERGENCY}/details`, { id: r.result.data[0].id });
      expect(one.result).toMatchObject({ personName: '李思远', kind: 'medical', description: '同学在排队时晕倒，已呼叫校医。', device: 'iPhone 15' });
      const theirs = (await list(b)).result.data[0];
      expect((await post(t.app, a, `${EMERGENCY}/details`, { id: theirs.id })).envelope.status).not.toBe(1000);
    });

    it('marks reports dealt with, its own only, and offers no writes', async () => {
      const waiting = (await list(a, { status: 0 })).result.data.map((x) => x.id);
      const r = await post<{ changed: number }>(t.app, a, `${EMERGENCY}/handle`, { ids: waiting });
      expect(r.result).toEqual({ changed: 1 });
      expect((await list(a, { status: 0 })).result.total).toBe(0);
      const theirs = (await list(b, { status: 0 })).result.data.map((x) => x.id);
      expect((await post(t.app, a, `${EMERGENCY}/handle`, { ids: theirs })).envelope.status).toBe(1002);
      expect((await list(b, { status: 0 })).result.total).toBe(1);
      expect((await post(t.app, a, `${EMERGENCY}/save`, { personName: 'x', kind: 'sos', occurredAt: '2024-10-01 10:00:00' })).http).toBe(404);
    });
  });
});
