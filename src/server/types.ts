// What the plugins add to fastify's instance and request (module augmentation).
import type { Locale } from '../shared/i18n';
import type { TokenCheck } from './auth/accessToken';
import type { Db } from './db/schema';

/** The signed-in administrator, from a verified access token and a live session. */
export interface AuthContext {
  sessionId: string;
  userId: number;
  tenantId: string;
  account: string;
  userName: string;
  signingKey: string;
  /** the role's expanded rights (src/shared/rights/catalogue.ts), read with the session */
  rights: ReadonlySet<string>;
  /** the role's id (null: no role yet, every right) */
  roleId: number | null;
}

export interface AccessTokens {
  issue(claims: { sid: string; uid: number; tid: string }): { token: string; expiresIn: number };
  verify(token: string): TokenCheck;
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** the clock (epoch ms); tests move it */
    now(): number;
    /** issues and checks access tokens with the server secret (auth plugin) */
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    locale: Locale;
    t: Translate;
    /** set by the auth plugin on every protected route */
    auth: AuthContext | null;
    /** the JSON body exactly as received, for the signature's body hash */
    rawBody: string | undefined;
    /** the verified request id and key, so the response can be signed */
    signedWith: { id: string; key: string } | null;
    /** the answer's envelope status, when it was an envelope (plugins/requestId.ts), for the log line */
    envelopeStatus: number | null;
  }
}

/** The auth context of a protected route (the auth plugin guarantees it is set). */
export function authOf(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw new Error('auth context missing on a protected route');
  return request.auth;
}
