// Sign-in, refresh-token rotation with reuse detection, logout, unlock and the throttle.
import { AREAS } from '../../../src/shared/routes';
import { buildTestApp, call, CHANGED_PASSWORD, DEMO_PASSWORD, Session, signIn, TENANT_A, TENANT_B, TestApp, unsignedPost } from '../helpers';

const TOKEN = '/api/blade-auth/token';
const REFRESH = '/api/blade-auth/refresh';
const DICT = '/api/blade-platform/dict/getDict';

describe('auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publishedPasswords: true });
  });
  afterAll(() => t.close());

  describe('sign-in', () => {
    it('gives tokens, a signing key, user info, permissions and the menu', async () => {
      const s = await signIn(t.app, TENANT_A);
      expect(s).toEqual(
        expect.objectContaining({
          accessToken: expect.any(String),
          refreshToken: expect.any(String),
          signingKey: expect.any(String),
          tenantId: TENANT_A,
          expiresIn: 3000,
        }),
      );
      expect(s.userInfo).toEqual({ userId: expect.any(Number), account: 'admin', user_name: '系统管理员', tenant_id: TENANT_A });
      expect(s.permission).toContain('/sensitiveWordManage:write');
      expect(s.permission).toContain('danger:deleteAllPhotos');
      expect(s.menu).toEqual(JSON.parse(JSON.stringify(AREAS)));
    });

    it('gives the same answer for a wrong password, account or tenant', async () => {
      const answers = await Promise.all(
        [
          { tenantId: TENANT_A, account: 'admin', password: 'nope' },
          { tenantId: TENANT_A, account: 'ghost', password: DEMO_PASSWORD },
          { tenantId: '999999', account: 'admin', password: DEMO_PASSWORD },
        ].map((body) => unsignedPost(t.app, TOKEN, body)),
      );
      for (const a of answers) {
        expect(a.http).toBe(200);
        expect(a.envelope.status).toBe(1002);
        expect(a.envelope.msg).toBe('租户、账号或密码错误');
        expect(a.result).toBeNull();
      }
    });

    it('accepts the account in any case', async () => {
      const a = await unsignedPost(t.app, TOKEN, { tenantId: TENANT_B, account: 'ADMIN', password: DEMO_PASSWORD });
      expect(a.envelope.status).toBe(1000);
    });

    it('closes an account for 60 s after 5 failures within 5 minutes', async () => {
      const body = { tenantId: TENANT_B, account: 'admin', password: 'wrong' };
      for (let i = 0; i < 5; i += 1) expect((await unsignedPost(t.app, TOKEN, body)).envelope.msg).toBe('租户、账号或密码错误');
      const locked = await unsignedPost(t.app, TOKEN, { ...body, password: DEMO_PASSWORD });
      expect(locked.envelope.status).toBe(1002);
      expect(locked.envelope.msg).toBe('尝试次数过多，请60秒后再试');
      const english = await unsignedPost(t.app, TOKEN, body, { 'accept-language': 'en' });
      expect(english.envelope.msg).toBe('Too many attempts; try again in 60 seconds');
      // another account of the tenant is not affected
      // (signIn changed its published password at the first sign-in)
      expect((await unsignedPost(t.app, TOKEN, { tenantId: TENANT_A, account: 'admin', password: CHANGED_PASSWORD })).envelope.status).toBe(1000);
      t.clock.advance(61_000);
      expect((await unsignedPost(t.app, TOKEN, { ...body, password: DEMO_PASSWORD })).envelope.status).toBe(1000);
    });

    it('refuses a body without the required fields with 9009', async () => {
      const a = await unsignedPost(t.app, TOKEN, { tenantId: TENANT_A, account: 'admin' });
      expect(a.http).toBe(400);
      expect(a.envelope.status).toBe(9009);
    });
  });

  describe('refresh', () => {
    it('rotates: each refresh gives a new access token and a new refresh token', async () => {
      const s = await signIn(t.app, TENANT_A);
      const r1 = await unsignedPost<{ accessToken: string; refreshToken: string; expiresIn: number }>(t.app, REFRESH, {
        refreshToken: s.refreshToken,
        tenantId: TENANT_A,
      });
      expect(r1.envelope.status).toBe(1000);
      expect(r1.result.refreshToken).not.toBe(s.refreshToken);
      expect(r1.result.expiresIn).toBe(3000);
      const r2 = await unsignedPost<{ refreshToken: string }>(t.app, REFRESH, { refreshToken: r1.result.refreshToken });
      expect(r2.envelope.status).toBe(1000);
      // the new access token works with the same signing key
      const a = await call(t.app, { ...s, accessToken: r1.result.accessToken }, { url: DICT, body: { code: 'gender' } });
      expect(a.envelope.status).toBe(1000);
    });

    it('revokes the whole family when a used refresh token comes again', async () => {
      const s = await signIn(t.app, TENANT_A);
      const r1 = await unsignedPost<{ accessToken: string; refreshToken: string }>(t.app, REFRESH, { refreshToken: s.refreshToken });
      expect(r1.envelope.status).toBe(1000);
      const reuse = await unsignedPost(t.app, REFRESH, { refreshToken: s.refreshToken });
      expect(reuse.http).toBe(401);
      expect(reuse.envelope.status).toBe(401);
      expect(reuse.envelope.msg).toBe('登录凭证已失效（检测到重复使用），请重新登录');
      // the newest token of the family fails too, and so does the access token
      const newest = await unsignedPost(t.app, REFRESH, { refreshToken: r1.result.refreshToken });
      expect(newest.http).toBe(401);
      const access = await call(t.app, { ...s, accessToken: r1.result.accessToken }, { url: DICT, body: { code: 'gender' } });
      expect(access.http).toBe(401);
      expect(access.envelope.msg).toBe('登录凭证已失效（检测到重复使用），请重新登录');
    });

    it('refuses an unknown refresh token', async () => {
      const a = await unsignedPost(t.app, REFRESH, { refreshToken: 'not-a-token' });
      expect(a.http).toBe(401);
      expect(a.envelope.msg).toBe('登录已过期，请重新登录');
    });

    it('refuses an expired access token', async () => {
      const s = await signIn(t.app, TENANT_A);
      t.clock.advance(3001 * 1000);
      const a = await call(t.app, s, { url: DICT, body: { code: 'gender' } });
      expect(a.http).toBe(401);
      expect(a.envelope.msg).toBe('登录已过期，请重新登录');
      // the refresh token outlives it
      const r = await unsignedPost(t.app, REFRESH, { refreshToken: s.refreshToken });
      expect(r.envelope.status).toBe(1000);
    });
  });

  describe('logout and unlock', () => {
    let s: Session;
    beforeEach(async () => {
      s = await signIn(t.app, TENANT_A);
    });

    it('logout revokes the session: its access and refresh tokens stop working', async () => {
      const out = await call(t.app, s, { url: '/api/blade-auth/logout', body: {} });
      expect(out.envelope.status).toBe(1000);
      const after = await call(t.app, s, { url: DICT, body: { code: 'gender' } });
      expect(after.http).toBe(401);
      expect(after.envelope.status).toBe(401);
      expect(after.envelope.msg).toBe('登录已失效，请重新登录');
      expect((await unsignedPost(t.app, REFRESH, { refreshToken: s.refreshToken })).http).toBe(401);
    });

    it('logout is signed: without a signature it is refused and the session lives on', async () => {
      const out = await call(t.app, s, { url: '/api/blade-auth/logout', body: {}, noSignature: true });
      expect(out.http).toBe(401);
      expect((await call(t.app, s, { url: DICT, body: { code: 'gender' } })).envelope.status).toBe(1000);
    });

    it('unlock accepts the password and refuses a wrong one', async () => {
      const good = await call(t.app, s, { url: '/api/blade-auth/unlock', body: { password: CHANGED_PASSWORD } });
      expect(good.envelope.status).toBe(1000);
      const bad = await call(t.app, s, { url: '/api/blade-auth/unlock', body: { password: 'Campus@2025' } });
      expect(bad.envelope.status).toBe(1002);
      expect(bad.envelope.msg).toBe('密码错误');
      const english = await call(t.app, s, { url: '/api/blade-auth/unlock', body: { password: 'x' }, headers: { 'accept-language': 'en' } });
      expect(english.envelope.msg).toBe('Wrong password');
    });
  });

  it('keeps sessions across a restart: the token secret lives in the database', async () => {
    const s = await signIn(t.app, TENANT_A);
    const { buildApp } = await import('../../../src/server/app');
    const second = buildApp({ db: t.db, now: t.clock.now });
    await second.ready();
    try {
      const a = await call(second, s, { url: DICT, body: { code: 'gender' } });
      expect(a.envelope.status).toBe(1000);
    } finally {
      await second.close();
    }
  });
});
