// The credentials of the signed-in session (document 000 §3, document 002 §3): the access
// token under a name suffixed x-access-token together with its expiry time, the refresh token
// and the per-session signing key. They stay out of the Redux store on purpose: the action log
// is exported as a file and must never carry a credential.
import { TOKEN_STORAGE_SUFFIX } from '../../shared/protocol';
import { readJSON, removeItem, writeJSON } from './storage';

export interface Tokens {
  accessToken: string | null;
  /** epoch ms after which the access token is no longer sent */
  expiresAt: number;
  refreshToken: string | null;
  signingKey: string | null;
}

export interface TokenStore {
  read(): Tokens;
  save(tokens: Partial<Tokens>): void;
  clear(): void;
}

const ACCESS = TOKEN_STORAGE_SUFFIX;
const REFRESH = 'refreshToken';
const SIGNING = 'signingKey';

/** The stored form of the access token: its text and when it expires. */
interface StoredAccessToken {
  content: string;
  datetime: number;
}

export const localTokenStore: TokenStore = {
  read() {
    const access = readJSON<StoredAccessToken>(ACCESS);
    return {
      accessToken: access?.content ?? null,
      expiresAt: access?.datetime ?? 0,
      refreshToken: readJSON<string>(REFRESH),
      signingKey: readJSON<string>(SIGNING),
    };
  },
  save(tokens) {
    if (tokens.accessToken !== undefined) {
      if (tokens.accessToken) writeJSON(ACCESS, { content: tokens.accessToken, datetime: tokens.expiresAt ?? 0 });
      else removeItem(ACCESS);
    }
    if (tokens.refreshToken !== undefined) writeJSON(REFRESH, tokens.refreshToken);
    if (tokens.signingKey !== undefined) writeJSON(SIGNING, tokens.signingKey);
  },
  clear() {
    removeItem(ACCESS);
    removeItem(REFRESH);
    removeItem(SIGNING);
  },
};

/** An in-memory store, for tests and for callers that must not touch the browser's storage. */
export function memoryTokenStore(initial: Partial<Tokens> = {}): TokenStore {
  const empty: Tokens = { accessToken: null, expiresAt: 0, refreshToken: null, signingKey: null };
  let tokens: Tokens = { ...empty, ...initial };
  return {
    read: () => ({ ...tokens }),
    save: (next) => {
      tokens = { ...tokens, ...next };
    },
    clear: () => {
      tokens = { ...empty };
    },
  };
}
