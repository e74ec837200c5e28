// The tenant's administrator accounts for /ProjectDetails (platformapplyguiselogo/queryAdminInfo):
// account, name, whether enabled, and the newest sign-in the sessions table recorded.
import { sql } from 'kysely';
import type { AdminInfo } from '../../shared/platform/projectDetails';
import type { Db } from '../db/schema';

export async function adminsOf(db: Db, tenantId: string): Promise<AdminInfo[]> {
  const rows = await sql<{ account: string; user_name: string; enabled: boolean; last_at: Date | null }>`
    select u.account, u.user_name, u.enabled, (select max(s.created_at) from auth_sessions s where s.user_id = u.id and s.tenant_id = u.tenant_id) as last_at
    from admin_users u where u.tenant_id = ${tenantId}
    order by u.enabled desc, u.account`.execute(db);
  return rows.rows.map((r) => ({
    account: r.account,
    name: r.user_name,
    enabled: r.enabled,
    lastSignInAt: r.last_at ? new Date(r.last_at).toISOString() : null,
  }));
}
