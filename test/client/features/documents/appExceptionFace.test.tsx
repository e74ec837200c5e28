// The app's failure pages in the preview frame: the draft sent through the frame messaging shows
// as a phone page, one kind at a time picked by its tab, with its image link, error code and
// support line.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createFrameBridge } from '../../../../src/client/frame/frameBridge';
import PreviewPage from '../../../../src/client/features/documents/preview/PreviewPage';
import { PREVIEW_API } from '../../../../src/client/features/documents/preview/previewProtocol';
import { appException } from '../../../../src/shared/documents/appException/definition';

const origin = window.location.origin;

function showDraft(content: Record<string, unknown>, locale = 'zh-CN') {
  const parent = { postMessage: jest.fn() } as unknown as Window;
  render(<PreviewPage bridge={createFrameBridge({ self: window, parent })} />);
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { webApiId: 'd1', apiName: PREVIEW_API.draft, webApiType: 'passive', data: { face: 'appException', locale, content } },
        origin,
        source: parent,
      }),
    );
  });
}

it('shows the no-network page first, then each kind picked by its tab', () => {
  showDraft({ ...appException.defaults, networkImageUrl: '/files/net.png' });
  expect(screen.getByTestId('preview-phone-title')).toHaveTextContent('网络不可用');
  expect(screen.getByTestId('preview-phone-button')).toHaveTextContent('重新加载');
  expect(screen.getByTestId('preview-phone-image')).toHaveAttribute('src', '/files/net.png');
  expect(screen.queryByTestId('preview-phone-code')).toBeNull();

  fireEvent.click(screen.getByTestId('preview-kind-notFound'));
  expect(screen.getByTestId('preview-kind-notFound')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByTestId('preview-phone-title')).toHaveTextContent('页面不存在');
  expect(screen.getByTestId('preview-phone-button')).toHaveAttribute('data-action', 'back');
  expect(screen.queryByTestId('preview-phone-image')).toBeNull();
});

it('shows a stored image by its file link, the error code when asked, and the support line', () => {
  showDraft({ ...appException.defaults, forbiddenImage: 'abc123', showErrorCode: true, supportPhone: '0571-88981234' }, 'en');
  fireEvent.click(screen.getByTestId('preview-kind-forbidden'));
  expect(screen.getByTestId('preview-kind-forbidden')).toHaveTextContent('No permission');
  expect(screen.getByTestId('preview-phone-image').getAttribute('src')).toMatch(/\/file\/view\/abc123$/);
  expect(screen.getByTestId('preview-phone-code')).toHaveTextContent('Error code: 403');
  expect(screen.getByTestId('preview-phone')).toHaveTextContent('Support: 0571-88981234');
});
