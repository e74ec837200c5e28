// The password change: the current password, the shared strength rule, the throttle, other
// sessions revoked with their own message, this session kept, the must-change flag and what a
// session may call while it is set (the change and the sign-out), the strength check.
import { passwordProblem } from '../../../src/shared/auth/password';
import { CHANGE_PASSWORD_PATH, LOGOUT_PATH, UNLOCK_PATH } from '../../../src/shared/protocol';
import { APP_KEY_PATHS } from '../../../src/shared/appCalls/api';
import { DEMO_APP_KEYS } from '../../../src/server/db/seed/appKeys';
import { buildTestApp, call, CHANGED_PASSWORD, DEMO_PASSWORD, Session, signIn, TENANT_A, TENANT_B, TestApp, unsignedPost } from '../helpers';

const TOKEN = '/api/blade-auth/token';
const REFRESH = '/api/blade-auth/refresh';
const DICT = '/api/blade-platform/dict/getDict';
const NEW_PASSWORD = 'Harbour-Lamp-42';

type SignInAnswer = Session & { mustChangePassword: boolean };

describe('password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publishedPasswords: true });
  });
  afterAll(() => t.close());

  it('the demo administrators are asked to change the published password at sign-in', async () => {
    for (const tenantId of [TENANT_A, TENANT_B]) {
      const a = await unsignedPost<SignInAnswer>(t.app, TOKEN, { tenantId, account: 'admin', password: DEMO_PASSWORD });
      expect(a.envelope.status).toBe(1000);
      expect(a.result.mustChangePassword).toBe(true);
    }
  });

  it('is a signed call: without a session or signature it is refused', async () => {
    const s = await signIn(t.app, TENANT_A, 'admin', DEMO_PASSWORD);
    expect(CHANGE_PASSWORD_PATH).toBe('/api/blade-auth/password');
    const unsigned = await call(t.app, s, {
      url: CHANGE_PASSWORD_PATH,
      body: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
      noSignature: true,
    });
    expect(unsigned.http).toBe(401);
    const anonymous = await unsignedPost(t.app, CHANGE_PASSWORD_PATH, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(anonymous.http).toBe(401);
  });

  it('refuses a wrong current password, in both languages', async () => {
    const s = await signIn(t.app, TENANT_A, 'admin', DEMO_PASSWORD);
    const zh = await call(t.app, s, { url: CHANGE_PASSWORD_PATH, body: { currentPassword: 'Not-the-one-1', newPassword: NEW_PASSWORD } });
    expect({ status: zh.envelope.status, msg: zh.envelope.msg, result: zh.result }).toEqual({ status: 1002, msg: '当前密码错误', result: null });
    const en = await call(t.app, s, {
      url: CHANGE_PASSWORD_PATH,
      body: { currentPassword: 'Not-the-one-1', newPassword: NEW_PASSWORD },
      headers: { 'accept-language': 'en' },
    });
    expect(en.envelope.msg).toBe('The current password is wrong');
    // the password did not change
    expect((await unsignedPost(t.app, TOKEN, { tenantId: TENANT_A, account: 'admin', password: DEMO_PASSWORD })).envelope.status).toBe(1000);
  });

  it('refuses weak new passwords with the shared rule, field by field', async () => {
    const s = await signIn(t.app, TENANT_A, 'admin', DEMO_PASSWORD);
    const cases: Array<[string, string]> = [
      ['Ab1!', '新密码至少需要8个字符'],
      ['alllowercase1', '新密码需包含小写字母、大写字母、数字、符号中的至少3种'],
      ['Admin-2026!', '新密码不能包含账号'],
      ['campus@2026', '不能使用公开的演示密码'],
      [DEMO_PASSWORD, '不能使用公开的演示密码'],
    ];
    for (const [newPassword, msg] of cases) {
      const a = await call(t.app, s, { url: CHANGE_PASSWORD_PATH, body: { currentPassword: DEMO_PASSWORD, newPassword } });
      expect({ newPassword, status: a.envelope.status, msg: a.envelope.msg }).toMatchObject({ newPassword, status: 9009, msg });
      expect(a.result).toMatchObject([{ field: 'newPassword', reason: msg }]);
      // the server answers what the console's check says
      expect(passwordProblem(newPassword, { account: 'admin', current: DEMO_PASSWORD })).not.toBeNull();
    }
    const same = await call(t.app, s, { url: CHANGE_PASSWORD_PATH, body: { currentPassword: NEW_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(same.envelope.msg).toBe('新密码不能与当前密码相同');
    const en = await call(t.app, s, {
      url: CHANGE_PASSWORD_PATH,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'short' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.envelope.msg).toBe('The new password needs at least 8 characters');
  });

  it('changes the password: other sessions end with their own message, this one lives on, the flag is cleared', async () => {
    const other = await signIn(t.app, TENANT_A, 'admin', DEMO_PASSWORD);
    const otherRefreshed = await signIn(t.app, TENANT_A, 'admin', DEMO_PASSWORD);
    const mine = await signIn(t.app, TENANT_A, 'admin', DEMO_PASSWORD);
    // another user's session (tenant B's admin) is not touched
    // another school's administrator, who changed the published password already
    const stranger = await signIn(t.app, TENANT_B);

    const a = await call(t.app, mine, { url: CHANGE_PASSWORD_PATH, body: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD } });
    expect({ status: a.envelope.status, msg: a.envelope.msg, result: a.result }).toEqual({
      status: 1000,
      msg: '密码已修改，其他设备上的登录已退出',
      result: null,
    });

    // the other sessions: their next call answers 401 saying the password was changed
    const gone = await call(t.app, other, { url: DICT, body: { code: 'gender' } });
    expect(gone.http).toBe(401);
    expect(gone.envelope.msg).toBe('密码已修改，请使用新密码重新登录');
    const goneEn = await call(t.app, other, { url: DICT, body: { code: 'gender' }, headers: { 'accept-language': 'en' } });
    expect(goneEn.envelope.msg).toBe('Your password was changed; please sign in with the new password');
    const refresh = await unsignedPost(t.app, REFRESH, { refreshToken: otherRefreshed.refreshToken });
    expect(refresh.http).toBe(401);
    expect(refresh.envelope.msg).toBe('密码已修改，请使用新密码重新登录');

    // this session goes on, refresh included
    expect((await call(t.app, mine, { url: DICT, body: { code: 'gender' } })).envelope.status).toBe(1000);
    expect((await unsignedPost(t.app, REFRESH, { refreshToken: mine.refreshToken })).envelope.status).toBe(1000);
    expect((await call(t.app, stranger, { url: DICT, body: { code: 'gender' } })).envelope.status).toBe(1000);

    // the old password no longer works, the new one does, and nothing asks for a change any more
    const old = await unsignedPost(t.app, TOKEN, { tenantId: TENANT_A, account: 'admin', password: DEMO_PASSWORD });
    expect(old.envelope.msg).toBe('租户、账号或密码错误');
    const fresh = await unsignedPost<SignInAnswer>(t.app, TOKEN, { tenantId: TENANT_A, account: 'admin', password: NEW_PASSWORD });
    expect(fresh.envelope.status).toBe(1000);
    expect(fresh.result.mustChangePassword).toBe(false);
    // the unlock screen takes the new password
    expect((await call(t.app, mine, { url: '/api/blade-auth/unlock', body: { password: NEW_PASSWORD } })).envelope.status).toBe(1000);
  });

  it('wrong current passwords count against the sign-in throttle, before the hash', async () => {
    // (the administrator changed the published password at the first sign-in, above)
    const s = await signIn(t.app, TENANT_B);
    const tries = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(t.app, s, { url: CHANGE_PASSWORD_PATH, body: { currentPassword: 'Guess-Guess-1', newPassword: 'Another-Lamp-43' } }),
      ),
    );
    const msgs = tries.map((a) => a.envelope.msg);
    expect(msgs.filter((m) => m === '当前密码错误')).toHaveLength(5);
    expect(msgs.filter((m) => /^尝试次数过多，请\d+秒后再试$/.test(m))).toHaveLength(25);
    // sign-in from the same address is closed for that account too
    expect((await unsignedPost(t.app, TOKEN, { tenantId: TENANT_B, account: 'admin', password: CHANGED_PASSWORD })).envelope.msg).toBe(
      '尝试次数过多，请60秒后再试',
    );
    t.clock.advance(60_000);
    const ok = await call(t.app, s, { url: CHANGE_PASSWORD_PATH, body: { currentPassword: CHANGED_PASSWORD, newPassword: 'Another-Lamp-43' } });
    expect(ok.envelope.status).toBe(1000);
  });
});

