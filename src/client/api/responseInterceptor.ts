// The one response interceptor every client shares: check the response signature, unwrap the
// result, and turn the envelope's status into a resolve or an ApiError (PROTOCOL.md). Clients
// accept every HTTP status (validateStatus), so an envelope inside an HTTP 400 or 401 is
// handled here like any other; only failures without a response reach onRejected. A failure (a
// refused envelope, an ApiError) carries the request's id, X-Request-Id or the id it was signed
// with, which the error toast shows so the server's log line can be found.
import { AxiosError, AxiosHeaders, AxiosResponse } from 'axios';
import { Locale, translate } from '../../shared/i18n/registry';
import {
  ACCEPTED_STATUSES,
  Envelope,
  isEnvelope,
  parseResponseSignHeader,
  pureCrypto,
  REQUEST_ID_HEADER,
  responseSignature,
  sameSignature,
  sha256,
  Status,
  toHex,
  UNSIGNED_PAYLOAD,
  unwrap,
} from '../../shared/protocol';
import type { CallMeta } from './deps';
import { ApiError } from './types';

export interface ResponseEnv {
  locale(): Locale;
  onUnauthorized(): void;
  onForbidden?(): void;
  reloadRoot?(): void;
}

const FORBIDDEN_TEXTS = [translate('zh-CN', 'protocol.forbidden'), translate('en', 'protocol.forbidden')];
export const isForbiddenMsg = (msg: unknown): boolean => typeof msg === 'string' && FORBIDDEN_TEXTS.includes(msg.trim());
/** A refusal by the rights check (issue 36: 'rights.refused', 'rights.refusedDanger'). */
export const isRightsRefusal = (msgKey: unknown): boolean => typeof msgKey === 'string' && msgKey.startsWith('rights.refused');

