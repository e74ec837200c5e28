// The page before login in the preview frame: the welcome text, the shown sections in their
// order (banner, the chosen ways to sign in as buttons, the others by title), a page switched off
// shown so; its bottom document on the same face: the shown links in order, copyright, ICP,
// phone and address, a link's address never made a link to follow.
import { act, render, screen } from '@testing-library/react';
import { createFrameBridge } from '../../../../src/client/frame/frameBridge';
import PreviewPage from '../../../../src/client/features/documents/preview/PreviewPage';
import { PREVIEW_API } from '../../../../src/client/features/documents/preview/previewProtocol';
import { preLoginPage } from '../../../../src/shared/documents/preLoginPage/definition';

const origin = window.location.origin;

function showDraft(content: Record<string, unknown>, locale = 'zh-CN') {
  const parent = { postMessage: jest.fn() } as unknown as Window;
  render(<PreviewPage bridge={createFrameBridge({ self: window, parent })} />);
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { webApiId: 'd1', apiName: PREVIEW_API.draft, webApiType: 'passive', data: { face: 'preLoginPage', locale, content } },
        origin,
        source: parent,
      }),
    );
  });
}

const sectionOrder = () =>
  screen.getAllByTestId(/^preview-prelogin-section-/).map((el) => el.getAttribute('data-testid')?.replace('preview-prelogin-section-', ''));

it('shows the welcome text, the shown sections in their order and the chosen ways as buttons', () => {
  const sections = [
    { section: 'footer', title: '联系我们', enabled: true, order: 50 },
    { section: 'accessWays', title: '请选择登录方式', enabled: true, order: 20 },
    { section: 'notices', title: '校园通知', enabled: false, order: 30 },
    { section: 'banner', title: '校园风光', enabled: true, order: 10 },
  ];
  showDraft({ ...preLoginPage.defaults, sections, accessWays: ['wechat', 'cas'], welcomeText: '欢迎来到示范大学' });
  expect(screen.getByTestId('preview-prelogin-welcome')).toHaveTextContent('欢迎来到示范大学');
  expect(sectionOrder()).toEqual(['banner', 'accessWays', 'footer']);
  expect(screen.getByTestId('preview-prelogin-ways')).toHaveTextContent('请选择登录方式');
  // the buttons in the list's order, whatever the order chosen
  expect(screen.getByTestId('preview-prelogin-ways').textContent).toMatch(/统一身份认证（CAS）.*微信登录/);
  expect(screen.queryByTestId('preview-prelogin-way-password')).toBeNull();
  expect(screen.queryByTestId('preview-prelogin-off')).toBeNull();
});

it('shows a banner image by its link, and a page switched off, in English', () => {
  showDraft({ ...preLoginPage.defaults, enabled: false, bannerImageUrl: '/files/banner.png', accessWays: [] }, 'en');
  expect(screen.getByTestId('preview-prelogin-off')).toHaveTextContent('The page is off');
  expect(screen.getByTestId('preview-prelogin-banner')).toHaveAttribute('src', '/files/banner.png');
  expect(screen.getByTestId('preview-prelogin-ways')).toHaveTextContent('No way to sign in is chosen');
});

it('shows the bottom document as the page footer: shown links in order, its lines, no link to follow', () => {
  showDraft({
    links: [
      { text: '隐私政策', url: 'https://www.example.edu.cn/privacy.html', order: 30, enabled: true },
      { text: '旧版门户', url: 'https://old.example.edu.cn/', order: 5, enabled: false },
      { text: '学校主页', url: 'javascript:alert(1)', order: 10, enabled: true },
    ],
    copyrightText: '© 2026 示范大学',
    icpText: '浙ICP备05012345号-1',
    contactPhone: '0571-88981234',
    address: '示范路 88 号',
  });
  expect(screen.getAllByTestId('preview-prelogin-link').map((a) => a.textContent)).toEqual(['学校主页', '隐私政策']);
  expect(screen.getByTestId('preview-prelogin').querySelector('a')).toBeNull();
  const bottom = screen.getByTestId('preview-prelogin-bottom');
  for (const line of ['© 2026 示范大学', '浙ICP备05012345号-1', '电话：0571-88981234', '地址：示范路 88 号']) expect(bottom).toHaveTextContent(line);
  expect(screen.queryByTestId('preview-prelogin-welcome')).toBeNull();
});
