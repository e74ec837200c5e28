// Administrators as sign-in sees them.
import type { Db } from '../db/schema';

export interface AdminForSignIn {
  id: number;
  tenantId: string;
  account: string;
  userName: string;
  passwordHash: string;
}

/** An enabled administrator of an enabled tenant, by account (case-insensitive). */
export async function findAdmin(db: Db, tenantId: string, account: string): Promise<AdminForSignIn | undefined> {
  const row = await db
    .selectFrom('admin_users as u')
    .innerJoin('tenants as t', 't.id', 'u.tenant_id')
    .select(['u.id', 'u.tenant_id', 'u.account', 'u.user_name', 'u.password_hash'])
    .where('u.tenant_id', '=', tenantId)
    .where((eb) => eb(eb.fn('lower', ['u.account']), '=', account.trim().toLowerCase()))
    .where('u.enabled', '=', true)
    .where('t.enabled', '=', true)
    .executeTakeFirst();
  return row && { id: row.id, tenantId: row.tenant_id, account: row.account, userName: row.user_name, passwordHash: row.password_hash };
}

export async function passwordHashOf(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('admin_users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}