function parseJSON(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function blobBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** Statuses that say nothing went wrong: their envelopes carry no request id. */
const FINE_STATUSES: readonly number[] = [Status.OK, Status.EMPTY, Status.LEGACY_OK];
const REQUEST_ID_FORM = /^[0-9A-Za-z-]{1,64}$/;

/** The id of the request a reply answered: the server's X-Request-Id, else the id it was signed with. */
export function requestIdOf(headers: AxiosResponse['headers'] | undefined, meta: CallMeta): string | undefined {
  const raw = headers ? AxiosHeaders.from(headers as never).get(REQUEST_ID_HEADER) : undefined;
  return typeof raw === 'string' && REQUEST_ID_FORM.test(raw) ? raw : meta.signedId;
}

/** The error with the request's id (a new ApiError: its fields are read-only). */
const withRequestId = (e: unknown, requestId: string | undefined): unknown =>
  e instanceof ApiError && requestId && !e.requestId ? new ApiError(e.status, e.message, { key: e.key, params: e.params, requestId }) : e;

export function makeResponseHandlers(env: ResponseEnv) {
  const t = (key: string, params?: Record<string, string | number>) => translate(env.locale(), key, params);

  /** 7001 when the reply answers another request, 7003 when its signature fails. The server
   *  cannot sign every refusal (a bad signature, an unknown path); an unsigned reply is taken
   *  only when it will be rejected anyway, so nothing unsigned is ever resolved. */
  function verify(headers: AxiosResponse['headers'], body: string | Uint8Array, meta: CallMeta, unsignedAllowed: boolean) {
    if (!meta.signedId || !meta.signingKey) return;
    const raw = AxiosHeaders.from(headers as never).get('x-response-sign');
    if (raw == null && unsignedAllowed) return;
    const header = parseResponseSignHeader(raw);
    if (!header) throw said(Status.SIGNATURE_FAILED, 'protocol.signatureFailed');
    if (header.id !== meta.signedId) throw said(Status.REQUEST_ID_MISMATCH, 'protocol.requestIdMismatch');
    const candidates =
      typeof body === 'string'
        ? [responseSignature(meta.signingKey, header.id, header.t, body)]
        : [
            // a file: over its bytes, or (as the server signs streams) over UNSIGNED-PAYLOAD
            pureCrypto.hmacBase64Url(meta.signingKey, [header.id, String(header.t), toHex(sha256(body))].join('\n')),
            responseSignature(meta.signingKey, header.id, header.t, UNSIGNED_PAYLOAD),
          ];
    if (!candidates.some((sig) => sameSignature(sig, header.sig))) throw said(Status.SIGNATURE_FAILED, 'protocol.signatureFailed');
  }

  /** A failure the request layer says itself, from the catalogue. */
  const said = (status: number, key: string, params?: Record<string, string | number>) => new ApiError(status, t(key, params), { key, params });

  /** A failure the server said: its words and key, or the request layer's `otherwise`. */
  const fromServer = (envelope: Envelope, otherwise: string) =>
    envelope.msg ? new ApiError(envelope.status, envelope.msg, { key: envelope.msgKey, params: envelope.msgParams }) : said(envelope.status, otherwise);

  /** Resolve for an accepted status, log out on 401, reject otherwise. */
  function settle<T>(envelope: Envelope<T>): Envelope<T> {
    const { status, msg } = envelope;
    if (ACCEPTED_STATUSES.includes(status)) {
      if (status === Status.REFUSED && (isForbiddenMsg(msg) || isRightsRefusal(envelope.msgKey))) env.onForbidden?.();
      return envelope;
    }
    if (status === Status.UNAUTHORIZED) {
      env.onUnauthorized();
      throw fromServer(envelope, 'protocol.notSignedIn');
    }
    // The server's status is kept (not folded into 8008) so a poller can still tell 406 apart.
    throw fromServer(envelope, 'protocol.unknownError');
  }

  function toEnvelope(body: Envelope): Envelope {
    const saidAs = typeof body.msgKey === 'string' ? { msgKey: body.msgKey, ...(body.msgParams ? { msgParams: body.msgParams } : {}) } : {};
    if (typeof body.result !== 'string') return { status: body.status, msg: body.msg ?? '', result: body.result, ...saidAs };
    try {
      return { status: body.status, msg: body.msg ?? '', result: unwrap(body.result), ...saidAs };
    } catch {
      throw said(Status.NETWORK, 'protocol.malformedBody');
    }
  }

  /** A reply that is not an envelope: a proxy's error page, or an HTTP 401 from the edge. */
  function notAnEnvelope(status: number): never {
    if (status === 401) env.reloadRoot?.();
    if (status >= 400) throw said(Status.NETWORK, 'protocol.httpFailed', { status });
    throw said(Status.NETWORK, 'protocol.unknownError');
  }

  async function onFulfilled(response: AxiosResponse): Promise<AxiosResponse> {
    const requestId = requestIdOf(response.headers, response.config.campus ?? {});
    try {
      const settled = await settleResponse(response);
      const envelope = settled.data as Envelope | undefined;
      if (requestId && isEnvelope(envelope) && !FINE_STATUSES.includes(envelope.status)) settled.data = { ...envelope, requestId };
      return settled;
    } catch (e) {
      throw withRequestId(e, requestId);
    }
  }

  async function settleResponse(response: AxiosResponse): Promise<AxiosResponse> {
    const meta = response.config.campus ?? {};
    let text: string;
    if (meta.download && typeof Blob !== 'undefined' && response.data instanceof Blob) {
      const contentType = String(AxiosHeaders.from(response.headers as never).get('content-type') ?? response.data.type ?? '');
      const bytes = await blobBytes(response.data);
      if (!/json/i.test(contentType)) {
        if (response.status >= 400) notAnEnvelope(response.status);
        verify(response.headers, bytes, meta, false);
        return response;
      }
      text = new TextDecoder().decode(bytes);
    } else {
      text = typeof response.data === 'string' ? response.data : JSON.stringify(response.data ?? null);
    }

    const body = parseJSON(text);
    if (!isEnvelope(body)) {
      if (response.status < 400) verify(response.headers, text, meta, false);
      notAnEnvelope(response.status);
    }
    verify(response.headers, text, meta, !ACCEPTED_STATUSES.includes(body.status));
    const envelope = settle(toEnvelope(body));
    // A download that got an envelope got no file: even an accepted status is a refusal here.
    if (meta.download) throw fromServer(envelope, 'protocol.unknownError');
    response.data = envelope;
    return response;
  }

  function onRejected(error: unknown): never {
    if (error instanceof ApiError) throw error;
    const e = error as AxiosError;
    const requestId = requestIdOf(e?.response?.headers, e?.config?.campus ?? {});
    const timedOut = e?.code === AxiosError.ETIMEDOUT || (e?.code === AxiosError.ECONNABORTED && /timeout/i.test(e.message ?? ''));
    if (timedOut) throw withRequestId(said(Status.TIMEOUT, 'protocol.timeout'), requestId);
    if (e?.response?.status === 401) env.reloadRoot?.();
    throw new ApiError(Status.NETWORK, (e && e.message) || t('protocol.unknownError'), { requestId });
  }

  return { onFulfilled, onRejected, settle };
}
