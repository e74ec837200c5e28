// Request and response signing of PROTOCOL.md. Headers:
//   X-Sign: t=<epoch ms>,id=<uuid v4>,path=<path with query>,sig=<b64url HMAC>
//   X-Response-Sign: id=<request id>,t=<epoch ms>,sig=<b64url HMAC>
//   X-Request-Id: <request id> (every answer, signed or not)
import { pureCrypto, SignCrypto } from './sha256';

export const SIGN_HEADER = 'x-sign';
export const RESPONSE_SIGN_HEADER = 'x-response-sign';
/** Every answer names its request's id here: the signed id of X-Sign when the request carried
 *  one, else the server's own; the server's log line and a 9999's reference hold the same. */
export const REQUEST_ID_HEADER = 'x-request-id';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** A request whose time is further than this from the server's clock is refused. */
export const MAX_CLOCK_SKEW_MS = 300_000;

export interface RequestSignInput {
  method: string;
  path: string;
  t: number;
  id: string;
  /** The body exactly as sent, or UNSIGNED_PAYLOAD for multipart. */
  body: string;
}

const bodyDigest = (body: string, c: SignCrypto) => (body === UNSIGNED_PAYLOAD ? UNSIGNED_PAYLOAD : c.sha256Hex(body));

export function requestSignature(key: string, input: RequestSignInput, c: SignCrypto = pureCrypto): string {
  const text = [input.method.toUpperCase(), input.path, String(input.t), input.id, bodyDigest(input.body, c)].join('\n');
  return c.hmacBase64Url(key, text);
}

export function formatSignHeader(key: string, input: RequestSignInput, c: SignCrypto = pureCrypto): string {
  // The path is last but one and may hold commas in its query: the parser splits on ',sig='.
  return `t=${input.t},id=${input.id},path=${input.path},sig=${requestSignature(key, input, c)}`;
}

export interface ParsedSignHeader {
  t: number;
  id: string;
  path: string;
  sig: string;
}

export function parseSignHeader(header: unknown): ParsedSignHeader | null {
  if (typeof header !== 'string') return null;
  const m = /^t=(\d{1,16}),id=([0-9a-f-]{36}),path=(.*),sig=([A-Za-z0-9_-]{43})$/.exec(header);
  if (!m) return null;
  return { t: Number(m[1]), id: m[2], path: m[3], sig: m[4] };
}

export function responseSignature(key: string, id: string, t: number, body: string, c: SignCrypto = pureCrypto): string {
  return c.hmacBase64Url(key, [id, String(t), bodyDigest(body, c)].join('\n'));
}

export function formatResponseSignHeader(key: string, id: string, t: number, body: string, c: SignCrypto = pureCrypto): string {
  return `id=${id},t=${t},sig=${responseSignature(key, id, t, body, c)}`;
}

export function parseResponseSignHeader(header: unknown): { id: string; t: number; sig: string } | null {
  if (typeof header !== 'string') return null;
  const m = /^id=([0-9a-f-]{36}),t=(\d{1,16}),sig=([A-Za-z0-9_-]{43})$/.exec(header);
  return m ? { id: m[1], t: Number(m[2]), sig: m[3] } : null;
}

/** Constant-time comparison of two signatures. */
export function sameSignature(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** uuid v4 from getRandomValues, which (unlike randomUUID) also exists outside secure contexts. */
export function uuidV4(): string {
  const b = new Uint8Array(16);
  globalThis.crypto.getRandomValues(b);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
