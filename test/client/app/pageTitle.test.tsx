// The browser tab's title names the open screen in the current language, then the project: on
// every route, after a navigation and after a language switch.
import { act, waitFor } from '@testing-library/react';
import { pageTitleOf, screenLabelOf } from '../../../src/client/app/shell/pageTitle';
import { localeSwitched } from '../../../src/client/features/ui/uiSlice';
import { tFor } from '../../../src/client/i18n';
import { ALL_ROUTES } from '../../../src/shared/routes';
import { renderConsole } from './renderConsole';

const zh = tFor('zh-CN');
const en = tFor('en');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('pageTitleOf', () => {
  it('names every route of the menu by its menu label, in both languages, each title its own', () => {
    const titles = new Set<string>();
    for (const route of ALL_ROUTES) {
      expect(pageTitleOf(zh, route.path, '湖畔大学')).toBe(`${zh(route.label)} - 湖畔大学`);
      expect(pageTitleOf(en, route.path, '湖畔大学')).toBe(`${en(route.label)} - 湖畔大学`);
      titles.add(pageTitleOf(en, route.path, 'P'));
    }
    expect(titles.size).toBe(ALL_ROUTES.length);
    expect(pageTitleOf(zh, '/userManage', 'P')).toBe('用户管理 - P');
    expect(pageTitleOf(en, '/userManage', 'P')).toBe('Users - P');
  });

  it('matches as the router does (any case, a trailing slash) and names sign-in, lock and not found', () => {
    expect(screenLabelOf('/USERMANAGE/')).toBe('route.userManage');
    expect(pageTitleOf(zh, '/login', 'P')).toBe('登录 - P');
    expect(pageTitleOf(en, '/lock', 'P')).toBe('Screen locked - P');
    expect(pageTitleOf(en, '/nowhere', 'P')).toBe('Page not found - P');
    expect(pageTitleOf(zh, '/', 'P')).toBe('P');
  });

  it("falls back to the console's name when the project has none", () => {
    expect(pageTitleOf(en, '/userManage', '  ')).toBe('Users - Campus service platform console');
  });
});

describe('the document title', () => {
  it('follows navigation and the language', async () => {
    const { router, store } = renderConsole({ path: '/serviceList' });
    await waitFor(() => expect(document.title).toBe('服务列表 - 测试学院管理后台'));
    await act(() => router.navigate('/userManage'));
    await waitFor(() => expect(document.title).toBe('用户管理 - 测试学院管理后台'));
    act(() => {
      store.dispatch(localeSwitched('en'));
    });
    await waitFor(() => expect(document.title).toBe('Users - 测试学院管理后台'));
    await act(() => router.navigate('/serviceList'));
    await waitFor(() => expect(document.title).toBe(`${en('route.serviceList')} - 测试学院管理后台`));
  });
});
