// Answers of the document calls for the documents tests: states, history pages and a fake api
// that answers each call by its path (and records what was sent).
import type { DocumentState, VersionSummary } from '../../../../src/shared/documents/types';
import type { Envelope } from '../../../../src/shared/protocol/status';
import type { Api, RequestOptions } from '../../../../src/client/api/types';

export const key = 'loginPrompt';
export const ref = { key, identity: null };

export const notice = (over: Partial<Record<string, unknown>> = {}) => ({
  enabled: true,
  title: '停电通知',
  content: '<p>周六 <b>停电</b></p>',
  level: 'info',
  startDate: null,
  endDate: null,
  ...over,
});

export const docState = (version: number, content: Record<string, unknown>, over: Partial<DocumentState> = {}): DocumentState => ({
  key,
  identity: null,
  content,
  version,
  publishedVersion: version,
  hasDraft: false,
  ...over,
});

export const ok = <T>(result: T): Envelope<T> => ({ status: 1000, msg: '', result });

export const summary = (version: number, state: 'draft' | 'published' = 'published', restoredFrom: number | null = null): VersionSummary => ({
  version,
  state,
  by: { account: 'admin', name: '管理员' },
  at: '2025-03-01T08:00:00.000Z',
  restoredFrom,
  changed: 1,
});

export const historyPage = (...rows: VersionSummary[]) => ok({ data: rows, total: rows.length });

type Answer = Envelope | Error;

/** A fake api: each call answered by `answer(path, body)`; every request recorded in `sent`. */
export function fakeApi(answer: (call: string, body: Record<string, unknown>) => Answer) {
  const sent: Array<{ call: string; body: Record<string, unknown> }> = [];
  const api: Api = {
    request: (async (options: RequestOptions) => {
      const call = options.url.split('/').pop() ?? '';
      const body = (options.data ?? {}) as Record<string, unknown>;
      sent.push({ call, body });
      const value = answer(call, body);
      if (value instanceof Error) throw value;
      return value;
    }) as Api['request'],
    upload: jest.fn(),
    download: jest.fn(),
  };
  return { api, sent, callsOf: (name: string) => sent.filter((s) => s.call === name).map((s) => s.body) };
}
