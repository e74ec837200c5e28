// /serviceScore's calls: scores per service from ratings, the visit roll-up of the mechanism's
// window and favourites (rows written straight into the tables); the mechanism read (defaults
// first), saved per tenant with an audit row, weights not summing to 100 refused naming the field
// in both languages; the composite score following the mechanism; one service's ratings paged;
// another tenant's mechanism, services and ratings never seen.
import { sql } from 'kysely';
import { todayIn } from '../../../src/shared/dateTime';
import { dayNumber, dayText } from '../../../src/shared/services/stats';
import { DEFAULT_SCORE_MECHANISM, Page, SCORE_PATHS, ScoreMechanism, ServiceRatingRow, ServiceScoreRow } from '../../../src/shared/services/score';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { addFavourite, addPerson, addRating, addService, addVisitDay, clearEvents } from '../serviceFavourites/rows';

describe('service scores and the score mechanism', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
    await clearEvents(t.db, TENANT_A);
    ids.mail = await addService(t.db, TENANT_A, '测试评分-邮箱');
    ids.card = await addService(t.db, TENANT_A, '测试评分-一卡通');
    ids.bus = await addService(t.db, TENANT_A, '测试评分-校车');
    const p = [];
    for (let i = 0; i < 3; i++) p.push(await addPerson(t.db, TENANT_A, `评分人${i}`, `rater${i}`));
    const at = (days: number) => new Date(t.clock.now() - days * 86_400_000);
    // mail: 5, 4, 3 (average 4, three ratings); card: 5, 5 (two); bus: none
    await addRating(t.db, TENANT_A, ids.mail, p[0], 5, '很好用', at(3));
    await addRating(t.db, TENANT_A, ids.mail, p[1], 4, '', at(2));
    await addRating(t.db, TENANT_A, ids.mail, p[2], 3, '偶尔打不开', at(1));
    await addRating(t.db, TENANT_A, ids.card, p[0], 5, '', at(1));
    await addRating(t.db, TENANT_A, ids.card, p[1], 5, '', at(1));
    // visits: mail 100 today; card 50 today and 1,000 forty days ago (outside the default window)
    const now = t.clock.now();
    const beijingDay = (ms: number, back = 0) => dayText(dayNumber(todayIn(ms, 'Asia/Shanghai'))! - back);
    await addVisitDay(t.db, TENANT_A, beijingDay(now), ids.mail, 60);
    await addVisitDay(t.db, TENANT_A, beijingDay(now), ids.mail, 40, 'TEACHER');
    await addVisitDay(t.db, TENANT_A, beijingDay(now), ids.card, 50);
    await addVisitDay(t.db, TENANT_A, beijingDay(now, 40), ids.card, 1000);
    // favourites: mail 1, card 2
    await addFavourite(t.db, TENANT_A, ids.mail, p[0]);
    await addFavourite(t.db, TENANT_A, ids.card, p[0]);
    await addFavourite(t.db, TENANT_A, ids.card, p[1]);
  });
  afterAll(() => t.close());

  const scores = (s: Session, body: Record<string, unknown> = { serviceName: '测试评分' }) =>
    call<Page<ServiceScoreRow>>(t.app, s, { url: SCORE_PATHS.list, body });
  const detail = (s: Session) => call<ScoreMechanism>(t.app, s, { method: 'GET', url: consoleGet(SCORE_PATHS.mechanismDetail) });
  const update = (s: Session, body: Partial<ScoreMechanism>, lang?: string) =>
    call<ScoreMechanism>(t.app, s, { url: SCORE_PATHS.mechanismUpdate, body, headers: lang ? { 'accept-language': lang } : {} });
  const byId = (rows: ServiceScoreRow[]) => Object.fromEntries(rows.map((r) => [r.serviceId, r]));

  it('reads the defaults before the tenant saves a mechanism', async () => {
    expect((await detail(a)).result).toEqual(DEFAULT_SCORE_MECHANISM);
  });

  it('scores each service by the default mechanism: best first, too few ratings unscored', async () => {
    const r = await scores(a);
    expect(r.envelope.status).toBe(1000);
    expect(r.result.total).toBe(3);
    expect(r.result.data[0]).toEqual({
      serviceId: ids.mail,
      serviceName: '测试评分-邮箱',
      averageRating: 4,
      ratings: 3,
      visits: 100,
      favourites: 1,
      score: 80,
    });
    // (50 × 4/5 × 100 + 30 × 100/100 × 100 + 20 × 1/2 × 100) / 100 = 80
    const rows = byId(r.result.data);
    expect(rows[ids.card]).toEqual(expect.objectContaining({ averageRating: 5, ratings: 2, visits: 50, favourites: 2, score: null }));
    expect(rows[ids.bus]).toEqual(expect.objectContaining({ averageRating: null, ratings: 0, visits: 0, favourites: 0, score: null }));
  });

  it('refuses weights that do not add up to 100, naming the field in both languages, and keeps the mechanism', async () => {
    const bad = { ratingWeight: 60, visitWeight: 30, favouriteWeight: 20, minRatings: 1, visitWindowDays: 30 };
    const zh = await update(a, bad);
    expect(zh.envelope).toEqual(expect.objectContaining({ status: 9009, msg: '评分、访问量、收藏三项权重之和须为 100，当前为 110' }));
    expect(zh.result).toEqual([expect.objectContaining({ field: 'ratingWeight' })]);
    const en = await update(a, bad, 'en');
    expect(en.envelope.msg).toBe('The weights of rating, visits and favourites must add up to 100; they add up to 110');
    expect((await update(a, { ...bad, ratingWeight: 101, visitWeight: -1 })).envelope.status).toBe(9009);
    expect((await update(a, { ratingWeight: 50, visitWeight: 50 })).envelope.status).toBe(9009);
    expect((await detail(a)).result).toEqual(DEFAULT_SCORE_MECHANISM);
  });

  it('scores again by a changed mechanism: weights, minimum of ratings and visit window', async () => {
    const auditRows = async () =>
      (
        await sql<{ n: number }>`
          select count(*)::int as n from audit_log where tenant_id = ${TENANT_A} and target_key = 'scoreMechanism'`.execute(t.db)
      ).rows[0].n;
    const rowsBefore = await auditRows();
    const next = { ratingWeight: 0, visitWeight: 100, favouriteWeight: 0, minRatings: 0, visitWindowDays: 60 };
    const saved = await update(a, next);
    expect(saved.envelope.status).toBe(1000);
    expect(saved.result).toEqual(next);
    expect((await detail(a)).result).toEqual(next);
    const r = await scores(a);
    // visits only, over 60 days: card 1,050 is the busiest
    expect(r.result.data.map((row) => [row.serviceId, row.visits, row.score])).toEqual([
      [ids.card, 1050, 100],
      [ids.mail, 100, 9.5],
      [ids.bus, 0, 0],
    ]);
    // the scoreMechanism document's save and its publish, as every document saved and published at once
    expect((await auditRows()) - rowsBefore).toBe(2);
  });

  it("lists one service's ratings, newest first, paged, with who rated", async () => {
    const first = await call<Page<ServiceRatingRow>>(t.app, a, { url: SCORE_PATHS.ratings, body: { serviceId: ids.mail, pageIndex: 1, pageSize: 2 } });
    expect(first.result.total).toBe(3);
    expect(first.result.data).toEqual([
      expect.objectContaining({ name: '评分人2', account: 'rater2', score: 3, comment: '偶尔打不开' }),
      expect.objectContaining({ name: '评分人1', account: 'rater1', score: 4, comment: '' }),
    ]);
    expect(Date.parse(first.result.data[0].ratedAt)).toBeGreaterThan(Date.parse(first.result.data[1].ratedAt));
    const second = await call<Page<ServiceRatingRow>>(t.app, a, { url: SCORE_PATHS.ratings, body: { serviceId: ids.mail, pageIndex: 2, pageSize: 2 } });
    expect(second.result.data.map((x) => x.name)).toEqual(['评分人0']);
  });

  it("never shows another tenant's mechanism, services or ratings", async () => {
    expect((await detail(b)).result).toEqual(DEFAULT_SCORE_MECHANISM);
    const theirs = await scores(b);
    expect(theirs.envelope.status).toBe(1004);
    expect(theirs.result.data).toEqual([]);
    const ratings = await call<Page<ServiceRatingRow>>(t.app, b, { url: SCORE_PATHS.ratings, body: { serviceId: ids.mail } });
    expect(ratings.envelope.status).toBe(1004);
    expect(ratings.result.total).toBe(0);
  });
});
