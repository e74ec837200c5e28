// The page before login's one view (the real page and the previews): the shown sections in their
// order, hidden ones left out, the bottom in the footer section's place with its shown links in
// order (followed on the real page, never in a preview), the login notice in the notices
// section, and the appearance's name, logo and colour.
import { render, screen } from '@testing-library/react';
import PreLoginView from '../../../../src/client/features/documents/preLogin/PreLoginView';
import { landingViewOf } from '../../../../src/client/features/documents/preLogin/landingDocuments';
import { preLoginPage } from '../../../../src/shared/documents/preLoginPage/definition';

const page = {
  ...preLoginPage.defaults,
  sections: [
    { section: 'footer', title: '底部信息', enabled: true, order: 50 },
    { section: 'quickServices', title: '常用服务', enabled: false, order: 40 },
    { section: 'accessWays', title: '请选择登录方式', enabled: true, order: 20 },
    { section: 'notices', title: '校园通知', enabled: true, order: 30 },
    { section: 'banner', title: '校园风光', enabled: true, order: 10 },
  ],
  accessWays: ['password', 'cas'],
  welcomeText: '欢迎来到示范大学',
};
const bottom = {
  links: [
    { text: '隐私政策', url: 'https://www.example.edu.cn/privacy.html', order: 30, enabled: true },
    { text: '旧版门户', url: 'https://old.example.edu.cn/', order: 5, enabled: false },
    { text: '学校主页', url: 'https://www.example.edu.cn/', order: 10, enabled: true },
  ],
  copyrightText: '© 2026 示范大学',
  icpText: '浙ICP备05012345号-1',
};
const contents = {
  preLoginPage: page,
  preLoginBottom: bottom,
  appearance: { platformName: '示范大学智慧校园', primaryColor: '#8a1538', logoUrl: '/files/logo.png' },
  loginPrompt: {
    enabled: true,
    title: '系统维护通知',
    content: '<p>本周六 22:00 维护</p><script>x()</script>',
    level: 'warning',
    startDate: null,
    endDate: null,
  },
};
const sectionOrder = () =>
  screen.getAllByTestId(/^preview-prelogin-section-/).map((el) => el.getAttribute('data-testid')?.replace('preview-prelogin-section-', ''));

it('shows the shown sections in their order, the bottom in the footer place and the notice in the notices section', () => {
  render(<PreLoginView {...landingViewOf(contents, '2026-11-26')} locale="zh-CN" live />);
  expect(sectionOrder()).toEqual(['banner', 'accessWays', 'notices', 'footer']);
  expect(screen.getByTestId('preview-prelogin-section-notices')).toHaveTextContent('系统维护通知');
  expect(screen.getByTestId('login-notice').innerHTML).not.toContain('script');
  expect(screen.getByTestId('preview-prelogin-section-footer')).toContainElement(screen.getByTestId('preview-prelogin-bottom'));
  expect(screen.getByTestId('preview-prelogin-bottom')).toHaveTextContent('浙ICP备05012345号-1');
  expect(screen.getByTestId('brand-name')).toHaveTextContent('示范大学智慧校园');
  expect(screen.getByTestId('brand-logo')).toHaveAttribute('src', '/files/logo.png');
  expect(screen.getByTestId('preview-prelogin').style.getPropertyValue('--campus-primary-color')).toBe('#8a1538');
  expect(screen.getByTestId('preview-prelogin-way-cas')).toHaveAttribute('href', '#signIn=cas');
});

it('follows the shown links in their order on the real page, and never in a preview', () => {
  const { unmount } = render(<PreLoginView {...landingViewOf(contents, '2026-11-26')} locale="zh-CN" live />);
  const links = screen.getAllByTestId('preview-prelogin-link');
  expect(links.map((a) => a.textContent)).toEqual(['学校主页', '隐私政策']);
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://www.example.edu.cn/', 'https://www.example.edu.cn/privacy.html']);
  expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  unmount();
  render(<PreLoginView {...landingViewOf(contents, '2026-11-26')} locale="en" />);
  expect(screen.getAllByTestId('preview-prelogin-link').map((a) => a.textContent)).toEqual(['学校主页', '隐私政策']);
  expect(screen.getByTestId('preview-prelogin').querySelector('a')).toBeNull();
});

it('leaves out what the app fills on the real page, names it in a preview, and drops a notice out of its dates', () => {
  const noNotice = { ...contents, preLoginBottom: null, loginPrompt: { ...contents.loginPrompt, endDate: '2026-01-01' } };
  const { unmount } = render(<PreLoginView {...landingViewOf(noNotice, '2026-11-26')} locale="zh-CN" live />);
  expect(screen.queryByTestId('login-notice')).toBeNull();
  expect(screen.getByTestId('preview-prelogin-section-notices')).toBeEmptyDOMElement();
  expect(screen.getByTestId('preview-prelogin-section-footer')).toBeEmptyDOMElement();
  unmount();
  render(<PreLoginView {...landingViewOf(noNotice, '2026-11-26')} locale="en" />);
  expect(screen.getByTestId('preview-prelogin-section-footer')).toHaveTextContent('(Footer: filled in by the app)');
});
