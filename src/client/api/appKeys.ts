// Typed calls of the tenant's app keys (src/shared/appCalls/api.ts): the keys without their
// secrets, and a new secret for one key (shown in that answer only).
import { APP_KEY_PATHS, AppKeyRow, RotatedAppKey } from '../../shared/appCalls/api';
import type { Envelope } from '../../shared/protocol';
import type { Api } from './types';

export function fetchAppKeys(api: Api): Promise<Envelope<AppKeyRow[]>> {
  return api.request<AppKeyRow[]>({ method: 'POST', url: APP_KEY_PATHS.list, data: {} });
}

export function rotateAppKey(api: Api, id: string): Promise<Envelope<RotatedAppKey>> {
  return api.request<RotatedAppKey>({ method: 'POST', url: APP_KEY_PATHS.rotate, data: { id } });
}
