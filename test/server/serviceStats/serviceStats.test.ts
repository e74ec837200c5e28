// The service statistics calls over the daily roll-ups: the pie counts are the services' shelf
// statuses, visits put in service_visit_days show in the bar, the top list and the trend (with
// their identity and service filters), bad ranges are refused with a message in the caller's
// language, and one tenant never sees another's figures. The visits go straight into the roll-up
// table (the public recording call is tested apart), on days of 2020 that the demo seed leaves
// alone.
import Ajv from 'ajv';
import { sql } from 'kysely';
import { countListResultSchema, topResultSchema, visitDaysResultSchema } from '../../../src/server/routes/serviceStats/schemas';
import { SERVICE_STATS_PATHS, ServiceCount, ServiceCountList, VisitDays } from '../../../src/shared/services/stats';
import type { Db } from '../../../src/server/db/schema';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';

const ajv = new Ajv({ allErrors: true });
const validTop = ajv.compile(topResultSchema);
const validCounts = ajv.compile(countListResultSchema);
const validDays = ajv.compile(visitDaysResultSchema);

const RANGE = { beginDate: '2020-03-01', endDate: '2020-03-31' };

async function addService(db: Db, tenant: string, name: string, shelf: 0 | 1) {
  const { rows } = await sql<{ id: number }>`insert into services (tenant_id, name, url, shelf_status)
    values (${tenant}, ${name}, 'https://example.edu/s', ${shelf}) returning id`.execute(db);
  return rows[0].id;
}

async function addVisits(db: Db, tenant: string, serviceId: number, day: string, identity: string, visits: number) {
  await sql`insert into service_visit_days (tenant_id, day, service_id, identity, visits) values (${tenant}, ${day}::date, ${serviceId}, ${identity}, ${visits})
    on conflict (tenant_id, day, service_id, identity) do update set visits = service_visit_days.visits + excluded.visits`.execute(db);
}

