// The shell as a user meets it: routes, guards, lazy screens, the header's buttons.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { screenFor } from '../../../src/client/app/screens';
import { definedScreenFor } from '../../../src/client/app/definedScreens';
import NotBuiltPage from '../../../src/client/app/shell/NotBuiltPage';
import { ALL_ROUTES } from '../../../src/shared/routes';
import { MemoryRouter } from 'react-router-dom';
import { renderWithStore } from '../widgets/renderWithStore';
import { renderConsole } from './renderConsole';
import { formatBytes } from '../../../src/shared/byteSize';
import { toastShown } from '../../../src/client/features/ui/uiSlice';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const path = (router: ReturnType<typeof renderConsole>['router']) => router.state.location.pathname;

describe('routes', () => {
  it("redirects / to /downloadPage, the tenant's app download page", async () => {
    const { router } = renderConsole({ path: '/' });
    expect(await screen.findByRole('heading', { name: /测试学院管理后台/, level: 1 })).toBeInTheDocument();
    expect(path(router)).toBe('/downloadPage');
    expect(screen.getByRole('link', { name: '管理版本' })).toHaveAttribute('href', '/APPVersionsManage');
  });

  it("draws the open screen's heading from the route table for every route, and none for an unknown address", async () => {
    const { router } = renderConsole({ path: '/cardsConfigNew' });
    expect(await screen.findByRole('heading', { name: '卡片配置（新）', level: 2 })).toHaveAttribute('data-testid', 'screen-title');
    await act(() => router.navigate('/cardsPackageConfig'));
    expect(screen.getByTestId('screen-title')).toHaveTextContent('业务包配置');
    await act(() => router.navigate('/HistoryProject'));
    expect(screen.getByTestId('screen-title')).toHaveTextContent('操作历史');
    await act(() => router.navigate('/no-such-screen'));
    expect(screen.queryByTestId('screen-title')).toBeNull();
  });

  it('has a screen for every route of the menu: none falls back to the not-built page', () => {
    for (const { path } of ALL_ROUTES) {
      const entry = screenFor(path);
      if ('path' in (entry.props ?? {})) expect(definedScreenFor(path).props).not.toEqual({ path });
    }
  });

  it('names the area and screen of a menu route on the not-built page (the fallback of a route added without a screen)', () => {
    renderWithStore(
      <MemoryRouter>
        <NotBuiltPage path="/cardsPackageConfig" />
      </MemoryRouter>,
    );
    expect(screen.getByText('应用配置 · 业务包配置')).toBeInTheDocument();
    expect(screen.getByText('此页面尚未建成，将在后续版本中提供。')).toBeInTheDocument();
  });

  it('shows an address outside the menu as not found', async () => {
    renderConsole({ path: '/noScreenForThis' });
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
  });

  it('highlights the open route in the menu', async () => {
    renderConsole({ path: '/serviceList' });
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByText('服务列表')).toHaveClass('active');
    expect(within(nav).getByText('服务分类')).not.toHaveClass('active');
  });

  it('shows not found for an unknown path, with the way home', async () => {
    const { router } = renderConsole({ path: '/nowhere' });
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(path(router)).toBe('/downloadPage'));
  });

  it('serves a resource route through the defined-screen chunk with the resource screen and its key', async () => {
    expect(screenFor('/sensitiveWordManage').props).toEqual({ path: '/sensitiveWordManage' });
    expect(screenFor('/organization').props).toBeUndefined();
    const entry = definedScreenFor('/sensitiveWordManage');
    expect(entry.props).toEqual({ resourceKey: 'shieldWords' });
    const module = await entry.load();
    expect(typeof module.default).toBe('function');
    expect(definedScreenFor('/noScreenForThis').props).toEqual({ path: '/noScreenForThis' });
  });
});

