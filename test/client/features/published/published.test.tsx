// What the console itself follows: the published login notice (on, within its dates), the
// appearance (name, logo, main colour as a CSS property), rich text kept to the allowlist, the
// public read, and which tenant the login page asks for.
import { render, screen, waitFor } from '@testing-library/react';
import { fetchPublished } from '../../../../src/client/api/publishedDocuments';
import { wrap } from '../../../../src/shared/protocol/codec';
import LoginNotice from '../../../../src/client/features/published/LoginNotice';
import { appearanceOf, noticeToShow } from '../../../../src/client/features/published/readContent';
import { safeHtml } from '../../../../src/client/features/published/safeHtml';
import {
  PRIMARY_COLOR_PROPERTY,
  forgetPublished,
  loginTenantOf,
  rememberLoginTenant,
  usePublishedAppearance,
} from '../../../../src/client/features/published/usePublished';
import { notice } from '../documents/fixtures';

/** what fetch resolves with, as far as the public read looks at it */
const reply = (body: unknown, status = 200) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

describe('the login notice', () => {
  it('shows only when switched on and today lies within its dates', () => {
    expect(noticeToShow(notice(), '2025-03-05')).toEqual({ title: '停电通知', html: '<p>周六 <b>停电</b></p>', level: 'info' });
    expect(noticeToShow(notice({ enabled: false }), '2025-03-05')).toBeNull();
    expect(noticeToShow(notice({ startDate: '2025-03-06' }), '2025-03-05')).toBeNull();
    expect(noticeToShow(notice({ endDate: '2025-03-04' }), '2025-03-05')).toBeNull();
    expect(noticeToShow(notice({ startDate: '2025-03-05', endDate: '2025-03-05', level: 'warning' }), '2025-03-05')?.level).toBe('warning');
    expect(noticeToShow(notice({ title: '', content: '' }), '2025-03-05')).toBeNull();
    expect(noticeToShow(null, '2025-03-05')).toBeNull();
  });

  it('keeps rich text to the allowlist: no script, handlers or javascript links', () => {
    const html = safeHtml(
      '<p onclick="x()">a<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">j</a><a href="https://s.edu/n">n</a></p>',
    );
    expect(html).toBe('<p>a<a>j</a><a href="https://s.edu/n" target="_blank" rel="noopener noreferrer">n</a></p>');
  });

  it('renders the notice title and its text', () => {
    render(<LoginNotice notice={{ title: '停电通知', html: '<p>周六 <b>停电</b><script>bad()</script></p>', level: 'warning' }} />);
    const box = screen.getByTestId('login-notice');
    expect(box).toHaveTextContent('停电通知');
    expect(box).toHaveTextContent('周六 停电');
    expect(box).toHaveClass('warning');
    expect(box.querySelector('script')).toBeNull();
  });
});

describe('the appearance', () => {
  it('reads name, logo link and a well-formed colour only', () => {
    expect(appearanceOf({ platformName: ' 某大学 ', logo: 'f1', logoUrl: '/files/f1.png', primaryColor: '#AA3300' })).toEqual({
      platformName: '某大学',
      logoUrl: '/files/f1.png',
      primaryColor: '#AA3300',
      loginBackgroundUrl: '',
      footerText: '',
    });
    expect(appearanceOf({ platformName: 'x', logo: 'f1', primaryColor: 'red;background:url(x)' })).toEqual({
      platformName: 'x',
      logoUrl: '',
      primaryColor: '',
      loginBackgroundUrl: '',
      footerText: '',
    });
  });

  it('sets the main colour as a CSS custom property from the public read', async () => {
    forgetPublished();
    const fetcher = jest.fn(async () => reply({ key: 'appearance', version: 2, content: { platformName: '某大学', primaryColor: '#aa3300' } }));
    const original = global.fetch;
    global.fetch = fetcher as unknown as typeof fetch;
    function Probe() {
      const a = usePublishedAppearance('', 'T01');
      return <span data-testid="name">{a.platformName}</span>;
    }
    try {
      render(<Probe />);
      await waitFor(() => expect(screen.getByTestId('name')).toHaveTextContent('某大学'));
      expect(document.documentElement.style.getPropertyValue(PRIMARY_COLOR_PROPERTY)).toBe('#aa3300');
      expect(fetcher).toHaveBeenCalledWith('/api/public/config/T01/appearance', expect.anything());
    } finally {
      global.fetch = original;
    }
  });
});

describe('the public read', () => {
  const answer = (body: unknown, status = 200) => jest.fn(async () => reply(body, status)) as unknown as typeof fetch;

  it('takes the plain answer, and nothing from a 404, an envelope or anything else', async () => {
    const content = { enabled: true };
    expect(await fetchPublished('', 'T01', 'loginPrompt', null, answer({ key: 'loginPrompt', version: 3, content }))).toEqual({
      key: 'loginPrompt',
      version: 3,
      content,
    });
    expect(await fetchPublished('', 'T01', 'loginPrompt', null, answer({ error: 'No such settings' }, 404))).toBeNull();
    // the envelope is no longer the public read's answer (every public read is plain JSON)
    const wrapped = wrap(JSON.stringify({ key: 'loginPrompt', version: 3, content }));
    expect(await fetchPublished('', 'T01', 'loginPrompt', null, answer({ status: 1000, msg: '', result: wrapped }))).toBeNull();
    expect(await fetchPublished('', 'T01', 'loginPrompt', null, answer({ key: 'loginPrompt', version: 3, content: ['x'] }))).toBeNull();
    expect(await fetchPublished('', 'T01', 'loginPrompt', null, answer(null))).toBeNull();
    const failing = jest.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    expect(await fetchPublished('', 'T01', 'loginPrompt', null, failing)).toBeNull();
  });

  it('asks the base URL, escapes the tenant and sends the identity', async () => {
    const fetcher = answer({ key: 'k', version: 0, content: {} });
    await fetchPublished('https://api.s.edu/', 'a/b', 'k', 'TEACHER', fetcher);
    expect(fetcher).toHaveBeenCalledWith('https://api.s.edu/api/public/config/a%2Fb/k?identity=TEACHER', expect.anything());
  });
});

describe('the tenant of the login page', () => {
  beforeEach(() => localStorage.clear());
  it('is the address ?tenant=, else the last one signed in here, else the demo tenant', () => {
    expect(loginTenantOf('', 'DEMO')).toBe('DEMO');
    expect(loginTenantOf('', undefined)).toBeNull();
    rememberLoginTenant(' T02 ');
    expect(loginTenantOf('', 'DEMO')).toBe('T02');
    expect(loginTenantOf('?tenant=T03', 'DEMO')).toBe('T03');
  });
});
