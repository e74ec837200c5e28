// The tenant's administrator accounts (issue 36): list, add, edit, disable, reset the password,
// unlock after the sign-in throttle. The refusals are decided here, under a lock of the tenant's
// administrators, so two admins disabling each other at once cannot leave nobody with every right.
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { AdminAccountRow, AdminRoleOption } from '../../shared/rights/api';
import { ALL_RIGHTS } from '../../shared/rights/catalogue';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';
import { BUDGETS, keyOf } from '../auth/throttle';

export type Refusal = { refused: string; params?: Record<string, string> };

const FULL = sql<boolean>`coalesce(r.built_in or ${ALL_RIGHTS} = any(r.grants), true)`;

/** The keys of the account's throttle rows: account-wide, and at each address (a LIKE prefix,
 *  its own % and _ escaped). */
function throttleKeys(tenantId: string, account: string) {
  const atAddress = keyOf('accountAtAddress', { tenantId, account, address: 'x' });
  const prefix = atAddress.slice(0, atAddress.lastIndexOf(',') + 1);
  return {
    account: keyOf('account', { tenantId, account, address: undefined }),
    atAddressPrefix: prefix,
    atAddressLike: `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
  };
}

export async function listAdmins(db: Db, tenantId: string, selfId: number, nowMs: number, q: { keyword?: string; pageIndex: number; pageSize: number }) {
  let base = db.selectFrom('admin_users as u').leftJoin('admin_roles as r', 'r.id', 'u.role_id').where('u.tenant_id', '=', tenantId);
  const kw = q.keyword?.trim();
  if (kw) base = base.where((eb) => eb.or([eb('u.account', 'ilike', `%${kw}%`), eb('u.user_name', 'ilike', `%${kw}%`)]));
  const total = Number((await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await base
    .select([
      'u.id',
      'u.account',
      'u.user_name',
      'u.role_id',
      'r.name as role_name',
      FULL.as('full'),
      'u.enabled',
      'u.must_change_password',
      'u.last_sign_in_at',
    ])
    .orderBy('u.id')
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize)
    .execute();
  // locked: a budget of the account has no attempt left now (throttle.ts: tat past now + W - W/B)
  const locked = new Set<string>();
  if (rows.length > 0) {
    const keys = rows.map((r) => throttleKeys(tenantId, r.account));
    const held = await db
      .selectFrom('sign_in_throttle')
      .select(['key', 'tat'])
      .where((eb) => eb.or(keys.flatMap((k) => [eb('key', '=', k.account), eb('key', 'like', k.atAddressLike)])))
      .execute();
    for (const h of held) {
      const scope = h.key.startsWith('["aa"') ? BUDGETS.accountAtAddress : BUDGETS.account;
      if (new Date(h.tat).getTime() > nowMs + scope.windowMs - scope.windowMs / scope.burst) locked.add(h.key);
    }
  }
  const data: AdminAccountRow[] = rows.map((r) => {
    const k = throttleKeys(tenantId, r.account);
    return {
      id: r.id,
      account: r.account,
      userName: r.user_name,
      roleId: r.role_id ?? null,
      roleName: r.role_name ?? null,
      fullRights: Boolean(r.full),
      enabled: Boolean(r.enabled),
      mustChangePassword: Boolean(r.must_change_password),
      lastSignInAt: r.last_sign_in_at ? new Date(r.last_sign_in_at).toISOString() : null,
      locked: [...locked].some((key) => key === k.account || key.startsWith(k.atAddressPrefix)),
      self: r.id === selfId,
    };
  });
  return { data, total };
}

export async function roleOptions(db: Db | Tx, tenantId: string): Promise<AdminRoleOption[]> {
  const rows = await db.selectFrom('admin_roles').select(['id', 'name', 'built_in']).where('tenant_id', '=', tenantId).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name as string, builtIn: Boolean(r.built_in) }));
}

async function roleIsFull(tx: Tx, tenantId: string, roleId: number): Promise<boolean | undefined> {
  const r = await tx.selectFrom('admin_roles as r').select(FULL.as('full')).where('r.tenant_id', '=', tenantId).where('r.id', '=', roleId).executeTakeFirst();
  return r ? Boolean(r.full) : undefined;
}

interface Locked {
  id: number;
  account: string;
  user_name: string;
  enabled: boolean;
  full: boolean;
}

/** The tenant's administrators, locked for the change (the last-full-admin rule reads them all). */
async function lockAdmins(tx: Tx, tenantId: string): Promise<Locked[]> {
  const { rows } = await sql<Locked>`select u.id, u.account, u.user_name, u.enabled, ${FULL} as full
    from admin_users u left join admin_roles r on r.id = u.role_id
    where u.tenant_id = ${tenantId} order by u.id for update of u`.execute(tx);
  return rows;
}

/** Refuses a change leaving no enabled administrator with every right. */
function lastFullRefusal(all: Locked[], target: Locked, after: { enabled: boolean; full: boolean }): Refusal | null {
  if (!target.enabled || !target.full || (after.enabled && after.full)) return null;
  const others = all.filter((a) => a.id !== target.id && a.enabled && a.full);
  return others.length === 0 ? { refused: 'admins.refuseLastFull', params: { name: target.user_name || target.account } } : null;
}

export interface Before {
  account: string;
  userName: string;
  role: string | null;
  enabled: boolean;
}

export async function adminSnapshot(db: Db, tenantId: string, id: number): Promise<Before | null> {
  const r = await db
    .selectFrom('admin_users as u')
    .leftJoin('admin_roles as r', 'r.id', 'u.role_id')
    .select(['u.account', 'u.user_name', 'r.name', 'u.enabled'])
    .where('u.tenant_id', '=', tenantId)
    .where('u.id', '=', id)
    .executeTakeFirst();
  return r ? { account: r.account, userName: r.user_name, role: r.name ?? null, enabled: Boolean(r.enabled) } : null;
}

export async function createAdmin(
  db: Db,
  tenantId: string,
  body: { account: string; userName: string; roleId: number; passwordHash: string },
): Promise<{ id: number } | Refusal> {
  return inTransaction(db, async (tx) => {
    if ((await roleIsFull(tx, tenantId, body.roleId)) === undefined) return { refused: 'admins.refuseRole' };
    const clash = await tx
      .selectFrom('admin_users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb(eb.fn('lower', ['account']), '=', body.account.trim().toLowerCase()))
      .executeTakeFirst();
    if (clash) return { refused: 'admins.refuseAccount' };
    const row = await tx
      .insertInto('admin_users')
      .values({
        tenant_id: tenantId,
        account: body.account.trim(),
        user_name: body.userName.trim(),
        password_hash: body.passwordHash,
        must_change_password: true,
        role_id: body.roleId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  });
}

export async function updateAdmin(
  db: Db,
  tenantId: string,
  body: { id: number; userName: string; roleId: number },
  nowMs: number,
): Promise<{ id: number } | Refusal> {
  return inTransaction(db, async (tx) => {
    const all = await lockAdmins(tx, tenantId);
    const target = all.find((a) => a.id === body.id);
    if (!target) return { refused: 'admins.notFound' };
    const full = await roleIsFull(tx, tenantId, body.roleId);
    if (full === undefined) return { refused: 'admins.refuseRole' };
    const refusal = lastFullRefusal(all, target, { enabled: target.enabled, full });
    if (refusal) return refusal;
    await tx
      .updateTable('admin_users')
      .set({ user_name: body.userName.trim(), role_id: body.roleId, updated_at: new Date(nowMs) })
      .where('id', '=', body.id)
      .execute();
    return { id: body.id };
  });
}

export async function setAdminEnabled(
  db: Db,
  tenantId: string,
  selfId: number,
  body: { id: number; enabled: boolean },
  nowMs: number,
): Promise<{ id: number } | Refusal> {
  if (!body.enabled && body.id === selfId) return { refused: 'admins.refuseSelf' };
  return inTransaction(db, async (tx) => {
    const all = await lockAdmins(tx, tenantId);
    const target = all.find((a) => a.id === body.id);
    if (!target) return { refused: 'admins.notFound' };
    const refusal = lastFullRefusal(all, target, { enabled: body.enabled, full: target.full });
    if (refusal) return refusal;
    await tx
      .updateTable('admin_users')
      .set({ enabled: body.enabled, updated_at: new Date(nowMs) })
      .where('id', '=', body.id)
      .execute();
    return { id: body.id };
  });
}

export async function resetAdminPassword(db: Db, tenantId: string, id: number, passwordHash: string, nowMs: number): Promise<{ id: number } | Refusal> {
  return inTransaction(db, async (tx) => {
    const done = await tx
      .updateTable('admin_users')
      .set({ password_hash: passwordHash, must_change_password: true, updated_at: new Date(nowMs) })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!done) return { refused: 'admins.notFound' };
    // the old password's sessions end: whoever held it must sign in with the new one
    await tx
      .updateTable('auth_sessions')
      .set({ revoked_at: new Date(nowMs), revoke_reason: 'password-changed' })
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    return { id };
  });
}

export async function unlockAdmin(db: Db, tenantId: string, id: number): Promise<{ id: number } | Refusal> {
  const row = await db.selectFrom('admin_users').select('account').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) return { refused: 'admins.notFound' };
  const k = throttleKeys(tenantId, row.account);
  await db
    .deleteFrom('sign_in_throttle')
    .where((eb) => eb.or([eb('key', '=', k.account), eb('key', 'like', k.atAddressLike)]))
    .execute();
  return { id };
}

/** A password the shared rule accepts: 14 characters with lower and upper case, digits, symbols. */
export function generatePassword(): string {
  const sets = ['abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '@#%+=!?'];
  const all = sets.join('');
  const chars = sets.map((s) => s[randomInt(s.length)]);
  while (chars.length < 14) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export const isRefusal = (x: object): x is Refusal => 'refused' in x;
