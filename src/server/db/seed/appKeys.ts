// Each demo tenant's app key, with a published secret (README "App calls"), so a developer and
// the browser tests can sign the apps' calls against the demo (src/shared/appCalls/sign.ts).
// Like the demo password, it is for the demo only: rotate it (appKey/rotate) anywhere else.
import type { AppKey } from '../../../shared/appCalls/sign';
import { createAppKey } from '../../appCalls/keys';
import type { Tx } from '../transaction';

export const DEMO_APP_KEYS: Record<string, AppKey> = {
  '000000': { id: 'ak_000000000000000000000001', secret: 'demo-app-secret-000000' },
  '100001': { id: 'ak_100001000000000000000001', secret: 'demo-app-secret-100001' },
};

export async function seedAppKey(tx: Tx, tenantId: string): Promise<void> {
  const key = DEMO_APP_KEYS[tenantId];
  if (key) await createAppKey(tx, tenantId, '校园 App', key);
}
