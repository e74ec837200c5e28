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

  const needsRefresh = (t: ReturnType<TokenStore['read']>) => Boolean(t.refreshToken) && !(t.accessToken && t.expiresAt - env.now() > REFRESH_AHEAD_MS);

  /** Another tab of the console shares the stored tokens: where the browser offers Web Locks
   *  (secure contexts), tabs take turns, and a tab that waited finds the token already fresh. */
  const acrossTabs = (fn: () => Promise<void>): Promise<void> => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? locks.request('campus-token-refresh', () => fn()).then(() => undefined) : fn();
  };

  return {
    ensureFresh() {
      if (inflight) return inflight;
      if (!needsRefresh(env.tokens.read())) return Promise.resolve();
      inflight = acrossTabs(async () => {
        const tokens = env.tokens.read();
        if (needsRefresh(tokens)) await refresh(tokens.refreshToken!);
      }).finally(() => {
        inflight = null;
      });
      return inflight;
    },
  };
}
