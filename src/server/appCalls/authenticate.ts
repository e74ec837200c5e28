// Who sends an app call: X-App-Key names the key, X-Sign carries the signature the console's
// calls carry (src/shared/protocol/signing.ts) made with the key's secret, over the JSON text
// as sent. Checked in order (each a 401 with its own message): key named and known and
// enabled, signature, time within the window, request id not seen before; then the key's rate
// (429 with Retry-After). The key's tenant is the call's tenant; nothing in the body names one.
import type { FastifyRequest } from 'fastify';
import { APP_KEY_HEADER } from '../../shared/appCalls/api';
import { MAX_CLOCK_SKEW_MS, parseSignHeader, requestSignature, SIGN_HEADER } from '../../shared/protocol';
import { nodeCrypto, sameText } from '../crypto';
import type { Db } from '../db/schema';
import { createReplayGuard } from '../plugins/protocol/replay';
import { findAppKey, touchAppKey } from './keys';
import { createRateLimiter, RateOptions } from './rateLimit';
import { refuseApp } from './refusal';

declare module 'fastify' {
  interface FastifyRequest {
    /** the tenant of the verified app key (app calls only) */
    appTenant: string | null;
    /** when that tenant was created (epoch ms; app calls only) */
    appTenantSince: number | null;
  }
}

const KEY_ID = /^ak_[a-f0-9]{24}$/;

export function createAppAuthenticator(db: Db, now: () => number, rate: RateOptions) {
  const replay = createReplayGuard(db);
  const limiter = createRateLimiter(rate, now);
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const keyId = request.headers[APP_KEY_HEADER];
    if (typeof keyId !== 'string' || !KEY_ID.test(keyId)) return refuseApp(401, 'appCalls.keyMissing');
    const header = parseSignHeader(request.headers[SIGN_HEADER]);
    if (!header) return refuseApp(401, 'protocol.signatureMissing');
    if (header.path !== request.url) return refuseApp(401, 'protocol.signaturePathMismatch');
    const key = await findAppKey(db, keyId);
    if (!key || !key.enabled) return refuseApp(401, 'appCalls.keyUnknown');
    const body = request.rawBody ?? '';
    const expected = requestSignature(key.secret, { method: request.method, path: header.path, t: header.t, id: header.id, body }, nodeCrypto);
    if (!sameText(expected, header.sig)) return refuseApp(401, 'protocol.badSignature');
    const t = now();
    if (Math.abs(t - header.t) > MAX_CLOCK_SKEW_MS) return refuseApp(401, 'protocol.staleRequest');
    if (!(await replay.firstSighting(header.id, t))) return refuseApp(401, 'protocol.replayedRequest');
    const wait = limiter.take(key.id);
    if (wait > 0) return refuseApp(429, 'appCalls.tooFast', { seconds: wait }, { retryAfter: wait });
    await touchAppKey(db, key.id, new Date(t));
    request.appTenant = key.tenantId;
    request.appTenantSince = key.tenantSince;
  };
}
