// The sign-in throttle against concurrency and against lock-outs from one address: every attempt
// is counted before the password is hashed, per account at an address (5), per account (20)
// and per address (50), and time reopens each.
import type { FastifyInstance } from 'fastify';
import { addressKey, BUDGETS, countAttempt } from '../../../src/server/auth/throttle';
import { wrapBody } from '../../../src/shared/protocol';
import { buildTestApp, call, CHANGED_PASSWORD, DEMO_PASSWORD, readAnswer, signIn, TENANT_A, TENANT_B, TestApp } from '../helpers';

const TOKEN = '/api/blade-auth/token';
const WRONG = '租户、账号或密码错误';
const TOO_MANY = /^尝试次数过多，请(\d+)秒后再试$/;

function signInFrom(app: FastifyInstance, remoteAddress: string, body: { tenantId: string; account: string; password: string }) {
  return app
    .inject({ method: 'POST', url: TOKEN, payload: wrapBody(body), headers: { 'content-type': 'application/json' }, remoteAddress })
    .then((res) => readAnswer(res));
}

describe('sign-in throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publishedPasswords: true });
  });
  afterAll(() => t.close());

  it('300 parallel wrong passwords from one address get at most 5 wrong-credentials answers', async () => {
    const wrong = { tenantId: TENANT_A, account: 'admin', password: 'Wrong-guess-1' };
    const answers = await Promise.all(Array.from({ length: 300 }, () => signInFrom(t.app, '10.0.0.1', wrong)));
    const msgs = answers.map((a) => a.envelope.msg);
    const wrongCount = msgs.filter((m) => m === WRONG).length;
    const throttled = msgs.filter((m) => TOO_MANY.test(m)).length;
    expect({ wrongCount, throttled, total: wrongCount + throttled }).toEqual({ wrongCount: 5, throttled: 295, total: 300 });
    expect(answers.every((a) => a.envelope.status === 1002)).toBe(true);
    // the right password from the same address is refused without being checked
    const right = await signInFrom(t.app, '10.0.0.1', { ...wrong, password: DEMO_PASSWORD });
    expect(right.envelope.msg).toBe('尝试次数过多，请60秒后再试');
  });

  it('the right password from another address still signs in while the first address is locked', async () => {
    const a = await signInFrom(t.app, '10.0.0.2', { tenantId: TENANT_A, account: 'ADMIN', password: DEMO_PASSWORD });
    expect(a.envelope.status).toBe(1000);
    // the first address stays locked for that account: a success elsewhere does not reopen it
    const still = await signInFrom(t.app, '10.0.0.1', { tenantId: TENANT_A, account: 'admin', password: DEMO_PASSWORD });
    expect(still.envelope.msg).toMatch(TOO_MANY);
    // and it may still sign in to another account (its address budget is not used up)
    const other = await signInFrom(t.app, '10.0.0.1', { tenantId: TENANT_B, account: 'admin', password: DEMO_PASSWORD });
    expect(other.envelope.status).toBe(1000);
  });

  it('time reopens the address: after 60 s one more try, after 5 minutes a full budget', async () => {
    t.clock.advance(60_000);
    const one = await signInFrom(t.app, '10.0.0.1', { tenantId: TENANT_A, account: 'admin', password: 'Wrong-guess-2' });
    expect(one.envelope.msg).toBe(WRONG);
    const next = await signInFrom(t.app, '10.0.0.1', { tenantId: TENANT_A, account: 'admin', password: 'Wrong-guess-3' });
    expect(next.envelope.msg).toBe('尝试次数过多，请60秒后再试');
    t.clock.advance(5 * 60_000);
    const good = await signInFrom(t.app, '10.0.0.1', { tenantId: TENANT_A, account: 'admin', password: DEMO_PASSWORD });
    expect(good.envelope.status).toBe(1000);
  });

  it('failures from several addresses lock the account for everyone, until time passes', async () => {
    const body = { tenantId: TENANT_B, account: 'admin', password: 'Wrong-guess-4' };
    const limit = BUDGETS.account.burst;
    // 4 addresses × 5 wrong passwords = 20, the account-wide budget, all in parallel
    const addresses = ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4'];
    const answers = await Promise.all(addresses.flatMap((ip) => Array.from({ length: 5 }, () => signInFrom(t.app, ip, body))));
    expect(answers.filter((a) => a.envelope.msg === WRONG)).toHaveLength(limit);
    // now even the real administrator, from an address never seen, waits
    const admin = await signInFrom(t.app, '10.9.9.9', { ...body, password: DEMO_PASSWORD });
    expect(admin.envelope.msg).toBe('尝试次数过多，请15秒后再试');
    // English too
    const en = await t.app.inject({
      method: 'POST',
      url: TOKEN,
      payload: wrapBody(body),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      remoteAddress: '10.9.9.8',
    });
    expect(readAnswer(en).envelope.msg).toBe('Too many attempts; try again in 15 seconds');
    // another account of the tenant is not affected
    expect((await signInFrom(t.app, '10.9.9.9', { tenantId: TENANT_A, account: 'admin', password: DEMO_PASSWORD })).envelope.status).toBe(1000);
    t.clock.advance(15_000);
    const back = await signInFrom(t.app, '10.9.9.9', { ...body, password: DEMO_PASSWORD });
    expect(back.envelope.status).toBe(1000);
  });

  it('one address spraying many accounts is stopped by its own budget', async () => {
    const ip = '10.2.0.1';
    const answers = [];
    // sequential, so the count is exact: 50 accounts × 1 guess, then the 51st
    for (let i = 0; i < BUDGETS.address.burst; i += 1)
      answers.push(await signInFrom(t.app, ip, { tenantId: TENANT_A, account: `user${i}`, password: 'Spray-guess-1' }));
    expect(answers.every((a) => a.envelope.msg === WRONG)).toBe(true);
    const next = await signInFrom(t.app, ip, { tenantId: TENANT_A, account: 'admin', password: DEMO_PASSWORD });
    expect(next.envelope.msg).toBe('尝试次数过多，请6秒后再试');
    // another address is not affected
    expect((await signInFrom(t.app, '10.2.0.2', { tenantId: TENANT_A, account: 'admin', password: DEMO_PASSWORD })).envelope.status).toBe(1000);
    t.clock.advance(5 * 60_000);
  });

  it('unlock tries count against the same budget, before the hash', async () => {
    const s = await signIn(t.app, TENANT_A);
    const tries = await Promise.all(Array.from({ length: 20 }, () => call(t.app, s, { url: '/api/blade-auth/unlock', body: { password: 'Wrong-guess-5' } })));
    const msgs = tries.map((a) => a.envelope.msg);
    expect(msgs.filter((m) => m === '密码错误')).toHaveLength(5);
    expect(msgs.filter((m) => TOO_MANY.test(m))).toHaveLength(15);
    t.clock.advance(5 * 60_000);
    // (signIn changed the published password at the first sign-in)
    expect((await call(t.app, s, { url: '/api/blade-auth/unlock', body: { password: CHANGED_PASSWORD } })).envelope.status).toBe(1000);
  });

  it('counts atomically below the route too: 100 parallel attempts, 5 allowed', async () => {
    const now = t.clock.now();
    const checks = await Promise.all(Array.from({ length: 100 }, () => countAttempt(t.db, { tenantId: 'x', account: 'y', address: '10.3.0.1' }, now)));
    expect(checks.filter((c) => c.allowed)).toHaveLength(5);
    expect(checks.filter((c) => !c.allowed && c.scope === 'accountAtAddress')).toHaveLength(95);
  });
});

describe('address keys', () => {
  it('keep IPv4 as is, unwrap IPv4-mapped IPv6 and group IPv6 by /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey(undefined)).toBe('unknown');
  });
});
