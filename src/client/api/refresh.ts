// Refreshing the access token before a call needs it. Several calls that meet an expired
// token share one refresh (single flight): a refresh token is single-use, so a second refresh
// with the same token would be taken for a stolen one and end the session.
import { Envelope, Status } from '../../shared/protocol';
import type { TokenGrant } from './auth';
import type { TokenStore } from './tokenStore';
import { ApiError } from './types';

/** Refresh this long before the access token expires, so no call races its expiry. */
export const REFRESH_AHEAD_MS = 60_000;

export interface RefresherEnv {
  tokens: TokenStore;
  now(): number;
  /** the refresh call itself (unsigned, through the ordinary client) */
  send(refreshToken: string): Promise<Envelope<TokenGrant>>;
  /** the refresh was refused: the session is over */
  onUnauthorized(): void;
}

export interface Refresher {
  ensureFresh(): Promise<void>;
}

const isNetworkFailure = (e: unknown) => e instanceof ApiError && (e.status === Status.TIMEOUT || e.status === Status.NETWORK);

export function createRefresher(env: RefresherEnv): Refresher {
  let inflight: Promise<void> | null = null;

  async function refresh(refreshToken: string): Promise<void> {
    let envelope: Envelope<TokenGrant>;
    try {
      envelope = await env.send(refreshToken);
    } catch (e) {
      // A network failure says nothing about the session; the calls fail and may be retried.
      if (isNetworkFailure(e)) throw e;
      env.tokens.clear();
      // A 401 was already reported by the response interceptor.
      if (!(e instanceof ApiError && e.status === Status.UNAUTHORIZED)) env.onUnauthorized();
      throw e;
    }
    const grant = envelope.result;
    if (envelope.status !== Status.OK || !grant?.accessToken) {
      env.tokens.clear();
      env.onUnauthorized();
      throw new ApiError(Status.UNAUTHORIZED, envelope.msg || 'refresh refused');
    }
    env.tokens.save({
      accessToken: grant.accessToken,
      refreshToken: grant.refreshToken,
      expiresAt: env.now() + grant.expiresIn * 1000,
    });
  }

  return {
    ensureFresh() {
      if (inflight) return inflight;
      const { accessToken, expiresAt, refreshToken } = env.tokens.read();
      if (!refreshToken) return Promise.resolve();
      if (accessToken && expiresAt - env.now() > REFRESH_AHEAD_MS) return Promise.resolve();
      inflight = refresh(refreshToken).finally(() => {
        inflight = null;
      });
      return inflight;
    },
  };
}
