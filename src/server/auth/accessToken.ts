// The access token: base64url(JSON claims) + '.' + base64url(HMAC-SHA256), compact and
// checkable without the database; the session it names is still looked up on every call so a
// revoked session ends at once.
import { createHmac } from 'node:crypto';
import { sameText } from '../crypto';

export interface AccessClaims {
  /** session id */
  sid: string;
  /** admin user id */
  uid: number;
  /** tenant id */
  tid: string;
  /** expiry, epoch seconds */
  exp: number;
}

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function issueAccessToken(secret: string, claims: AccessClaims): string {
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export type TokenCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyAccessToken(secret: string, token: string, nowMs: number): TokenCheck {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 1024) return { ok: false, reason: 'invalid' };
  const body = token.slice(0, dot);
  if (!sameText(mac(secret, body), token.slice(dot + 1))) return { ok: false, reason: 'invalid' };
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AccessClaims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.sid !== 'string' || typeof claims.uid !== 'number' || typeof claims.tid !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  if (claims.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