describe('service statistics', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let busy: number;
  let quiet: number;
  let other: number;
  beforeAll(async () => {
    t = await buildTestApp();
    [a, b] = await Promise.all([signIn(t.app, TENANT_A), signIn(t.app, TENANT_B)]);
    busy = await addService(t.db, TENANT_A, '统计·一卡通', 1);
    quiet = await addService(t.db, TENANT_A, '统计·图书馆', 0);
    other = await addService(t.db, TENANT_B, '统计·别校', 1);
    await addVisits(t.db, TENANT_A, busy, '2020-03-01', 'STUDENT', 700);
    await addVisits(t.db, TENANT_A, busy, '2020-03-02', 'TEACHER', 300);
    await addVisits(t.db, TENANT_A, quiet, '2020-03-02', 'STUDENT', 40);
    await addVisits(t.db, TENANT_A, busy, '2020-04-01', 'STUDENT', 5); // outside the range
    await addVisits(t.db, TENANT_B, other, '2020-03-01', 'STUDENT', 9_999);
  }, 120_000);
  afterAll(() => t.close());

  const ask = async <T>(s: Session, url: string, body: object) => call<T>(t.app, s, { url, body });
  const counts = async (s: Session, body: object = RANGE) => {
    const r = await ask<ServiceCountList>(s, SERVICE_STATS_PATHS.countList, body);
    expect(r.envelope.status).toBe(1000);
    expect(validCounts(r.result)).toBe(true);
    return r.result;
  };
  const visitsOf = (list: ServiceCount[], id: number) => list.find((s) => s.serviceId === id)?.count;

  it("answers the pie's upCount and downCount as the services' shelf statuses", async () => {
    const { rows } = await sql<{ up: number; down: number }>`select count(*) filter (where shelf_status = 1)::int up,
      count(*) filter (where shelf_status = 0)::int down from services where tenant_id = ${TENANT_A}`.execute(t.db);
    const before = await counts(a);
    expect({ upCount: before.upCount, downCount: before.downCount }).toEqual(rows[0] && { upCount: rows[0].up, downCount: rows[0].down });
    await sql`update services set shelf_status = 0 where id = ${busy}`.execute(t.db);
    const after = await counts(a);
    expect([after.upCount, after.downCount]).toEqual([before.upCount - 1, before.downCount + 1]);
    await sql`update services set shelf_status = 1 where id = ${busy}`.execute(t.db);
  });

  it('sums the roll-ups per service in the range: every service in the bar, most visited first', async () => {
    const { list } = await counts(a);
    expect(visitsOf(list, busy)).toBe(1000);
    expect(visitsOf(list, quiet)).toBe(40);
    const total = (await sql<{ n: number }>`select count(*)::int n from services where tenant_id = ${TENANT_A}`.execute(t.db)).rows[0].n;
    expect(list).toHaveLength(total);
    expect(list.map((s) => s.count)).toEqual([...list.map((s) => s.count)].sort((x, y) => y - x));
    const teachers = await counts(a, { ...RANGE, identity: 'TEACHER' });
    expect(visitsOf(teachers.list, busy)).toBe(300);
    expect(visitsOf(teachers.list, quiet)).toBe(0);
  });

  it('moves the bar of a service by the visits added to its roll-up', async () => {
    await addVisits(t.db, TENANT_A, quiet, '2020-03-15', 'OTHER', 1_000);
    expect(visitsOf((await counts(a)).list, quiet)).toBe(1_040);
    await sql`delete from service_visit_days where service_id = ${quiet} and day = '2020-03-15'`.execute(t.db);
  });

  it('answers the top services of the range, limited to `top`', async () => {
    const r = await ask<ServiceCount[]>(a, SERVICE_STATS_PATHS.top, { ...RANGE, top: 1 });
    expect(r.envelope.status).toBe(1000);
    expect(validTop(r.result)).toBe(true);
    expect(r.result).toEqual([{ serviceId: busy, serviceName: '统计·一卡通', count: 1000 }]);
    const all = await ask<ServiceCount[]>(a, SERVICE_STATS_PATHS.top, RANGE);
    expect(all.result.map((s) => s.serviceId)).toEqual([busy, quiet]);
  });

  it('answers the trend over every day of the range, the identities, and a page of rows', async () => {
    const r = await ask<VisitDays>(a, SERVICE_STATS_PATHS.visitDays, { ...RANGE, pageSize: 2 });
    expect(r.envelope.status).toBe(1000);
    expect(validDays(r.result)).toBe(true);
    const v = r.result;
    expect(v.total).toBe(1040);
    expect(v.trend).toHaveLength(31);
    expect(v.trend.slice(0, 3)).toEqual([
      { day: '2020-03-01', count: 700 },
      { day: '2020-03-02', count: 340 },
      { day: '2020-03-03', count: 0 },
    ]);
    expect(v.identities).toEqual([
      { identity: 'STUDENT', count: 740 },
      { identity: 'TEACHER', count: 300 },
    ]);
    expect(v.rowTotal).toBe(3);
    expect(v.rows).toHaveLength(2);
    expect(v.rows[0].day).toBe('2020-03-02');
    const page2 = await ask<VisitDays>(a, SERVICE_STATS_PATHS.visitDays, { ...RANGE, pageSize: 2, pageIndex: 2 });
    expect(page2.result.rows).toEqual([{ day: '2020-03-01', serviceId: busy, serviceName: '统计·一卡通', identity: 'STUDENT', count: 700 }]);
  });

  it('filters the visit counts by service and by identity', async () => {
    const byService = await ask<VisitDays>(a, SERVICE_STATS_PATHS.visitDays, { ...RANGE, serviceId: quiet });
    expect(byService.result.total).toBe(40);
    expect(byService.result.rows.map((row) => row.serviceId)).toEqual([quiet]);
    const byIdentity = await ask<VisitDays>(a, SERVICE_STATS_PATHS.visitDays, { ...RANGE, identity: 'TEACHER' });
    expect(byIdentity.result.total).toBe(300);
    expect(byIdentity.result.identities).toEqual([{ identity: 'TEACHER', count: 300 }]);
  });

  it('keeps the summaries of migration 029 equal to the roll-ups through inserts, updates and removals', async () => {
    await addVisits(t.db, TENANT_A, quiet, '2020-05-20', 'TEACHER', 7);
    await addVisits(t.db, TENANT_A, quiet, '2020-05-20', 'TEACHER', 5); // an update of the same row
    await sql`update service_visit_days set visits = visits + 1 where tenant_id = ${TENANT_A} and day = '2020-05-20'`.execute(t.db);
    await addVisits(t.db, TENANT_A, busy, '2020-05-21', '', 3);
    await sql`delete from service_visit_days where tenant_id = ${TENANT_A} and day = '2020-05-21'`.execute(t.db);
    // each summary holds exactly the sums of the roll-ups (rows brought to 0 by a removal aside)
    const differences = async (fromDays: string, fromSummary: string) => {
      const { rows } = await sql<{ n: number }>`select count(*)::int n from (
        (${sql.raw(fromDays)} except ${sql.raw(fromSummary)}) union all (${sql.raw(fromSummary)} except ${sql.raw(fromDays)})) x`.execute(t.db);
      return rows[0].n;
    };
    const grouped = (cols: string) => `select ${cols}, sum(visits)::bigint, count(*)::int from service_visit_days group by ${cols}`;
    expect(
      await differences(
        `select tenant_id, date_trunc('month', day)::date, service_id, identity, sum(visits)::bigint from service_visit_days group by 1, 2, 3, 4`,
        'select tenant_id, month, service_id, identity, visits from service_visit_months where visits <> 0',
      ),
    ).toBe(0);
    expect(
      await differences(
        'select tenant_id, day, service_id, sum(visits)::bigint from service_visit_days group by 1, 2, 3',
        'select tenant_id, day, service_id, visits from service_visit_service_days where visits <> 0',
      ),
    ).toBe(0);
    expect(
      await differences(
        grouped('tenant_id, day, identity'),
        'select tenant_id, day, identity, visits, entries from service_visit_day_totals where entries <> 0',
      ),
    ).toBe(0);
    const may = await ask<VisitDays>(a, SERVICE_STATS_PATHS.visitDays, { beginDate: '2020-05-01', endDate: '2020-05-31' });
    expect(may.result).toMatchObject({ total: 13, rowTotal: 1, identities: [{ identity: 'TEACHER', count: 13 }] });
    await sql`delete from service_visit_days where tenant_id = ${TENANT_A} and day = '2020-05-20'`.execute(t.db);
  });

  it.each([
    ['the start after the end', { beginDate: '2020-03-31', endDate: '2020-03-01' }, '开始日期不能晚于结束日期', 'The start date cannot be after the end date'],
    ['more than a year', { beginDate: '2019-01-01', endDate: '2020-03-01' }, '统计范围最长一年', 'The range can be one year at most'],
    [
      'a malformed date',
      { beginDate: '2020-3-1', endDate: '2020-03-31' },
      '日期格式不正确，应为 年-月-日',
      'The dates must be real days written year-month-day',
    ],
    [
      'a day that does not exist',
      { beginDate: '2020-02-30', endDate: '2020-03-31' },
      '日期格式不正确，应为 年-月-日',
      'The dates must be real days written year-month-day',
    ],
  ])('refuses %s on every call, with the message in the caller’s language', async (_what, range, zh, en) => {
    for (const url of Object.values(SERVICE_STATS_PATHS)) {
      const r = await ask(a, url, range);
      expect(r.envelope).toMatchObject({ status: 1002, msg: zh });
      const english = await call(t.app, a, { url, body: range, headers: { 'accept-language': 'en' } });
      expect(english.envelope).toMatchObject({ status: 1002, msg: en });
    }
  });

  it('accepts a range of exactly one year (366 days, both ends included)', async () => {
    const r = await ask<VisitDays>(a, SERVICE_STATS_PATHS.visitDays, { beginDate: '2019-04-01', endDate: '2020-03-31' });
    expect(r.envelope.status).toBe(1000);
    expect(r.result.trend).toHaveLength(366);
  });

  it('refuses a body without its dates or with an unknown identity', async () => {
    expect((await ask(a, SERVICE_STATS_PATHS.countList, { beginDate: '2020-03-01' })).envelope.status).toBe(9009);
    expect((await ask(a, SERVICE_STATS_PATHS.countList, { ...RANGE, identity: 'ALIEN' })).envelope.status).toBe(9009);
    expect((await ask(a, SERVICE_STATS_PATHS.top, { ...RANGE, top: 51 })).envelope.status).toBe(9009);
  });

  it("never shows another tenant's figures", async () => {
    const mine = await counts(b);
    expect(visitsOf(mine.list, busy)).toBeUndefined();
    expect(visitsOf(mine.list, other)).toBe(9_999);
    const top = await ask<ServiceCount[]>(b, SERVICE_STATS_PATHS.top, RANGE);
    expect(top.result.map((s) => s.serviceId)).toEqual([other]);
    const days = await ask<VisitDays>(b, SERVICE_STATS_PATHS.visitDays, RANGE);
    expect(days.result.total).toBe(9_999);
    const theirService = await ask<VisitDays>(a, SERVICE_STATS_PATHS.visitDays, { ...RANGE, serviceId: other });
    expect(theirService.result.total).toBe(0);
    expect(theirService.result.rows).toEqual([]);
    const aTop = await ask<ServiceCount[]>(a, SERVICE_STATS_PATHS.top, RANGE);
    expect(aTop.result.map((s) => s.serviceId)).not.toContain(other);
  });
});
