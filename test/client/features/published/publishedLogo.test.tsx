// The published appearance (/appearanceConfig) stores its pictures as file ids (`logo: "f_…"`,
// `loginBackground: "f_…"`), as every image field does: the console shows them from the file's
// address in the header (BrandMark, as the shell passes it), on the login page (logo, background
// and the footer line) and on the page before login and its preview.
import { render, screen, waitFor } from '@testing-library/react';
import BrandMark from '../../../../src/client/features/published/BrandMark';
import { forgetPublished, usePublishedAppearance } from '../../../../src/client/features/published/usePublished';
import { appearanceOf, imageLink } from '../../../../src/client/features/published/readContent';
import PreLoginView from '../../../../src/client/features/documents/preLogin/PreLoginView';
import { landingViewOf } from '../../../../src/client/features/documents/preLogin/landingDocuments';
import LoginForm from '../../../../src/client/features/session/LoginForm';
import { translate } from '../../../../src/shared/i18n';
import { fileUrl } from '../../../../src/shared/resources/files';

const LOGO = `f_${'a1'.repeat(16)}`;
const BACKGROUND = `f_${'b2'.repeat(16)}`;
const published = { platformName: '示范大学', logo: LOGO, primaryColor: '#8a1538', loginBackground: BACKGROUND, footerText: '示范大学信息化中心' };
const zh = (key: string, params?: Record<string, string | number>) => translate('zh-CN', key, params);

it('reads a stored file id as the file address, and keeps links and the `<field>Url` of a fresh upload', () => {
  expect(appearanceOf(published)).toEqual({
    platformName: '示范大学',
    logoUrl: fileUrl(LOGO),
    primaryColor: '#8a1538',
    loginBackgroundUrl: fileUrl(BACKGROUND),
    footerText: '示范大学信息化中心',
  });
  expect(fileUrl(LOGO)).toBe(`/api/blade-platform/file/view/${LOGO}`);
  expect(imageLink({ logo: LOGO, logoUrl: '/fresh.png' }, 'logo')).toBe('/fresh.png');
  expect(imageLink({ logo: 'https://cdn.example.edu.cn/logo.png' }, 'logo')).toBe('https://cdn.example.edu.cn/logo.png');
  // neither a file id nor a link: nothing
  expect(imageLink({ logo: 'f_nothex' }, 'logo')).toBe('');
  expect(imageLink({ logo: 'javascript:alert(1)' }, 'logo')).toBe('');
});

it('the header shows the published logo read through the public read', async () => {
  forgetPublished();
  const fetcher = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ key: 'appearance', version: 4, content: published }) }));
  const original = global.fetch;
  global.fetch = fetcher as unknown as typeof fetch;
  function Header() {
    const appearance = usePublishedAppearance('', 'T01');
    return <BrandMark name={appearance.platformName} logoUrl={appearance.logoUrl} />;
  }
  try {
    render(<Header />);
    await waitFor(() => expect(screen.getByTestId('brand-logo')).toHaveAttribute('src', `/api/blade-platform/file/view/${LOGO}`));
    expect(screen.getByTestId('brand-name')).toHaveTextContent('示范大学');
  } finally {
    global.fetch = original;
    forgetPublished();
  }
});

it('the login page shows the logo, the background picture and the footer line; none of them without a publish', () => {
  const appearance = appearanceOf(published);
  const { unmount } = render(
    <LoginForm
      t={zh}
      title={appearance.platformName}
      busy={false}
      onSubmit={jest.fn()}
      onSwitchLanguage={jest.fn()}
      logoUrl={appearance.logoUrl}
      backgroundUrl={appearance.loginBackgroundUrl}
      footerText={appearance.footerText}
    />,
  );
  expect(screen.getByTestId('brand-logo')).toHaveAttribute('src', fileUrl(LOGO));
  expect(screen.getByTestId('auth-page').style.backgroundImage).toBe(`url("${fileUrl(BACKGROUND)}")`);
  expect(screen.getByTestId('auth-page-footer')).toHaveTextContent('示范大学信息化中心');
  unmount();

  const none = appearanceOf(null);
  render(
    <LoginForm
      t={zh}
      title="x"
      busy={false}
      onSubmit={jest.fn()}
      onSwitchLanguage={jest.fn()}
      logoUrl={none.logoUrl}
      backgroundUrl={none.loginBackgroundUrl}
      footerText={none.footerText}
    />,
  );
  expect(screen.queryByTestId('brand-logo')).toBeNull();
  expect(screen.getByTestId('auth-page').style.backgroundImage).toBe('');
  expect(screen.queryByTestId('auth-page-footer')).toBeNull();
});

it('the page before login (and its preview) shows the published logo', () => {
  const view = landingViewOf({ preLoginPage: null, preLoginBottom: null, appearance: published, loginPrompt: null }, '2026-11-26');
  render(<PreLoginView {...view} locale="zh-CN" live />);
  expect(screen.getByTestId('brand-logo')).toHaveAttribute('src', fileUrl(LOGO));
});
