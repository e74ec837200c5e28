// Signs an app's call as the console signs its requests (src/shared/protocol/signing.ts), with
// the app key's secret as the key: the tests, the bench and the browser tests all sign this way.
import { formatSignHeader, pureCrypto, SIGN_HEADER, SignCrypto, uuidV4 } from '../protocol';
import { APP_KEY_HEADER } from './api';

export interface AppKey {
  id: string;
  secret: string;
}

export interface AppCallSignInput {
  path: string;
  /** the JSON text exactly as sent */
  body: string;
  method?: string;
  t?: number;
  id?: string;
  crypto?: SignCrypto;
}

export function appCallHeaders(key: AppKey, o: AppCallSignInput): Record<string, string> {
  const input = { method: o.method ?? 'POST', path: o.path, t: o.t ?? Date.now(), id: o.id ?? uuidV4(), body: o.body };
  return {
    'content-type': 'application/json',
    [APP_KEY_HEADER]: key.id,
    [SIGN_HEADER]: formatSignHeader(key.secret, input, o.crypto ?? pureCrypto),
  };
}
