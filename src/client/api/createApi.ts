// The request layer: three axios clients (document 002 §7: 30 s, 50 s, and 600 s for
// uploads) that share one pair of interceptors, and the Api the sagas call.
import axios, { AxiosInstance } from 'axios';
import { Envelope, TIMEOUT_DEFAULT_MS, TIMEOUT_LONG_MS, TIMEOUT_UPLOAD_MS } from '../../shared/protocol';
import { REFRESH_PATH, TokenGrant } from './auth';
import type { ApiDeps } from './deps';
import { createRefresher } from './refresh';
import { makeRequestInterceptor } from './requestInterceptor';
import { makeResponseHandlers } from './responseInterceptor';
import { localTokenStore } from './tokenStore';
import type { Api, ClientKind, RequestOptions } from './types';
import { basePathOf } from './url';

export type Clients = Record<ClientKind, AxiosInstance>;

export interface ConsoleApi extends Api {
  /** the raw clients, for the rare caller that needs axios itself; they keep every rule */
  clients: Clients;
}

export function createApi(deps: ApiDeps): ConsoleApi {
  const tokens = deps.tokens ?? localTokenStore;
  const now = deps.now ?? Date.now;
  const response = makeResponseHandlers({
    locale: () => deps.caller().locale,
    onUnauthorized: deps.onUnauthorized,
    onForbidden: deps.onForbidden,
    reloadRoot: deps.reloadRoot,
  });

  const makeClient = (timeout: number): AxiosInstance =>
    axios.create({
      baseURL: deps.baseURL ?? '',
      timeout,
      adapter: deps.adapter,
      // The raw text is needed: the response signature covers the body as sent.
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
      validateStatus: () => true,
      transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: false },
    });

  const clients: Clients = {
    default: makeClient(TIMEOUT_DEFAULT_MS),
    long: makeClient(TIMEOUT_LONG_MS),
    upload: makeClient(TIMEOUT_UPLOAD_MS),
  };

  const refresher = createRefresher({
    tokens,
    now,
    onUnauthorized: deps.onUnauthorized,
    send: async (refreshToken) => (await clients.default.post(REFRESH_PATH, { refreshToken })).data as Envelope<TokenGrant>,
  });

  const requestInterceptor = makeRequestInterceptor({
    basePath: basePathOf(deps.baseURL),
    caller: deps.caller,
    tokens,
    now,
    ensureFresh: () => refresher.ensureFresh(),
  });

  for (const client of Object.values(clients)) {
    client.interceptors.request.use(requestInterceptor);
    client.interceptors.response.use(response.onFulfilled, response.onRejected);
  }

  return {
    clients,
    async request<T>(options: RequestOptions): Promise<Envelope<T>> {
      const { method, url, data, params, client = 'default' } = options;
      const res = await clients[client].request({ method, url, data, params });
      return res.data as Envelope<T>;
    },
    async upload<T>(url: string, form: FormData): Promise<Envelope<T>> {
      const res = await clients.upload.request({ method: 'POST', url, data: form });
      return res.data as Envelope<T>;
    },
    async download(options: RequestOptions): Promise<Blob> {
      const { method, url, data, params, client = 'long' } = options;
      const res = await clients[client].request({ method, url, data, params, responseType: 'blob', campus: { download: true } });
      return res.data as Blob;
    },
  };
}
