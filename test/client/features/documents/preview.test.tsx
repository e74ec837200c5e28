// The live preview through the frame messaging of document 002: the screen's frame sends the form
// as typed (and again when the page says it is ready), to its own origin only; the preview page
// takes drafts only from its parent of the same origin and renders the face it is sent.
import { act, render, screen } from '@testing-library/react';
import { createFrameBridge } from '../../../../src/client/frame/frameBridge';
import PreviewFrame from '../../../../src/client/features/documents/PreviewFrame';
import { renderWithStore } from '../../widgets/renderWithStore';
import PreviewPage from '../../../../src/client/features/documents/preview/PreviewPage';
import { PREVIEW_API } from '../../../../src/client/features/documents/preview/previewProtocol';

jest.mock('../../../../src/client/features/documents/preview/previewUrl', () => ({ previewUrl: (face: string) => `/preview.html?face=${face}` }));

const origin = window.location.origin;
const push = (source: unknown, data: unknown, from = origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: from, source: source as Window }));
  });

describe('the screen side', () => {
  it('posts the content to the frame, to its own origin, whenever it changes and when the page is ready', () => {
    const { rerenderWithStore: rerender } = renderWithStore(<PreviewFrame face="loginPage" content={{ title: 'a' }} locale="zh-CN" title="preview" />);
    const frame = screen.getByTestId('doc-preview') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/preview.html?face=loginPage');
    const target = frame.contentWindow!;
    const post = jest.spyOn(target, 'postMessage').mockImplementation(() => undefined);

    rerender(<PreviewFrame face="loginPage" content={{ title: 'ab' }} locale="zh-CN" title="preview" />);
    expect(post).toHaveBeenLastCalledWith(
      expect.objectContaining({
        apiName: PREVIEW_API.draft,
        webApiType: 'passive',
        data: { face: 'loginPage', content: { title: 'ab' }, device: 'phone', locale: 'zh-CN' },
      }),
      origin,
    );
    post.mockClear();
    push(target, { webApiId: 'r1', apiName: PREVIEW_API.ready, webApiType: 'active', data: {} });
    expect(post).toHaveBeenCalledTimes(1);
    // another origin, another window, or not a frame message: nothing is sent
    push(target, { webApiId: 'r2', apiName: PREVIEW_API.ready, webApiType: 'active', data: {} }, 'https://evil.example');
    push(window, { webApiId: 'r3', apiName: PREVIEW_API.ready, webApiType: 'active', data: {} });
    push(target, { apiName: PREVIEW_API.ready });
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('the preview page', () => {
  function renderPage() {
    const parent = { postMessage: jest.fn() } as unknown as Window;
    const bridge = createFrameBridge({ self: window, parent });
    render(<PreviewPage bridge={bridge} />);
    return parent;
  }
  const draft = (data: unknown, id = 'd1') => ({ webApiId: id, apiName: PREVIEW_API.draft, webApiType: 'passive', data });

  it('says it is ready, then renders the login notice it is sent and acknowledges', () => {
    const parent = renderPage();
    expect(parent.postMessage).toHaveBeenCalledWith(expect.objectContaining({ apiName: PREVIEW_API.ready, webApiType: 'active' }), origin);
    push(
      parent,
      draft({
        face: 'loginPage',
        locale: 'en',
        content: { enabled: true, title: 'Power cut', content: '<p>Saturday</p>', level: 'warning', endDate: '2000-01-01' },
      }),
    );
    expect(screen.getByTestId('login-notice')).toHaveTextContent('Power cut');
    expect(screen.getByTestId('login-notice')).toHaveTextContent('Saturday');
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      expect.objectContaining({ webApiId: 'd1', webApiType: 'passive', data: expect.objectContaining({ status: 1000 }) }),
      origin,
    );
  });

  it("shows the school's published name and logo on the login page's preview, the console's name when it has none", () => {
    const parent = renderPage();
    const content = { enabled: false };
    push(parent, draft({ face: 'loginPage', locale: 'zh-CN', content }));
    expect(screen.getByTestId('preview-login-card')).toHaveTextContent('校园服务平台管理后台');
    const appearance = { platformName: '湖畔大学', logoUrl: '/files/logo.png', primaryColor: '#aa3300' };
    push(parent, draft({ face: 'loginPage', locale: 'zh-CN', content, appearance, device: 'tablet' }, 'd2'));
    expect(screen.getByTestId('preview-login-card')).toHaveTextContent('湖畔大学');
    expect(screen.getByTestId('brand-logo')).toHaveAttribute('src', '/files/logo.png');
    // the school's colour for the face's buttons, and the device the face fills
    expect(document.documentElement.style.getPropertyValue('--campus-primary-color')).toBe('#aa3300');
    expect(document.body.dataset.device).toBe('tablet');
  });

  it('renders the console header with name, logo and colour', () => {
    const parent = renderPage();
    push(parent, draft({ face: 'consoleHeader', locale: 'zh-CN', content: { platformName: '某大学', logoUrl: '/files/l.png', primaryColor: '#aa3300' } }));
    expect(screen.getByTestId('brand-name')).toHaveTextContent('某大学');
    expect(screen.getByTestId('brand-logo')).toHaveAttribute('src', '/files/l.png');
    expect(screen.getByTestId('preview-header')).toHaveStyle({ borderTopColor: '#aa3300' });
  });

  it('takes nothing from another origin or another window', () => {
    const parent = renderPage();
    const stranger = { postMessage: jest.fn() };
    push(parent, draft({ face: 'consoleHeader', locale: 'zh-CN', content: { platformName: '假的' } }), 'https://evil.example');
    push(stranger, draft({ face: 'consoleHeader', locale: 'zh-CN', content: { platformName: '假的' } }));
    expect(screen.queryByTestId('preview-header')).toBeNull();
  });
});
