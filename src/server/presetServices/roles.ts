// The roles' presets (/PresetRoleService): the tenant's roles with their member and preset
// counts, one role's ordered list, and its save (the whole list replaced in one transaction).
import { sql } from 'kysely';
import type { PresetRoleRow, RoleDetail } from '../../shared/services/presets';
import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { listRoles } from '../members/targetLists';
import { ownTarget, TARGETS } from '../members/targets';
import { checkServiceList, readList, writeList } from './lists';

export async function listPresetRoles(db: Db, tenantId: string): Promise<PresetRoleRow[]> {
  const roles = await listRoles(db, tenantId);
  const { rows } = await sql<{ role_id: number; n: number }>`select role_id, count(*)::int as n from preset_role_services
    where tenant_id = ${tenantId} group by role_id`.execute(db);
  const counts = new Map(rows.map((r) => [r.role_id, Number(r.n)]));
  return roles.map((r) => ({ id: r.id, name: r.name, code: r.code, memberCount: r.memberCount, serviceCount: counts.get(r.id) ?? 0 }));
}

export async function roleDetail(db: Db, tenantId: string, roleId: number): Promise<RoleDetail> {
  await ownTarget(db, tenantId, TARGETS.ROLE, roleId);
  return { roleId, services: await readList(db, 'preset_role_services', roleId) };
}

export async function saveRolePreset(db: Db, tenantId: string, roleId: number, serviceIds: readonly number[]): Promise<{ count: number }> {
  return inTransaction(db, async (tx) => {
    await ownTarget(tx, tenantId, TARGETS.ROLE, roleId);
    await checkServiceList(tx, tenantId, serviceIds);
    await writeList(tx, 'preset_role_services', tenantId, roleId, serviceIds);
    return { count: serviceIds.length };
  });
}