describe('lazy chunks', () => {
  it('shows ChunkLoadError with a retry that really loads the chunk again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
      .mockResolvedValueOnce({ default: () => <p>服务列表页面</p> });
    renderConsole({ path: '/serviceList', screens: { '/serviceList': { load } } });
    expect(await screen.findByText(/ChunkLoadError/)).toBeInTheDocument();
    expect(screen.getByText('Loading chunk 7 failed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('服务列表页面')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk after 120 000 ms', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn(() => new Promise<never>(() => undefined));
      renderConsole({ path: '/serviceScore', screens: { '/serviceScore': { load } } });
      await act(async () => {
        jest.advanceTimersByTime(119_999);
      });
      expect(screen.queryByText(/ChunkLoadError/)).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(screen.getByText(/ChunkLoadError/)).toBeInTheDocument();
      expect(screen.getByText(/timed out after 120000 ms/)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('session guards', () => {
  it('offers no demo sign-in when the server runs without demo data', async () => {
    renderConsole({ path: '/login', session: 'signedOut', config: { baseURL: '', projectName: '某大学' } });
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByText(/演示账号/)).toBeNull();
    expect((screen.getByLabelText('租户编号') as HTMLInputElement).value).toBe('');
  });

  it('sends a visitor to /login, validates, shows the refusal, then lands where they were going', async () => {
    const { router } = renderConsole({ path: '/publicShield', session: 'signedOut' });
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(path(router)).toBe('/login');
    expect(screen.getByText('演示账号：租户 000000，账号 admin，密码 Campus@2026')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('租户、账号或密码错误')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Campus@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(path(router)).toBe('/publicShield'));
    expect(await screen.findByText('公众号屏蔽管理')).toBeInTheDocument();
  });

  it('shows /lock for every route while locked, and unlocks back to the locked screen', async () => {
    const { router } = renderConsole({ path: '/robotBasicInfo', session: 'locked' });
    expect(await screen.findByText('屏幕已锁定')).toBeInTheDocument();
    expect(path(router)).toBe('/lock');
    expect(screen.getByText('管理员')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: '解锁' }));
    expect(await screen.findByText('密码错误')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Campus@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '解锁' }));
    await waitFor(() => expect(path(router)).toBe('/serviceList'));
  });

  it('locks from the header, and the lock survives (it is stored)', async () => {
    const { router } = renderConsole({ path: '/serviceScore' });
    fireEvent.click(await screen.findByRole('button', { name: '锁屏' }));
    await waitFor(() => expect(path(router)).toBe('/lock'));
    expect(JSON.parse(localStorage.getItem('campus-lock')!)).toEqual({ from: '/serviceScore' });
  });

  it('signs out from the header: logout is called, storage cleared, /login shown', async () => {
    const { router, seen } = renderConsole({ path: '/wel/index' });
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(path(router)).toBe('/login'));
    expect(seen.map((r) => r.pathname)).toContain('/api/blade-auth/logout');
    expect(localStorage.getItem('campus-x-access-token')).toBeNull();
  });
});

describe('header', () => {
  it('switches the language of every text, and keeps the choice', async () => {
    renderConsole({ path: '/wel/index' });
    expect(await screen.findByRole('heading', { name: /欢迎使用测试学院管理后台/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '语言：English' }));
    expect(await screen.findByRole('heading', { name: /Welcome to 测试学院管理后台/ })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation')).getByText('Service list')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(localStorage.getItem('campus-locale')).toBe('"en"');
    fireEvent.click(screen.getByRole('button', { name: 'Language: 中文' }));
    expect(await screen.findByRole('button', { name: '退出登录' })).toBeInTheDocument();
  });

  it('exports the action log as a .json download', async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((b: Blob) => {
        created.push(b);
        return 'blob:log';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { store } = renderConsole({ path: '/wel/index' });
    const button = await screen.findByRole('button', { name: '导出操作日志' });
    // the button shows the log's current size, and follows it as actions are kept
    const shown = () => screen.getByTestId('action-log-size').textContent;
    await waitFor(() => expect(shown()).toBe(`（${formatBytes(store.actionLog.size())}）`));
    const before = store.actionLog.size();
    act(() => {
      store.dispatch(toastShown({ kind: 'info', text: 'x'.repeat(4000), id: 'big' }));
    });
    expect(store.actionLog.size()).toBeGreaterThan(before + 4000);
    await waitFor(() => expect(shown()).toBe(`（${formatBytes(store.actionLog.size())}）`));
    fireEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^action-log-.*\.json$/);
    expect(created[0].type).toBe('application/json');
    // the size is an upper bound of the file's bytes
    expect(created[0].size).toBeLessThanOrEqual(store.actionLog.size());
    expect(await screen.findByText('操作日志已导出')).toBeInTheDocument();
    click.mockRestore();
  });
});

describe('new-search parameters', () => {
  it('are cleared before every navigation, other keys are kept', async () => {
    const { router } = renderConsole({ path: '/wel/index' });
    await screen.findByRole('navigation');
    sessionStorage.setItem('newSearchParams', '{"name":"x"}');
    sessionStorage.setItem('newSearchServiceList', '1');
    sessionStorage.setItem('keepMe', '1');
    fireEvent.click(within(screen.getByRole('navigation')).getByText('服务评分'));
    await waitFor(() => expect(path(router)).toBe('/serviceScore'));
    expect(sessionStorage.getItem('newSearchParams')).toBeNull();
    expect(sessionStorage.getItem('newSearchServiceList')).toBeNull();
    expect(sessionStorage.getItem('keepMe')).toBe('1');

    sessionStorage.setItem('newSearchParams', '{}');
    await act(() => router.navigate('/serviceList'));
    expect(sessionStorage.getItem('newSearchParams')).toBeNull();
  });
});
