// The demo tenants and their administrators. The demo password is published (README, and the
// demo login page while not in production), so the seeded administrators must change it at
// their first sign-in (admin_users.must_change_password, migration 016).
import { DEMO_PASSWORD } from '../../../shared/auth/password';
import { hashPassword } from '../../auth/passwords';
import { builtInRoleId } from '../../auth/roles';
import type { Tx } from '../transaction';

export { DEMO_PASSWORD };

export interface TenantSpec {
  id: string;
  name: string;
  admin: { account: string; userName: string };
}

export const DEMO_TENANT: TenantSpec = { id: '000000', name: '示范大学', admin: { account: 'admin', userName: '系统管理员' } };
/** A second tenant, so isolation between tenants can be seen and tested. */
export const SECOND_TENANT: TenantSpec = { id: '100001', name: '滨江职业技术学院', admin: { account: 'admin', userName: '滨江管理员' } };

export interface AdminSeedOptions {
  /** the console asks for a new password at sign-in (default: true, the password is known to others) */
  mustChangePassword?: boolean;
  /** the role (default: the tenant's built-in role, every right) */
  roleId?: number;
}

export async function seedAdmin(tx: Tx, tenantId: string, admin: TenantSpec['admin'], password: string, options: AdminSeedOptions = {}): Promise<void> {
  await tx
    .insertInto('admin_users')
    .values({
      tenant_id: tenantId,
      account: admin.account,
      user_name: admin.userName,
      password_hash: await hashPassword(password),
      must_change_password: options.mustChangePassword ?? true,
      role_id: options.roleId ?? (await builtInRoleId(tx, tenantId)),
    })
    .execute();
}

/** How long the demo schools have been on the platform: their seeded history (a year of visits,
 *  posts and changes) happened after they joined, and their apps' items are accepted back to then
 *  (an item dated before its tenant existed is refused: src/server/appCalls/times.ts). */
export const DEMO_HISTORY_DAYS = 730;

export async function seedTenant(tx: Tx, spec: TenantSpec, password = DEMO_PASSWORD, options: AdminSeedOptions & { nowMs?: number } = {}): Promise<void> {
  const joined = new Date((options.nowMs ?? Date.now()) - DEMO_HISTORY_DAYS * 86_400_000);
  await tx.insertInto('tenants').values({ id: spec.id, name: spec.name, created_at: joined }).execute();
  await seedAdmin(tx, spec.id, spec.admin, password, options);
}
