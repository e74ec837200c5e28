// Administrators as sign-in and the password change see them.
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';

export interface AdminForSignIn {
  id: number;
  tenantId: string;
  account: string;
  userName: string;
  passwordHash: string;
  /** the password is a published or handed-out one: the console asks for a new one */
  mustChangePassword: boolean;
}

/** An enabled administrator of an enabled tenant, by account (case-insensitive). */
export async function findAdmin(db: Db, tenantId: string, account: string): Promise<AdminForSignIn | undefined> {
  const row = await db
    .selectFrom('admin_users as u')
    .innerJoin('tenants as t', 't.id', 'u.tenant_id')
    .select(['u.id', 'u.tenant_id', 'u.account', 'u.user_name', 'u.password_hash', 'u.must_change_password'])
    .where('u.tenant_id', '=', tenantId)
    .where((eb) => eb(eb.fn('lower', ['u.account']), '=', account.trim().toLowerCase()))
    .where('u.enabled', '=', true)
    .where('t.enabled', '=', true)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      tenantId: row.tenant_id,
      account: row.account,
      userName: row.user_name,
      passwordHash: row.password_hash,
      mustChangePassword: row.must_change_password,
    }
  );
}

export async function passwordHashOf(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('admin_users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

/**
 * Replaces the password when it is still the one checked (`expectedHash`), and clears the
 * must-change flag. False when another change came first: the caller's check is stale.
 */
export async function replacePassword(tx: Db | Tx, userId: number, expectedHash: string, newHash: string, nowMs: number): Promise<boolean> {
  const changed = await tx
    .updateTable('admin_users')
    .set({ password_hash: newHash, must_change_password: false, updated_at: new Date(nowMs) })
    .where('id', '=', userId)
    .where('password_hash', '=', expectedHash)
    .returning('id')
    .executeTakeFirst();
  return Boolean(changed);
}

/** Whether any enabled administrator of an enabled tenant exists (someone can sign in). */
export async function anyAdminExists(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('admin_users as u')
    .innerJoin('tenants as t', 't.id', 'u.tenant_id')
    .select('u.id')
    .where('u.enabled', '=', true)
    .where('t.enabled', '=', true)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
