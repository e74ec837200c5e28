// The one paged-list read behind the paged table's fetchPage (src/client/widgets/pagedTable):
// any list url, its body already normalised there. GET sends the body as query parameters.
import type { Envelope } from '../../shared/protocol';
import type { Api } from './types';

export const readPage = <T = unknown>(api: Api, method: 'GET' | 'POST', url: string, body: Record<string, unknown>): Promise<Envelope<T>> =>
  api.request<T>(method === 'GET' ? { method, url, params: body } : { method, url, data: body });
