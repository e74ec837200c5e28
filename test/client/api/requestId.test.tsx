// The failed request's id, from the request layer to the error toast: an envelope the user is
// told about (9999, a refusal), a time-out, a network failure, a rejected status each carry the
// id (the server's X-Request-Id, else the id the call was signed with), and the toast shows it
// as 请求编号：… / Request id: … for a support desk to find the server's log line.
import { render, screen } from '@testing-library/react';
import { ApiError, createApi, memoryTokenStore } from '../../../src/client/api';
import ToastStack from '../../../src/client/features/ui/ToastStack';
import { problemToast } from '../../../src/client/features/ui';
import { tFor } from '../../../src/client/i18n';
import { problemOf, toProblem } from '../../../src/client/lib/problem';
import { fakeServer, Handler, SIGNING_KEY } from './fakeServer';

const NOW = 1_760_000_000_000;
const SERVER_ID = '3f1c2a9e-0b7d-4e21-9a55-6c0d8e4f1b20';

function setup(handler: Handler) {
  const server = fakeServer(handler);
  const api = createApi({
    adapter: server.adapter,
    tokens: memoryTokenStore({ accessToken: 'acc-1', expiresAt: NOW + 3000_000, refreshToken: 'ref-1', signingKey: SIGNING_KEY }),
    now: () => NOW,
    caller: () => ({ tenantId: '000000', account: 'admin', name: '管理员', locale: 'zh-CN' }),
    onUnauthorized: () => undefined,
  });
  return { api, seen: server.seen };
}

const failure = async (p: Promise<unknown>): Promise<ApiError> => {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected a rejection');
};

const showToast = (toast: ReturnType<typeof problemToast>, locale: 'zh-CN' | 'en' = 'zh-CN') =>
  render(<ToastStack t={tFor(locale)} toasts={[{ id: 't1', ...toast! }]} onDismiss={jest.fn()} />);

describe('the request id of a failed call', () => {
  it('takes X-Request-Id onto a 9999 envelope, and the error toast shows it in both languages', async () => {
    const { api } = setup(() => ({
      http: 500,
      envelope: { status: 9999, msg: `服务器内部错误，参考编号 ${SERVER_ID}` },
      headers: { 'x-request-id': SERVER_ID },
    }));
    const reply = await api.request({ method: 'POST', url: '/api/x', data: {} });
    expect(reply.requestId).toBe(SERVER_ID);
    const toast = problemToast(problemOf(reply));
    expect(toast).toMatchObject({ kind: 'error', requestId: SERVER_ID });
    const { unmount } = showToast(toast);
    expect(screen.getByRole('alert')).toHaveTextContent(`请求编号：${SERVER_ID}`);
    expect(screen.getByText(SERVER_ID).tagName).toBe('CODE');
    unmount();
    showToast(toast, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent(`Request id: ${SERVER_ID}`);
    expect(screen.getByRole('alert')).not.toHaveTextContent('common.requestId');
  });

  it('falls back on the signed id when the answer names none (a refusal)', async () => {
    const { api, seen } = setup(() => ({ envelope: { status: 1002, msg: '已被引用，不能删除' } }));
    const reply = await api.request({ method: 'POST', url: '/api/x/remove', data: { ids: [1] } });
    expect(reply.requestId).toBe(seen[0].sign!.id);
    showToast(problemToast(problemOf(reply)));
    expect(screen.getByRole('alert')).toHaveTextContent(`请求编号：${seen[0].sign!.id}`);
  });

  it('keeps the signed id on a time-out and a network failure, and the server id on a rejected status', async () => {
    for (const fail of ['timeout', 'network'] as const) {
      const { api, seen } = setup(() => ({ fail }));
      const e = await failure(api.request({ method: 'POST', url: '/api/x', data: {} }));
      expect([e.status, e.requestId]).toEqual([fail === 'timeout' ? 8010 : 8008, seen[0].sign!.id]);
      const { unmount } = showToast(problemToast(toProblem(e)));
      expect(screen.getByRole('alert')).toHaveTextContent(`请求编号：${seen[0].sign!.id}`);
      unmount();
    }
    const { api } = setup(() => ({ envelope: { status: 406, msg: '未就绪' }, headers: { 'x-request-id': SERVER_ID } }));
    expect((await failure(api.request({ method: 'POST', url: '/api/x', data: {} }))).requestId).toBe(SERVER_ID);
  });

  it('puts no id on a success, and shows none on a toast without one', async () => {
    const { api } = setup(() => ({ envelope: { status: 1000, result: [] }, headers: { 'x-request-id': SERVER_ID } }));
    expect(await api.request({ method: 'POST', url: '/api/x', data: {} })).not.toHaveProperty('requestId');
    showToast({ kind: 'error', text: '操作失败' });
    expect(screen.getByRole('alert')).not.toHaveTextContent('请求编号');
  });
});
