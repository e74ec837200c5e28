// The home pages on the real slice and saga: the welcome page's attention counts and links, the
// download page's platforms and phone link, and the phone page's offer for the device (with a way
// back to the console for a signed-in administrator only).
import { qrPath } from '../../../../src/client/widgets/qrCode/QrCode';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import DownloadMiddlePage from '../../../../src/client/features/home/DownloadMiddlePage';
import LandingPage from '../../../../src/client/features/home/LandingPage';
import WelcomePage from '../../../../src/client/features/home/WelcomePage';
import { HOME_PATHS } from '../../../../src/shared/home/api';
import { UA } from '../../widgets/device/userAgents';
import { attention, latest } from './fixtures';
import { fakeFetch, renderHome } from './renderHome';

const pretendUserAgent = (ua: string) => jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
afterEach(() => jest.restoreAllMocks());

describe('WelcomePage', () => {
  it('shows each attention item with its count and a link to the screen that deals with it, and the figures', async () => {
    const api = { request: jest.fn(async () => ({ status: 1000, msg: '', result: attention() })), upload: jest.fn(), download: jest.fn() };
    const { store } = renderHome(<WelcomePage />, { api });
    const failed = await screen.findByTestId('attention-importsFailed');
    expect(api.request).toHaveBeenCalledWith({ method: 'POST', url: HOME_PATHS.attention, data: {} });
    expect(failed).toHaveTextContent('2');
    expect(failed).toHaveTextContent('近7天导入失败');
    // lists open filtered to what needs attention
    expect(screen.getByTestId('attention-link-servicesOffShelf')).toHaveAttribute('href', '/serviceList?shelfStatus=0');
    expect(screen.getByTestId('attention-servicesOffShelf')).toHaveTextContent('5');
    expect(screen.getByTestId('attention-postsHeld')).toHaveTextContent('待审核的动态');
    expect(screen.getByTestId('attention-link-postsHeld')).toHaveAttribute('href', '/dynamicManage?status=HELD');
    expect(screen.getByTestId('attention-link-reportsOpen')).toHaveAttribute('href', '/ReportingManagement');
    // a job item opens the job centre, where the jobs are
    expect(screen.getByTestId('attention-link-importsFailed')).toHaveTextContent('在任务中心查看');
    await userEvent.click(screen.getByTestId('attention-link-importsFailed'));
    expect(store.getState().jobCentre.open).toBe(true);
    expect(screen.getByTestId('figure-peopleAdded')).toHaveTextContent('12');
    // the refresh asks again
    await userEvent.click(screen.getByTestId('attention-refresh'));
    await waitFor(() => expect(api.request).toHaveBeenCalledTimes(2));
  });

  it('says when nothing needs attention', async () => {
    const none = attention({ importsFailed: 0, servicesOffShelf: 0, postsHeld: 0, reportsOpen: 0 });
    none.items = none.items.map((i) => ({ ...i, count: 0 }));
    const api = { request: jest.fn(async () => ({ status: 1000, msg: '', result: none })), upload: jest.fn(), download: jest.fn() };
    renderHome(<WelcomePage />, { api });
    expect(await screen.findByTestId('attention-all-clear')).toHaveTextContent('目前没有需要处理的事项');
  });
});

