// Issue 36: the administrators' accounts screen and its flows. One cannot disable oneself (the
// button says why); a disable asks first; the server's refusal (the last full administrator) is
// said beside the list; a generated password is shown once; without the write right every
// button is disabled with the reason on hover.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expectSaga } from '../sagaClock';
import { ADMIN_PATHS, AdminAccountRow } from '../../../src/shared/rights/api';
import { expandGrants, menuOf, screenRight } from '../../../src/shared/rights/catalogue';
import { loadFlow, resetFlow } from '../../../src/client/features/adminAccounts/adminAccountsSaga';
import adminAccounts, { events, initialAdminAccountsState } from '../../../src/client/features/adminAccounts/adminAccountsSlice';
import { ok } from '../api/fakeServer';
import { renderConsole } from '../app/renderConsole';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const row = (over: Partial<AdminAccountRow>): AdminAccountRow => ({
  id: 1,
  account: 'admin',
  userName: '系统管理员',
  roleId: 1,
  roleName: '全部权限',
  fullRights: true,
  enabled: true,
  mustChangePassword: false,
  lastSignInAt: '2026-11-30T01:00:00.000Z',
  locked: false,
  self: true,
  ...over,
});
const ROWS = [
  row({}),
  row({ id: 2, account: 'alumni', userName: '校友办管理员', roleId: 2, roleName: '校友办', fullRights: false, self: false, locked: true, lastSignInAt: null }),
];
const ROLES = [
  { id: 1, name: '全部权限', builtIn: true },
  { id: 2, name: '校友办', builtIn: false },
];

function server(calls: { url: string; body: unknown }[]) {
  return (req: { pathname: string; body: unknown }) => {
    calls.push({ url: req.pathname, body: req.body });
    if (req.pathname === ADMIN_PATHS.list) return ok({ data: ROWS, total: ROWS.length });
    if (req.pathname === ADMIN_PATHS.roles) return ok(ROLES);
    if (req.pathname === ADMIN_PATHS.setEnabled)
      return { envelope: { status: 1002, msg: '“校友办管理员”是最后一个拥有全部权限的启用管理员，不能停用或改为权限更少的角色' } };
    return ok();
  };
}

describe('the accounts screen', () => {
  it('lists the accounts, refuses disabling oneself, asks before disabling another and says the refusal', async () => {
    const calls: { url: string; body: unknown }[] = [];
    renderConsole({ path: '/adminAccounts', server: server(calls) });
    const me = await screen.findByTestId('admin-row-admin');
    expect(within(me).getByTestId('admin-disable-admin')).toBeDisabled();
    const other = screen.getByTestId('admin-row-alumni');
    expect(within(other).getByText('已锁定')).toBeInTheDocument();
    expect(within(other).getByText('从未登录')).toBeInTheDocument();
    expect(within(other).getByTestId('admin-unlock-alumni')).toBeEnabled();
    fireEvent.click(within(other).getByTestId('admin-disable-alumni'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('admin-problem')).toHaveTextContent('最后一个拥有全部权限');
    expect(calls.find((c) => c.url === ADMIN_PATHS.setEnabled)?.body).toMatchObject({ id: 2, enabled: false });
  });

  it('disables every button without the write right, the reason on hover', async () => {
    const rights = expandGrants([screenRight('/adminAccounts', 'read')]);
    renderConsole({ path: '/adminAccounts', server: server([]), rights: { permission: [...rights], menu: menuOf(rights) } });
    const add = await screen.findByTestId('admin-add');
    await screen.findByTestId('admin-row-alumni');
    expect(add).toBeDisabled();
    expect(add.closest('[title]')).toHaveAttribute('title', '权限不足：需要「管理员账号」的修改权限');
    expect(screen.getByTestId('admin-reset-alumni')).toBeDisabled();
  });
});

describe('the accounts flows', () => {
  it('loads the accounts and the roles', async () => {
    await expectSaga(loadFlow)
      .withReducer(adminAccounts, { ...initialAdminAccountsState, status: 'loading' })
      .provide({
        call(effect, next) {
          const name = (effect.args[0] as { name?: string })?.name;
          if (name === 'fetchAdmins') return { status: 1000, msg: '', result: { data: ROWS, total: 2 } };
          if (name === 'fetchAdminRoles') return { status: 1000, msg: '', result: ROLES };
          return next();
        },
      })
      .put(events.loaded({ rows: ROWS, roles: ROLES }))
      .run();
  });

  it('shows a generated password once after a reset', async () => {
    const { storeState } = await expectSaga(resetFlow, events.resetClicked({ id: 2 }))
      .withReducer((s: { adminAccounts: typeof initialAdminAccountsState } | undefined, a) => ({ adminAccounts: adminAccounts(s?.adminAccounts, a) }), {
        adminAccounts: { ...initialAdminAccountsState, rows: ROWS, status: 'busy' },
      })
      .provide({
        call(effect, next) {
          const name = (effect.args[0] as { name?: string })?.name;
          if (name === 'resetAdminPassword') return { status: 1000, msg: '密码已重置', result: { id: 2, password: 'Xy7#abcdEFGH23' } };
          if (name === 'fetchAdmins') return { status: 1000, msg: '', result: { data: ROWS, total: 2 } };
          if (name === 'fetchAdminRoles') return { status: 1000, msg: '', result: ROLES };
          return next();
        },
      })
      .run();
    expect(storeState.adminAccounts.generated).toEqual({ account: 'alumni', password: 'Xy7#abcdEFGH23' });
    await waitFor(() => expect(storeState.adminAccounts.status).toBe('ready'));
  });
});
