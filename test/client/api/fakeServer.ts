// An axios adapter that plays the API server: it reads requests the way the server does
// (unwrap, verify X-Sign with the shared code) and answers signed envelopes, or whatever a
// test asks for (wrong id, bad signature, time-out, network failure).
import { AxiosError, AxiosHeaders, InternalAxiosRequestConfig, AxiosResponse } from 'axios';
import {
  formatResponseSignHeader,
  parseSignHeader,
  ParsedSignHeader,
  requestSignature,
  sha256,
  toHex,
  pureCrypto,
  unwrap,
  UNSIGNED_PAYLOAD,
  wrap,
} from '../../../src/shared/protocol';

export const SIGNING_KEY = 'k3y-for-tests-0123456789abcdef';

export interface SeenRequest {
  method: string;
  /** path with query, as sent */
  url: string;
  pathname: string;
  query: URLSearchParams;
  headers: AxiosHeaders;
  timeout: number | undefined;
  rawBody: unknown;
  /** the unwrapped JSON body, or the FormData */
  body: unknown;
  sign: ParsedSignHeader | null;
  /** the X-Sign header verifies against SIGNING_KEY and the body as sent */
  signValid: boolean;
}

export interface Reply {
  http?: number;
  envelope?: { status: number; msg?: string; result?: unknown };
  /** result sent as is (not wrapped) */
  plainResult?: boolean;
  raw?: string;
  blob?: { bytes: Uint8Array; type: string };
  sign?: 'ok' | 'none' | 'wrongId' | 'badSig';
  /** how a file is signed: over its bytes (default) or as the server signs streams */
  fileSign?: 'bytes' | 'unsigned';
  fail?: 'timeout' | 'network';
  /** changes the body after it was signed (a man in the middle) */
  tamper?: (text: string) => string;
  /** wait this long first (ms) */
  delay?: number;
  /** more response headers (X-Request-Id) */
  headers?: Record<string, string>;
}

export type Handler = (req: SeenRequest) => Reply | Promise<Reply>;

function readBody(data: unknown): unknown {
  if (typeof FormData !== 'undefined' && data instanceof FormData) return data;
  if (typeof data !== 'string' || data === '') return undefined;
  return unwrap(JSON.parse(data).data);
}

export function fakeServer(handler: Handler, key = SIGNING_KEY) {
  const seen: SeenRequest[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = config.url ?? '';
    const headers = AxiosHeaders.from(config.headers as never);
    const sign = parseSignHeader(headers.get('x-sign'));
    const signedBody =
      typeof FormData !== 'undefined' && config.data instanceof FormData ? UNSIGNED_PAYLOAD : typeof config.data === 'string' ? config.data : '';
    const method = (config.method ?? 'get').toUpperCase();
    const signValid =
      Boolean(sign) && sign!.path === url && sign!.sig === requestSignature(key, { method, path: url, t: sign!.t, id: sign!.id, body: signedBody });
    const [pathname, search = ''] = url.split('?');
    const req: SeenRequest = {
      method,
      url,
      pathname,
      query: new URLSearchParams(search),
      headers,
      timeout: config.timeout,
      rawBody: config.data,
      body: readBody(config.data),
      sign,
      signValid,
    };
    seen.push(req);
    const reply = await handler(req);
    if (reply.delay) await new Promise((r) => setTimeout(r, reply.delay));
    if (reply.fail === 'timeout') throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ETIMEDOUT, config);
    if (reply.fail === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);

    const out = new AxiosHeaders();
    let data: unknown;
    let digestInput: string | Uint8Array;
    if (reply.blob) {
      data = new Blob([reply.blob.bytes as BlobPart], { type: reply.blob.type });
      digestInput = reply.fileSign === 'unsigned' ? UNSIGNED_PAYLOAD : reply.blob.bytes;
      out.set('content-type', reply.blob.type);
    } else {
      const env = reply.envelope;
      const text =
        reply.raw ??
        JSON.stringify({
          status: env!.status,
          msg: env!.msg ?? '',
          result: reply.plainResult ? env!.result : wrap(JSON.stringify(env!.result ?? null)),
        });
      data = config.responseType === 'blob' ? new Blob([text], { type: 'application/json' }) : text;
      digestInput = text;
      out.set('content-type', 'application/json');
    }
    const mode = reply.sign ?? (sign ? 'ok' : 'none');
    if (mode !== 'none' && sign) {
      const t = Date.now();
      const id = mode === 'wrongId' ? '00000000-0000-4000-8000-000000000000' : sign.id;
      let header =
        typeof digestInput === 'string'
          ? formatResponseSignHeader(key, id, t, digestInput)
          : `id=${id},t=${t},sig=${pureCrypto.hmacBase64Url(key, [id, String(t), toHex(sha256(digestInput))].join('\n'))}`;
      if (mode === 'badSig') header = header.replace(/sig=(.)/, (_m, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
      out.set('x-response-sign', header);
    }
    for (const [name, value] of Object.entries(reply.headers ?? {})) out.set(name, value);
    if (reply.tamper && typeof data === 'string') data = reply.tamper(data);
    return { data, status: reply.http ?? 200, statusText: 'OK', headers: out, config, request: {} };
  };
  return { adapter, seen };
}

export const ok = (result: unknown = null): Reply => ({ envelope: { status: 1000, msg: '', result } });
