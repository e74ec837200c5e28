// Issue 36: the one check of rights on the server. Every registered route declares what it needs;
// a call without the right answers 1002 权限不足 naming it; the session's permission and menu come
// from the role; a change of a role applies at the next call; the built-in role stays whole; the
// accounts refuse disabling oneself and leaving no enabled administrator with every right.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { isProtected } from '../../../src/server/paths';
import { peopleListPath } from '../../../src/shared/people/api';
import { ADMIN_PATHS, RIGHTS_PATH } from '../../../src/shared/rights/api';
import { ADMIN_ROLES_BASE } from '../../../src/shared/resources/adminRoles/definition';
import { EXPORT_PATHS } from '../../../src/shared/exports/api';
import { PHOTO_PATHS } from '../../../src/shared/photos/api';
import { documentPath } from '../../../src/shared/documents';
import { buildTestApp, call, CHANGED_PASSWORD, Session, signIn, TENANT_A, TestApp, unsignedPost } from '../helpers';

let t: TestApp;
const routes: RouteOptions[] = [];
let admin: Session;
let alumni: Session;

beforeAll(async () => {
  t = await buildTestApp({ extend: (app: FastifyInstance) => app.addHook('onRoute', (route: RouteOptions) => void routes.push(route)) });
  admin = await signIn(t.app, TENANT_A, 'admin');
  alumni = await signIn(t.app, TENANT_A, 'alumni');
}, 120_000);
afterAll(() => t.close());

type Page<T> = { data: T[]; total: number };
interface Row {
  id: number;
  account: string;
  userName: string;
  roleId: number;
  fullRights: boolean;
  enabled: boolean;
  lastSignInAt: string | null;
  locked: boolean;
  self: boolean;
}
interface Role {
  id: number;
  name: string;
  grants: string[];
  builtIn: boolean;
}

const adminsOf = async (s: Session) => (await call<Page<Row>>(t.app, s, { url: ADMIN_PATHS.list, body: { pageSize: 100 } })).result.data;
const rolesOf = async (s: Session) =>
  (await call<Page<Role>>(t.app, s, { url: `${ADMIN_ROLES_BASE}/list`, body: { pageIndex: 1, pageSize: 100 } })).result.data;
const studentList = (s: Session) => call(t.app, s, { url: peopleListPath('STUDENT'), body: { pageIndex: 1, pageSize: 5 } });

