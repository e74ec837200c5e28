// Short-lived signed links (PROTOCOL.md: downloads use short-lived signed links, never the bearer
// token in a query string), one mechanism for every purpose: a token is
// base64url(JSON {...claims, e: expiry in epoch seconds}) '.' base64url(HMAC-SHA256) under a
// server secret kept in the database (so every API process accepts every link). The purpose is
// part of what the HMAC signs, so a token made for one purpose (a photo) is never accepted for
// another (an export download), whatever its claims say.
//
// Export downloads (purpose 'export-link', claims {k: job key, t: tenant}) are fetched with the
// session as well, and the route compares the two tenants. Photo links (src/server/photos/links.ts)
// are the authorisation by themselves: an <img> cannot carry the session.
import { createHmac } from 'node:crypto';
import { EXPORT_LINK_SECONDS, EXPORT_PATHS } from '../../shared/exports/api';
import { sameText } from '../crypto';

export const EXPORT_LINK_SECRET = 'export_link';
const MAX_TOKEN = 512;

export type TokenCheck<C> = { ok: true; claims: C & { e: number } } | { ok: false; reason: 'invalid' | 'expired' };

const mac = (secret: string, purpose: string, body: string) => createHmac('sha256', secret).update(`${purpose}\n${body}`).digest('base64url');

/** A token for `purpose` carrying `claims`, valid until `expiresAt` (epoch seconds). */
export function signToken(secret: string, purpose: string, claims: Record<string, string | number>, expiresAt: number): string {
  const body = Buffer.from(JSON.stringify({ ...claims, e: expiresAt }), 'utf8').toString('base64url');
  return `${body}.${mac(secret, purpose, body)}`;
}

/**
 * The claims of an intact, unexpired token made for `purpose`. `shapeOk` says whether the claims
 * have the fields and types the purpose expects (a token is never trusted beyond its MAC).
 */
export function verifyToken<C>(
  secret: string,
  purpose: string,
  token: string,
  nowMs: number,
  shapeOk: (claims: Record<string, unknown>) => boolean,
): TokenCheck<C> {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > MAX_TOKEN) return { ok: false, reason: 'invalid' };
  const body = token.slice(0, dot);
  if (!sameText(mac(secret, purpose, body), token.slice(dot + 1))) return { ok: false, reason: 'invalid' };
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims !== 'object' || claims === null || typeof claims.e !== 'number' || !shapeOk(claims)) return { ok: false, reason: 'invalid' };
  if (claims.e * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as C & { e: number } };
}

// --- the export download link

const EXPORT_PURPOSE = 'export-link';

export interface LinkClaims {
  /** export job key */
  k: string;
  /** tenant */
  t: string;
  /** expiry, epoch seconds */
  e: number;
}

export type LinkCheck = TokenCheck<LinkClaims>;

export function signLink(secret: string, key: string, tenantId: string, nowMs: number, seconds = EXPORT_LINK_SECONDS): string {
  return signToken(secret, EXPORT_PURPOSE, { k: key, t: tenantId }, Math.floor(nowMs / 1000) + seconds);
}

export const linkUrl = (token: string): string => `${EXPORT_PATHS.download}/${token}`;

export function verifyLink(secret: string, token: string, nowMs: number): LinkCheck {
  return verifyToken<LinkClaims>(secret, EXPORT_PURPOSE, token, nowMs, (c) => typeof c.k === 'string' && typeof c.t === 'string');
}