describe('while the password must change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publishedPasswords: true });
  });
  afterAll(() => t.close());

  it('a session may change the password, unlock its screen and sign out, nothing else (403/1002 saying why)', async () => {
    const s = await signIn(t.app, TENANT_B, 'admin', DEMO_PASSWORD);
    const dict = await call(t.app, s, { url: DICT, body: { code: 'gender' } });
    expect([dict.http, dict.envelope.status, dict.envelope.msg]).toEqual([403, 1002, '您仍在使用初始密码：修改密码后才能继续使用。']);
    const en = await call(t.app, s, { url: DICT, body: { code: 'gender' }, headers: { 'accept-language': 'en' } });
    expect(en.envelope.msg).toBe('You are still using the initial password: change it before doing anything else.');
    // the attack of issue 33: the demo sign-in rotating the apps' key
    const rotate = await call(t.app, s, { url: APP_KEY_PATHS.rotate, body: { id: DEMO_APP_KEYS[TENANT_B].id } });
    expect([rotate.http, rotate.envelope.status]).toEqual([403, 1002]);
    // a screen locked meanwhile opens again with the password, so the change can still be made
    expect((await call(t.app, s, { url: UNLOCK_PATH, body: { password: DEMO_PASSWORD } })).envelope.status).toBe(1000);
    expect((await call(t.app, s, { url: LOGOUT_PATH, body: {} })).envelope.status).toBe(1000);
  });

  it('once changed, the same session may call everything', async () => {
    const s = await signIn(t.app, TENANT_B, 'admin', DEMO_PASSWORD);
    expect((await call(t.app, s, { url: CHANGE_PASSWORD_PATH, body: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD } })).envelope.status).toBe(
      1000,
    );
    expect((await call(t.app, s, { url: DICT, body: { code: 'gender' } })).envelope.status).toBe(1000);
    const rotate = await call(t.app, s, { url: APP_KEY_PATHS.rotate, body: { id: DEMO_APP_KEYS[TENANT_B].id } });
    expect(rotate.envelope.status).toBe(1000);
  });

  it.each(['Password1', 'P@ssw0rd', 'Aa123456', 'Qwerty123', '12345678Aa', 'woaini1314A'])(
    'refuses %s, which passes the shared rule, as too easy to guess, in the caller’s language',
    async (weak) => {
      expect(passwordProblem(weak, { account: 'admin' })).toBeNull();
      const s = await signIn(t.app, TENANT_A, 'admin', DEMO_PASSWORD);
      const zh = await call<{ field: string; reason: string }[]>(t.app, s, {
        url: CHANGE_PASSWORD_PATH,
        body: { currentPassword: DEMO_PASSWORD, newPassword: weak },
      });
      expect(zh.envelope.status).toBe(9009);
      expect(zh.result[0].field).toBe('newPassword');
      expect(zh.envelope.msg).toMatch(/猜到/);
      const en = await call(t.app, s, {
        url: CHANGE_PASSWORD_PATH,
        body: { currentPassword: DEMO_PASSWORD, newPassword: weak },
        headers: { 'accept-language': 'en' },
      });
      expect(en.envelope.msg).toMatch(/guess/);
    },
  );
});