describe('the route table', () => {
  it('declares the right of every registered route', () => {
    // the walk sees the whole app
    expect(routes.length).toBeGreaterThan(400);
    const undeclared = routes.filter((r) => !r.config?.right).map((r) => `${[r.method].flat().join(',')} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('asks a screen right of every protected route but the session calls', () => {
    const loose = routes
      .filter((r) => isProtected(r.url) && (r.config?.right === 'public' || r.config?.right === 'signedIn'))
      .map((r) => r.url)
      .filter((u) => !u.startsWith('/api/blade-auth/'));
    // shared reads every screen makes (dictionaries, notices, one's own jobs, a URL check)
    expect(new Set(loose)).toEqual(
      new Set([
        '/api/console/attention',
        '/api/blade-workbench/jobs/list',
        '/api/blade-workbench/jobs/seen',
        '/api/blade-platform/dict/getDict',
        '/api/blade-workbench/dict/dictionary',
        '/api/blade-workbench/baseService/checkURL',
        // an export's file, by the signed link its checked progress handed out
        '/api/blade-workbench/export/file/*',
      ]),
    );
  });
});

describe('the session from the role', () => {
  it('gives the full administrator every area and the alumni office only the alumni circle', async () => {
    expect(admin.menu.map((a) => a.key)).toContain('system');
    expect(admin.menu.map((a) => a.key)).toContain('people');
    expect(alumni.menu.map((a) => a.key)).toEqual(['alumni']);
    expect(alumni.permission).toContain('/dynamicManage:write');
    expect(alumni.permission).not.toContain('/studentManage:read');
  });

  it('records the last sign-in', async () => {
    const rows = await adminsOf(admin);
    expect(rows.find((r) => r.account === 'alumni')!.lastSignInAt).toEqual(expect.any(String));
    expect(rows.find((r) => r.account === 'admin')!.self).toBe(true);
  });
});

describe('a call without the right', () => {
  it('answers 1002 权限不足 naming the right, in both languages', async () => {
    const zh = await studentList(alumni);
    expect(zh.envelope.status).toBe(1002);
    expect(zh.envelope.msg).toBe('权限不足：需要「本专科生管理」的查看权限');
    const en = await call(t.app, alumni, { url: peopleListPath('STUDENT'), body: { pageIndex: 1, pageSize: 5 }, headers: { 'accept-language': 'en' } });
    expect(en.envelope.msg).toBe('Not permitted: this needs the view right of "Students"');
    expect((await studentList(admin)).envelope.status).toBe(1000);
  });

  it('refuses a job started without the right of its list (an export of students)', async () => {
    const start = await call(t.app, alumni, { url: EXPORT_PATHS.count, body: { identity: 'STUDENT', dataRange: 1 } });
    expect(start.envelope.status).toBe(1002);
  });

  it('asks the dangerous actions apart from the screen’s write', async () => {
    const xuegong = await signIn(t.app, TENANT_A, 'xuegong');
    const wipe = await call(t.app, xuegong, { url: PHOTO_PATHS.removeAll, body: { identity: 'STUDENT' } });
    expect(wipe.envelope.status).toBe(1002);
    expect(wipe.envelope.msg).toBe('权限不足：需要「删除全部照片」权限');
    // the alumni office writes its pact, but publishing needs the danger
    const publish = await call(t.app, alumni, { url: documentPath('alumniPact', 'publish'), body: { baseVersion: 0 } });
    expect(publish.envelope.msg).toBe('权限不足：需要「发布配置」权限');
    const draft = await call(t.app, alumni, { url: documentPath('alumniPact', 'detail'), body: {} });
    expect(draft.envelope.status).toBe(1000);
  });

  it('lets the session ask its current rights', async () => {
    const r = await call<{ permission: string[]; menu: { key: string }[] }>(t.app, alumni, { url: RIGHTS_PATH, body: {} });
    expect(r.envelope.status).toBe(1000);
    expect(r.result.menu.map((a) => a.key)).toEqual(['alumni']);
  });

  it('applies a role changed by another administrator at the next call', async () => {
    const role = (await rolesOf(admin)).find((r) => r.name === '校友办')!;
    const widened = await call(t.app, admin, { url: `${ADMIN_ROLES_BASE}/update`, body: { ...role, grants: [...role.grants, '/studentManage:read'] } });
    expect(widened.envelope.status).toBe(1000);
    expect((await studentList(alumni)).envelope.status).toBe(1000);
    const rights = await call<{ permission: string[] }>(t.app, alumni, { url: RIGHTS_PATH, body: {} });
    expect(rights.result.permission).toContain('/studentManage:read');
    await call(t.app, admin, { url: `${ADMIN_ROLES_BASE}/update`, body: { ...role } });
    expect((await studentList(alumni)).envelope.status).toBe(1002);
  });

  it('applies another role given to an administrator at its next call, and the old one given back', async () => {
    const roles = await rolesOf(admin);
    const alumniRole = roles.find((r) => r.name === '校友办')!;
    const full = roles.find((r) => r.builtIn)!;
    const account = (await adminsOf(admin)).find((r) => r.account === 'alumni')!;
    const give = (roleId: number) => call(t.app, admin, { url: ADMIN_PATHS.update, body: { id: account.id, userName: account.userName, roleId } });
    expect((await give(full.id)).envelope.status).toBe(1000);
    expect((await studentList(alumni)).envelope.status).toBe(1000);
    expect((await give(alumniRole.id)).envelope.status).toBe(1000);
    expect((await studentList(alumni)).envelope.status).toBe(1002);
  });
});

describe('the built-in role', () => {
  it('cannot be removed nor given fewer rights', async () => {
    const builtIn = (await rolesOf(admin)).find((r) => r.builtIn)!;
    expect(builtIn.grants).toEqual(['*']);
    const removal = await call(t.app, admin, { url: `${ADMIN_ROLES_BASE}/remove`, body: { ids: [builtIn.id] } });
    expect(removal.envelope.status).toBe(1002);
    expect(removal.envelope.msg).toContain('全部权限');
    const emptied = await call(t.app, admin, { url: `${ADMIN_ROLES_BASE}/update`, body: { ...builtIn, grants: ['/studentManage:read'] } });
    expect(emptied.envelope.status).not.toBe(1000);
    expect((await rolesOf(admin)).find((r) => r.builtIn)!.grants).toEqual(['*']);
  });

  it('refuses removing a role an administrator holds', async () => {
    const role = (await rolesOf(admin)).find((r) => r.name === '校友办')!;
    const removal = await call(t.app, admin, { url: `${ADMIN_ROLES_BASE}/remove`, body: { ids: [role.id] } });
    expect(removal.envelope.status).toBe(1002);
  });
});

describe('the accounts', () => {
  it('refuses disabling oneself', async () => {
    const me = (await adminsOf(admin)).find((r) => r.self)!;
    const r = await call(t.app, admin, { url: ADMIN_PATHS.setEnabled, body: { id: me.id, enabled: false } });
    expect(r.envelope.status).toBe(1002);
    expect(r.envelope.msg).toBe('不能停用自己的账号');
  });

  it('refuses leaving no enabled administrator with every right', async () => {
    const roles = await rolesOf(admin);
    const full = roles.find((r) => r.builtIn)!;
    const lesser = roles.find((r) => r.name === '校友办')!;
    const me = (await adminsOf(admin)).find((r) => r.self)!;
    // admin is the only one with every right: no lesser role for it
    const moved = await call(t.app, admin, { url: ADMIN_PATHS.update, body: { id: me.id, userName: '系统管理员', roleId: lesser.id } });
    expect(moved.envelope.status).toBe(1002);
    expect(moved.envelope.msg).toContain('最后一个拥有全部权限');

    // a second full administrator, who disables admin: then it is the last one
    const made = await call<{ id: number; password: string }>(t.app, admin, {
      url: ADMIN_PATHS.save,
      body: { account: 'second', userName: '第二管理员', roleId: full.id },
    });
    expect(made.envelope.status).toBe(1000);
    expect(made.result.password).toEqual(expect.any(String));
    await t.db.updateTable('admin_users').set({ must_change_password: false }).where('id', '=', made.result.id).execute();
    const second = await signIn(t.app, TENANT_A, 'second', made.result.password);
    const off = await call(t.app, second, { url: ADMIN_PATHS.setEnabled, body: { id: me.id, enabled: false } });
    expect(off.envelope.status).toBe(1000);
    // admin's session ends at once
    expect((await studentList(admin)).res.statusCode).toBe(401);
    const self = (await adminsOf(second)).find((r) => r.self)!;
    const lesserSelf = await call(t.app, second, { url: ADMIN_PATHS.update, body: { id: self.id, userName: '第二管理员', roleId: lesser.id } });
    expect(lesserSelf.envelope.status).toBe(1002);
    expect(lesserSelf.envelope.msg).toContain('最后一个拥有全部权限');
    expect((await call(t.app, second, { url: ADMIN_PATHS.setEnabled, body: { id: me.id, enabled: true } })).envelope.status).toBe(1000);
    admin = await signIn(t.app, TENANT_A, 'admin', CHANGED_PASSWORD);
  });

  it('resets a password to be changed at next sign-in, and unlocks', async () => {
    const target = (await adminsOf(admin)).find((r) => r.account === 'xuegong')!;
    const reset = await call<{ password: string }>(t.app, admin, { url: ADMIN_PATHS.resetPassword, body: { id: target.id } });
    expect(reset.envelope.status).toBe(1000);
    const s = await signIn(t.app, TENANT_A, 'xuegong', reset.result.password);
    expect((s as Session & { mustChangePassword: boolean }).mustChangePassword).toBe(true);
    expect((await call(t.app, admin, { url: ADMIN_PATHS.unlock, body: { id: target.id } })).envelope.status).toBe(1000);
  });

  it('shows an account the sign-in throttle holds as locked, and unlocks it', async () => {
    for (let i = 0; i < 5; i += 1) await unsignedPost(t.app, '/api/blade-auth/token', { tenantId: TENANT_A, account: 'alumni', password: 'wrong-guess' });
    const locked = (await adminsOf(admin)).find((r) => r.account === 'alumni')!;
    expect(locked.locked).toBe(true);
    expect((await unsignedPost(t.app, '/api/blade-auth/token', { tenantId: TENANT_A, account: 'alumni', password: CHANGED_PASSWORD })).envelope.status).toBe(
      1002,
    );
    expect((await call(t.app, admin, { url: ADMIN_PATHS.unlock, body: { id: locked.id } })).envelope.status).toBe(1000);
    expect((await adminsOf(admin)).find((r) => r.account === 'alumni')!.locked).toBe(false);
    expect((await unsignedPost(t.app, '/api/blade-auth/token', { tenantId: TENANT_A, account: 'alumni', password: CHANGED_PASSWORD })).envelope.status).toBe(
      1000,
    );
  });

  it('refuses the accounts screen to an administrator without it', async () => {
    const r = await call(t.app, alumni, { url: ADMIN_PATHS.list, body: {} });
    expect(r.envelope.status).toBe(1002);
    expect(r.envelope.msg).toContain('管理员账号');
  });
});
