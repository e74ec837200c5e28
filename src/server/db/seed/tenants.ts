// The demo tenants and their administrators. The demo sign-in is printed at start and shown on
// the login page (auth.demoHint).
import { hashPassword } from '../../auth/passwords';
import type { Tx } from '../transaction';

export const DEMO_PASSWORD = 'Campus@2026';

export interface TenantSpec {
  id: string;
  name: string;
  admin: { account: string; userName: string };
}

export const DEMO_TENANT: TenantSpec = { id: '000000', name: '示范大学', admin: { account: 'admin', userName: '系统管理员' } };
/** A second tenant, so isolation between tenants can be seen and tested. */
export const SECOND_TENANT: TenantSpec = { id: '100001', name: '滨江职业技术学院', admin: { account: 'admin', userName: '滨江管理员' } };

export async function seedTenant(tx: Tx, spec: TenantSpec, password = DEMO_PASSWORD): Promise<void> {
  await tx.insertInto('tenants').values({ id: spec.id, name: spec.name }).execute();
  await tx
    .insertInto('admin_users')
    .values({ tenant_id: spec.id, account: spec.admin.account, user_name: spec.admin.userName, password_hash: await hashPassword(password) })
    .execute();
}
