// The one request interceptor every client shares. Order matters: the token is refreshed
// first (so the signature uses the token that is sent), then the query and the body are made
// final, and only then is the exact path and body signed.
import type { InternalAxiosRequestConfig } from 'axios';
import { formatSignHeader, UNSIGNED_PATHS, UNSIGNED_PAYLOAD, uuidV4, wrapBody } from '../../shared/protocol';
import type { CallerInfo } from './deps';
import type { TokenStore } from './tokenStore';
import { pathOnly, withQuery } from './url';

export interface RequestEnv {
  basePath: string;
  caller(): CallerInfo;
  tokens: TokenStore;
  now(): number;
  /** resolves once the access token is fresh (or there is nothing to refresh with) */
  ensureFresh(): Promise<void>;
}

const isFormData = (x: unknown): x is FormData => typeof FormData !== 'undefined' && x instanceof FormData;

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && (Object.getPrototypeOf(x) === Object.prototype || Object.getPrototypeOf(x) === null);

/** Every body carries the caller's tenantId (document 001 §6); an explicit one is kept. */
export function withTenant(body: unknown, tenantId: string | null | undefined): unknown {
  const data = body === undefined ? {} : body;
  if (!tenantId || !isPlainObject(data) || 'tenantId' in data) return data;
  return { ...data, tenantId };
}

export const isUnsignedPath = (url: string): boolean => UNSIGNED_PATHS.includes(pathOnly(url));

export function makeRequestInterceptor(env: RequestEnv) {
  return async function prepareRequest(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '/';
    const unsigned = isUnsignedPath(url);
    if (!unsigned) await env.ensureFresh();

    const caller = env.caller();
    const tokens = env.tokens.read();
    const now = env.now();

    const params: Record<string, unknown> = { ...(config.params ?? {}) };
    if (method === 'GET') {
      params._t = now;
      if (caller.account) params.account = caller.account;
      if (caller.name) params.name = caller.name;
    }
    config.url = withQuery(url, params);
    config.params = undefined;

    let signedBody = '';
    if (method === 'GET') {
      config.data = undefined;
    } else if (isFormData(config.data)) {
      if (caller.tenantId && !config.data.has('tenantId')) config.data.append('tenantId', caller.tenantId);
      signedBody = UNSIGNED_PAYLOAD;
    } else {
      signedBody = wrapBody(withTenant(config.data, caller.tenantId));
      config.data = signedBody;
      config.headers.set('Content-Type', 'application/json');
      // axios must send this exact string: it is what the signature covers
      config.transformRequest = [(data: unknown) => data];
    }

    config.headers.set('Accept-Language', caller.locale);
    if (!unsigned && tokens.accessToken && tokens.expiresAt > now) {
      config.headers.set('Authorization', `Bearer ${tokens.accessToken}`);
    }
    if (!unsigned && tokens.signingKey) {
      const id = uuidV4();
      const path = env.basePath + config.url;
      config.headers.set('X-Sign', formatSignHeader(tokens.signingKey, { method, path, t: now, id, body: signedBody }));
      config.campus = { ...config.campus, signedId: id, signingKey: tokens.signingKey };
    }
    return config;
  };
}
