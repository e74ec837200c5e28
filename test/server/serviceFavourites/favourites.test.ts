// /serviceCollectionStatistics' calls: favourites counted per service from service_favourites
// (every service listed, most kept first), the trend from the daily roll-up with every day of
// the range (zeros filled), for all services or one; bad ranges refused naming the field in both
// languages; another tenant's rows never seen.
import { FAVOURITE_PATHS, FavouriteCountRow, FavouriteTrend } from '../../../src/shared/services/favourites';
import { buildTestApp, call, Session, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';
import { addFavourite, addFavouriteDay, addPerson, addService, clearEvents } from './rows';

describe('favourites statistics', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    a = await signIn(t.app, TENANT_A);
    b = await signIn(t.app, TENANT_B);
    await clearEvents(t.db, TENANT_A);
    await clearEvents(t.db, TENANT_B);
    ids.mail = await addService(t.db, TENANT_A, '测试收藏-邮箱');
    ids.card = await addService(t.db, TENANT_A, '测试收藏-一卡通');
    ids.bus = await addService(t.db, TENANT_A, '测试收藏-校车');
    ids.other = await addService(t.db, TENANT_B, '测试收藏-别校服务');
    const people = [];
    for (let i = 0; i < 3; i++) people.push(await addPerson(t.db, TENANT_A, `收藏人${i}`, `fav${i}`));
    const otherPerson = await addPerson(t.db, TENANT_B, '别校人', 'favB');
    for (const p of people) await addFavourite(t.db, TENANT_A, ids.card, p);
    await addFavourite(t.db, TENANT_A, ids.mail, people[0]);
    await addFavourite(t.db, TENANT_B, ids.other, otherPerson);

    await addFavouriteDay(t.db, TENANT_A, '2026-03-02', ids.card, 3, 1);
    await addFavouriteDay(t.db, TENANT_A, '2026-03-02', ids.mail, 2, 0);
    await addFavouriteDay(t.db, TENANT_A, '2026-03-04', ids.card, 1, 2);
    await addFavouriteDay(t.db, TENANT_A, '2026-04-01', ids.card, 9, 9);
    await addFavouriteDay(t.db, TENANT_B, '2026-03-02', ids.other, 50, 50);
  });
  afterAll(() => t.close());

  const counts = (s: Session, serviceName?: string) => call<FavouriteCountRow[]>(t.app, s, { url: FAVOURITE_PATHS.counts, body: { serviceName } });
  const trend = (s: Session, body: Record<string, unknown>, lang?: string) =>
    call<FavouriteTrend>(t.app, s, { url: FAVOURITE_PATHS.trend, body, headers: lang ? { 'accept-language': lang } : {} });

  it('counts the people keeping each service now, most kept first, services without favourites as 0', async () => {
    const r = await counts(a, '测试收藏');
    expect(r.envelope.status).toBe(1000);
    expect(r.result).toEqual([
      { serviceId: ids.card, serviceName: '测试收藏-一卡通', favourites: 3 },
      { serviceId: ids.mail, serviceName: '测试收藏-邮箱', favourites: 1 },
      { serviceId: ids.bus, serviceName: '测试收藏-校车', favourites: 0 },
    ]);
  });

  it("never lists another tenant's services or counts", async () => {
    const all = await counts(a);
    expect(all.result.some((row) => row.serviceId === ids.other)).toBe(false);
    const theirs = await counts(b, '测试收藏');
    expect(theirs.result).toEqual([{ serviceId: ids.other, serviceName: '测试收藏-别校服务', favourites: 1 }]);
  });

  it('answers every day of the range from the roll-up, all services summed', async () => {
    const r = await trend(a, { beginDate: '2026-03-01', endDate: '2026-03-05' });
    expect(r.envelope.status).toBe(1000);
    expect(r.result).toEqual({
      days: [
        { day: '2026-03-01', added: 0, removed: 0 },
        { day: '2026-03-02', added: 5, removed: 1 },
        { day: '2026-03-03', added: 0, removed: 0 },
        { day: '2026-03-04', added: 1, removed: 2 },
        { day: '2026-03-05', added: 0, removed: 0 },
      ],
      added: 6,
      removed: 3,
    });
  });

  it('answers one service when asked, and nothing of a service of another tenant', async () => {
    const mail = await trend(a, { beginDate: '2026-03-01', endDate: '2026-03-03', serviceId: ids.mail });
    expect(mail.result.days.map((d) => d.added)).toEqual([0, 2, 0]);
    const theirs = await trend(a, { beginDate: '2026-03-01', endDate: '2026-03-03', serviceId: ids.other });
    expect(theirs.result).toEqual(expect.objectContaining({ added: 0, removed: 0 }));
  });

  it('refuses a reversed, too long, impossible or malformed range naming the field, in both languages', async () => {
    const reversed = await trend(a, { beginDate: '2026-03-05', endDate: '2026-03-01' });
    expect(reversed.envelope).toEqual(expect.objectContaining({ status: 9009, msg: '开始日期不能晚于结束日期' }));
    expect(reversed.result).toEqual([expect.objectContaining({ field: 'endDate' })]);
    const english = await trend(a, { beginDate: '2026-03-05', endDate: '2026-03-01' }, 'en');
    expect(english.envelope.msg).toBe('The start date cannot be after the end date');
    const long = await trend(a, { beginDate: '2025-01-01', endDate: '2026-03-01' });
    expect(long.envelope).toEqual(expect.objectContaining({ status: 9009, msg: '统计范围最长一年' }));
    const impossible = await trend(a, { beginDate: '2026-02-30', endDate: '2026-03-01' });
    expect(impossible.envelope).toEqual(expect.objectContaining({ status: 9009, msg: '日期格式不正确，应为 年-月-日' }));
    expect((await trend(a, { beginDate: '2026/03/01', endDate: '2026-03-02' })).envelope.status).toBe(9009);
    expect((await trend(a, { endDate: '2026-03-02' })).envelope.status).toBe(9009);
  });
});
