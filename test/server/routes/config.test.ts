// GET /config.json: the runtime config, and the demo sign-in only while the demo password works.
import { buildApp } from '../../../src/server/app';
import { liveDemoSignIn } from '../../../src/server/auth/demoSignIn';
import { hashPassword } from '../../../src/server/auth/passwords';
import { buildTestApp, DEMO_PASSWORD, TENANT_A, TestApp } from '../helpers';

describe('runtime config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publishedPasswords: true });
  });
  afterAll(() => t.close());

  it('answers baseURL and projectName without the demo sign-in by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.json()).toEqual({ baseURL: '', projectName: '校园服务平台管理后台' });
  });

  it('announces the demo sign-in while the demo admin still has the demo password', async () => {
    const demo = await liveDemoSignIn(t.db);
    expect(demo).toEqual({ tenantId: TENANT_A, account: 'admin', password: DEMO_PASSWORD });
    const app = buildApp({ db: t.db, demoSignIn: demo });
    try {
      expect((await app.inject({ method: 'GET', url: '/config.json' })).json().demoSignIn).toEqual(demo);
    } finally {
      await app.close();
    }
  });

  it('stops announcing it once the password was changed', async () => {
    await t.db
      .updateTable('admin_users')
      .set({ password_hash: await hashPassword('A-new-secret-1') })
      .where('tenant_id', '=', TENANT_A)
      .execute();
    expect(await liveDemoSignIn(t.db)).toBeUndefined();
  });
});
