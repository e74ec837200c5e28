// The demo's configuration documents: each definition's demo versions (its folder's demo.ts),
// saved in order through the same save as the console, so the screens show a history, a draft to
// publish and a difference on first start.
import { DOCUMENTS } from '../../../shared/documents';
import { IDENTITIES } from '../../../shared/domain/people';
import { translate } from '../../../shared/i18n';
import { saveDocument } from '../../documents/write';
import type { Tx } from '../transaction';
import type { TenantSpec } from './tenants';

const DAY_MS = 24 * 3600 * 1000;

export async function seedDocuments(tx: Tx, spec: TenantSpec, nowMs: number): Promise<void> {
  const actor = { account: spec.admin.account, name: spec.admin.userName };
  const t = (key: string, params?: Record<string, string | number>) => translate('zh-CN', key, params);
  for (const def of DOCUMENTS) {
    // a per-identity document has its demo versions for each identity
    for (const identity of def.scope === 'tenantIdentity' ? IDENTITIES : ['']) {
      const saves = (await def.demo()).default({ id: spec.id, name: spec.name }, nowMs, identity || undefined);
      for (const [baseVersion, { content, publish, daysAgo }] of saves.entries()) {
        const at = new Date(nowMs - daysAgo * DAY_MS);
        const done = await saveDocument({ def, tenantId: spec.id, identity }, { baseVersion, content, publish }, { db: tx, t, actor, now: at });
        if (!done.ok) throw new Error(`seed of ${def.key} ${identity} refused: ${JSON.stringify(done)}`);
      }
    }
  }
}
