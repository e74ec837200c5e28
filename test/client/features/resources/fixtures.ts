// Shield-word answers as the server gives them (the contract in the brief of the resources
// feature), and a fake Api that answers by url, recording each call.
import { Envelope } from '../../../../src/shared/protocol/status';
import { Api, RequestOptions } from '../../../../src/client/api/types';
import { ResourceRow } from '../../../../src/shared/resources';

export const BASE = '/api/blade-platform/platformalumniword';
export const LIST_URL = `${BASE}/getAlumniWordList`;
export const SAVE_URL = `${BASE}/save`;
export const UPDATE_URL = `${BASE}/update`;
export const REMOVE_URL = `${BASE}/remove`;
export const ACTION_TYPES_URL = `${BASE}/getActionTypeList`;
export const MECHANISMS_URL = '/api/blade-platform/platformalumnimechanismconfig/list';

export const actionTypes = [
  { code: 'post', name: '发布动态' },
  { code: 'comment', name: '评论' },
];
export const mechanisms = [
  { id: 1, name: '禁止发布', description: '含敏感词的内容不能发布' },
  { id: 2, name: '替换为星号', description: '敏感词替换为 * 后发布' },
];

export const wordRow = (id: number, word = `词${id}`): ResourceRow => ({
  id,
  word,
  actionType: 'post',
  mechanismId: 2,
  enabled: true,
  remark: '',
  createdAt: '2024-05-01T08:00:00.000Z',
  updatedAt: '2024-05-02T09:30:05.000Z',
});

export const ok = <T>(result: T): Envelope<T> => ({ status: 1000, msg: '', result });
export const page = (rows: ResourceRow[], total = rows.length) => ok({ data: rows, total });

type Answer = Envelope | Error | ((options: RequestOptions) => Envelope | Error | Promise<Envelope>);

/** A fake Api: `answers[url]` is the envelope (or error, or function) a call to url gets. */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: RequestOptions[] = [];
  const request = jest.fn(async (options: RequestOptions) => {
    calls.push(options);
    const answer = answers[options.url];
    if (answer === undefined) throw new Error(`no answer for ${options.url}`);
    const value = typeof answer === 'function' ? await answer(options) : answer;
    if (value instanceof Error) throw value;
    return value;
  });
  const api = { request, upload: jest.fn(), download: jest.fn() } as unknown as Api & { request: typeof request };
  return { api, calls, callsTo: (url: string) => calls.filter((c) => c.url === url) };
}
