// Sign-in throttle per tenant and account: 5 failures within 5 minutes close the account to
// further attempts for 60 s after the last failure. Kept in the database so every API process
// counts the same failures. The same answer is given whether or not the account exists.
import type { Db } from '../db/schema';

export const FAILURE_LIMIT = 5;
export const FAILURE_WINDOW_MS = 5 * 60_000;
export const LOCK_MS = 60_000;

export const throttleKey = (account: string) => account.trim().toLowerCase();

/** Seconds until the next attempt is allowed; 0 when it is allowed now. */
export async function lockedSeconds(db: Db, tenantId: string, account: string, nowMs: number): Promise<number> {
  const recent = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('tenant_id', '=', tenantId)
    .where('account', '=', throttleKey(account))
    .where('failed_at', '>', new Date(nowMs - FAILURE_WINDOW_MS))
    .orderBy('failed_at', 'desc')
    .limit(FAILURE_LIMIT)
    .execute();
  if (recent.length < FAILURE_LIMIT) return 0;
  const openAt = recent[0].failed_at.getTime() + LOCK_MS;
  return openAt > nowMs ? Math.ceil((openAt - nowMs) / 1000) : 0;
}

export async function recordFailure(db: Db, tenantId: string, account: string, nowMs: number): Promise<void> {
  await db.deleteFrom('login_failures').where('failed_at', '<', new Date(nowMs - FAILURE_WINDOW_MS)).execute();
  await db.insertInto('login_failures').values({ tenant_id: tenantId, account: throttleKey(account), failed_at: new Date(nowMs) }).execute();
}

export async function clearFailures(db: Db, tenantId: string, account: string): Promise<void> {
  await db.deleteFrom('login_failures').where('tenant_id', '=', tenantId).where('account', '=', throttleKey(account)).execute();
}
