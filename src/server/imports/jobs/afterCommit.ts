// After an organisation import's batch commits, later rows may name its units as parents: the
// units are read again (paths included), or, in a dry run that wrote nothing, stand-ins are added.
import type { BatchResult, JobEnv } from './commitBatch';
import { loadLookups } from './lookups';
import { importTarget } from '../../../shared/imports';

let standInId = 0;

export async function afterCommit(env: JobEnv, result: BatchResult): Promise<void> {
  if (env.storage.table !== 'org_units') return;
  const { plan } = result;
  if (env.job.dryRun) {
    for (const row of plan.inserts) {
      standInId -= 1;
      const parent = row.values.parent_id;
      env.lookups.addUnit({
        id: standInId,
        code: String(row.values.code),
        name: String(row.values.name ?? ''),
        type: env.plan.orgType!,
        parentId: typeof parent === 'number' ? parent : null,
        path: '',
      });
    }
    return;
  }
  if (plan.inserts.length === 0 && plan.updates.length === 0) return;
  const fresh = await loadLookups(env.db, env.scope.tenantId, importTarget(env.job.target)!);
  env.lookups.unitsByCode.clear();
  env.lookups.unitsByName.clear();
  env.lookups.unitsById.clear();
  for (const u of fresh.unitsById.values()) env.lookups.addUnit(u);
}
