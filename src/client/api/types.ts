// The contract between sagas and the request layer. Sagas take an `Api` from their saga
// context (`yield getContext('api')`), so tests swap it for a fake.
import type { Envelope, MessageParams } from '../../shared/protocol';

export type ClientKind = 'default' | 'long' | 'upload';

export interface RequestOptions {
  method: 'GET' | 'POST';
  /** absolute path from the server root, e.g. /api/blade-platform/... */
  url: string;
  /** JSON body; wrapped by the request layer. tenantId is added when missing. */
  data?: unknown;
  /** query parameters (GET gains _t, account and name) */
  params?: Record<string, unknown>;
  /** which axios client: default 30 s, long 50 s, upload 600 s */
  client?: ClientKind;
}

export interface Api {
  /** Resolves with the unwrapped envelope for an accepted status (1000, 1002, 1004, 9009,
   *  9999, 200), its requestId set; rejects with ApiError otherwise (8010, 8008, 7001, 7003, any
   *  other), its requestId set when one is known. */
  request<T = unknown>(options: RequestOptions): Promise<Envelope<T>>;
  /** multipart upload through the 600 s client; the body is signed as UNSIGNED-PAYLOAD */
  upload<T = unknown>(url: string, form: FormData): Promise<Envelope<T>>;
  /** a file answer (blob), e.g. an export; rejects with ApiError when the server sends an envelope */
  download(options: RequestOptions): Promise<Blob>;
}

export class ApiError extends Error {
  readonly status: number;
  /** the catalogue key the message was said from (by the server or the request layer) */
  readonly key?: string;
  readonly params?: MessageParams;
  /** the request's id (X-Request-Id, or the id it was signed with), when known */
  readonly requestId?: string;
  constructor(status: number, msg: string, said?: { key?: string; params?: MessageParams; requestId?: string }) {
    super(msg);
    this.name = 'ApiError';
    this.status = status;
    if (said?.key) this.key = said.key;
    if (said?.params) this.params = said.params;
    if (said?.requestId) this.requestId = said.requestId;
  }
}