describe('LandingPage (/downloadPage)', () => {
  it("reads the signed-in tenant's versions and shows each platform, with the phone page's address", async () => {
    globalThis.fetch = fakeFetch({ '000000': latest('000000') }) as unknown as typeof fetch;
    renderHome(<LandingPage />, { tenantId: '000000' });
    const android = await screen.findByTestId('download-platform-android');
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/public/app/000000/latest', expect.anything());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('示例大学 客户端下载');
    expect(android).toHaveTextContent('版本 3.2.0（构建 320）');
    expect(android).toHaveTextContent('强制更新');
    expect(android).toHaveTextContent('新增课表');
    expect(within(android).getByText('https://dl.example.edu/campus.apk')).toHaveAttribute('href', 'https://dl.example.edu/campus.apk');
    expect(screen.getByTestId('download-platform-ios')).toHaveTextContent('可选更新');
    expect(screen.getByTestId('download-platform-harmony')).toHaveTextContent('该系统暂无已发布的版本');
    const address = `${window.location.origin}/downloadMiddlePage?tenant=000000`;
    expect(screen.getByDisplayValue(address)).toBeInTheDocument();
    // the QR code is the phone page's address, drawn module by module
    expect(screen.getByTestId('download-qr').querySelector('path')).toHaveAttribute('d', qrPath(address).path);
    expect(screen.getByTestId('download-open-phone-page')).toHaveAttribute('href', address);
  });

  it("copies the phone page's address", async () => {
    globalThis.fetch = fakeFetch({ '000000': latest('000000') }) as unknown as typeof fetch;
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { store } = renderHome(<LandingPage />, { tenantId: '000000' });
    await userEvent.click(screen.getByTestId('download-copy'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/downloadMiddlePage?tenant=000000`);
    await waitFor(() => expect(store.getState().ui.toasts.at(-1)).toMatchObject({ kind: 'success', key: 'home.download.copied' }));
  });

  it('offers a retry when the versions cannot be read', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('network');
    }) as unknown as typeof fetch;
    renderHome(<LandingPage />, { tenantId: '000000' });
    expect(await screen.findByTestId('download-failed')).toHaveTextContent('版本信息读取失败');
  });
});

describe('DownloadMiddlePage', () => {
  const open = (ua: string, url = '/downloadMiddlePage?tenant=000000') => {
    pretendUserAgent(ua);
    globalThis.fetch = fakeFetch({ '000000': latest('000000') }) as unknown as typeof fetch;
    return renderHome(<DownloadMiddlePage />, { url });
  };

  it('offers an iPhone the App Store', async () => {
    open(UA.iPhoneSafari);
    const offer = await screen.findByTestId('middle-offer');
    expect(offer).toHaveAttribute('data-platform', 'ios');
    expect(within(offer).getByTestId('middle-download')).toHaveAttribute('href', 'https://apps.apple.com/cn/app/id1');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('下载 示例大学');
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/public/app/000000/latest', expect.anything());
  });

  it('offers an Android phone its package', async () => {
    open(UA.androidChrome);
    expect(within(await screen.findByTestId('middle-offer')).getByTestId('middle-download')).toHaveAttribute('href', 'https://dl.example.edu/campus.apk');
  });

  it('asks WeChat users to open the page in their browser', async () => {
    open(UA.weChatAndroid);
    expect(await screen.findByTestId('middle-open-in-browser')).toHaveTextContent('微信内无法直接下载');
    expect(screen.queryByTestId('middle-offer')).not.toBeInTheDocument();
  });

  it('lists every platform on a desktop', async () => {
    open(UA.desktopChrome);
    const offer = await screen.findByTestId('middle-offer');
    expect(offer).toHaveAttribute('data-platform', 'all');
    expect(within(offer).getByTestId('download-platform-ios')).toHaveTextContent('https://apps.apple.com/cn/app/id1');
    expect(within(offer).getByTestId('download-platform-harmony')).toHaveTextContent('该系统暂无已发布的版本');
  });

  it('says so for an unknown school', async () => {
    open(UA.iPhoneSafari, '/downloadMiddlePage?tenant=999999');
    expect(await screen.findByText('未找到该学校，请确认二维码或链接是否正确')).toBeInTheDocument();
  });

  it('says so for a link naming no school', () => {
    open(UA.iPhoneSafari, '/downloadMiddlePage');
    expect(screen.getByText('链接不完整：缺少学校代码')).toBeInTheDocument();
  });

  it('offers a phone (no session) no way into the console', async () => {
    open(UA.iPhoneSafari);
    await screen.findByTestId('middle-offer');
    expect(screen.queryByTestId('middle-back')).not.toBeInTheDocument();
  });

  it('gives an administrator who opened it from the menu a way back to the console', async () => {
    pretendUserAgent(UA.desktopChrome);
    globalThis.fetch = fakeFetch({ '000000': latest('000000') }) as unknown as typeof fetch;
    renderHome(
      <Routes>
        <Route path="/downloadMiddlePage" element={<DownloadMiddlePage />} />
        <Route path="/downloadPage" element={<p data-testid="console-home" />} />
      </Routes>,
      { url: '/downloadMiddlePage', tenantId: '000000' },
    );
    // the session's school, the page as a phone would see it, and the way back above it
    await screen.findByTestId('middle-offer');
    await userEvent.click(screen.getByTestId('middle-back'));
    expect(await screen.findByTestId('console-home')).toBeInTheDocument();
  });
});
