// What the request layer needs from the rest of the console, passed in rather than imported
// so the layer stays free of the store and tests can play every part.
import type { AxiosAdapter } from 'axios';
import type { Locale } from '../../shared/i18n/registry';
import type { TokenStore } from './tokenStore';

/** Who is calling, read afresh for every request. */
export interface CallerInfo {
  tenantId?: string | null;
  account?: string | null;
  /** the user's display name (userInfo.user_name) */
  name?: string | null;
  locale: Locale;
}

export interface ApiDeps {
  /** the runtime baseURL of /config.json: '' (same origin), an origin, or a path prefix */
  baseURL?: string;
  caller(): CallerInfo;
  /** a 401: the session is gone. The store wires this to a session event (forced logout). */
  onUnauthorized(): void;
  /** a 1002 whose msg is 权限不足: the store wires this to an error toast */
  onForbidden?(): void;
  /** an HTTP 401 with no envelope: reload the console at its root */
  reloadRoot?(): void;
  tokens?: TokenStore;
  /** replaces the network (tests play the server here) */
  adapter?: AxiosAdapter;
  now?(): number;
}

/** Per-request facts the request interceptor leaves for the response interceptor. */
export interface CallMeta {
  /** id of the X-Sign header, when the request was signed */
  signedId?: string;
  /** the key it was signed with (the session may end while the call is in flight) */
  signingKey?: string;
  /** the caller wants a file (blob), not an envelope */
  download?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    campus?: CallMeta;
  }
}
