// The download link of a finished export (PROTOCOL.md: downloads use short-lived signed links,
// never the bearer token in a query string): `${EXPORT_PATHS.download}/<token>`, where the token
// is base64url(JSON {k: job key, t: tenant, e: expiry in epoch seconds}) '.' base64url(HMAC-SHA256)
// under a server secret kept in the database (so every API process accepts every link). The
// console fetches it with its session as well, and the route compares the two tenants.
import { createHmac } from 'node:crypto';
import { EXPORT_LINK_SECONDS, EXPORT_PATHS } from '../../shared/exports/api';
import { sameText } from '../crypto';

export const EXPORT_LINK_SECRET = 'export_link';
const MAX_TOKEN = 512;

export interface LinkClaims {
  /** export job key */
  k: string;
  /** tenant */
  t: string;
  /** expiry, epoch seconds */
  e: number;
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(`export-link\n${body}`).digest('base64url');

export function signLink(secret: string, key: string, tenantId: string, nowMs: number, seconds = EXPORT_LINK_SECONDS): string {
  const body = Buffer.from(JSON.stringify({ k: key, t: tenantId, e: Math.floor(nowMs / 1000) + seconds }), 'utf8').toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export const linkUrl = (token: string): string => `${EXPORT_PATHS.download}/${token}`;

export function verifyLink(secret: string, token: string, nowMs: number): LinkCheck {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > MAX_TOKEN) return { ok: false, reason: 'invalid' };
  const body = token.slice(0, dot);
  if (!sameText(mac(secret, body), token.slice(dot + 1))) return { ok: false, reason: 'invalid' };
  let claims: LinkClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LinkClaims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims?.k !== 'string' || typeof claims.t !== 'string' || typeof claims.e !== 'number') return { ok: false, reason: 'invalid' };
  if (claims.e * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
