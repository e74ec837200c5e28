// A tenant's app keys (table app_keys): the id names the key in each call (X-App-Key), the
// secret signs the call. The console lists a tenant's keys and rotates a secret (shown once; the
// rotation is in the history with the secrets' fingerprints).
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AppKeyRow, RotatedAppKey } from '../../shared/appCalls/api';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';
import { recordAudit } from '../audit/record';
import { HAND_BUILT_KEYS } from '../../shared/audit/handBuiltTargets';

export interface StoredAppKey {
  id: string;
  tenantId: string;
  secret: string;
  enabled: boolean;
  /** when the key's tenant was created (epoch ms): no item of its apps happened before */
  tenantSince: number;
}

export const newAppKeyId = (): string => `ak_${randomBytes(12).toString('hex')}`;
export const newAppSecret = (): string => randomBytes(32).toString('base64url');

export async function createAppKey(db: Db | Tx, tenantId: string, name: string, key = { id: newAppKeyId(), secret: newAppSecret() }): Promise<RotatedAppKey> {
  await sql`insert into app_keys (id, tenant_id, name, secret) values (${key.id}, ${tenantId}, ${name}, ${key.secret})`.execute(db);
  return key;
}

export async function findAppKey(db: Db, id: string): Promise<StoredAppKey | null> {
  const { rows } = await sql<Omit<StoredAppKey, 'tenantSince'> & { tenantSince: Date | string }>`
    select k.id, k.tenant_id as "tenantId", k.secret, k.enabled, t.created_at as "tenantSince"
    from app_keys as k join tenants as t on t.id = k.tenant_id where k.id = ${id}`.execute(db);
  return rows[0] ? { ...rows[0], tenantSince: new Date(rows[0].tenantSince).getTime() } : null;
}

export async function listAppKeys(db: Db, tenantId: string): Promise<AppKeyRow[]> {
  const { rows } = await sql<{ id: string; name: string; enabled: boolean; created_at: Date; last_used_at: Date | null }>`
    select id, name, enabled, created_at, last_used_at from app_keys where tenant_id = ${tenantId} order by created_at, id`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    enabled: r.enabled,
    createdAt: new Date(r.created_at).toISOString(),
    lastUsedAt: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
  }));
}

/** A new secret for the tenant's key; null when the tenant holds no such key. The old secret stops working at once. */
export async function rotateAppSecret(db: Db, tenantId: string, id: string): Promise<RotatedAppKey | null> {
  const secret = newAppSecret();
  const { rows } = await sql<{ id: string }>`update app_keys set secret = ${secret} where id = ${id} and tenant_id = ${tenantId} returning id`.execute(db);
  return rows.length ? { id, secret } : null;
}

/** What the history keeps of a secret: a short digest that tells two secrets apart and gives none away. */
export const secretFingerprint = (secret: string): string => createHash('sha256').update(secret).digest('hex').slice(0, 12);

/**
 * rotateAppSecret as the console asks it: in one transaction with its audit row (the key by its
 * name, the secret's fingerprint before and after), so a rotation is never missing from the history.
 */
export function rotateAppSecretRecorded(db: Db, tenantId: string, id: string, actor: { account: string; name: string }): Promise<RotatedAppKey | null> {
  return inTransaction(db, async (tx) => {
    const { rows } = await sql<{
      secret: string;
      name: string;
    }>`select secret, name from app_keys where id = ${id} and tenant_id = ${tenantId} for update`.execute(tx);
    if (!rows[0]) return null;
    const rotated = await rotateAppSecret(tx, tenantId, id);
    if (!rotated) return null;
    await recordAudit(tx, {
      tenantId,
      actor,
      action: 'update',
      target: { kind: 'collection', key: HAND_BUILT_KEYS.appKeys, id, title: rows[0].name },
      changes: [{ path: 'secret', before: secretFingerprint(rows[0].secret), after: secretFingerprint(rotated.secret) }],
    });
    return rotated;
  });
}

/** Notes the key's last use, at most once a minute a key (no write per batch). */
export async function touchAppKey(db: Db, id: string, now: Date): Promise<void> {
  await sql`update app_keys set last_used_at = ${now}
    where id = ${id} and (last_used_at is null or last_used_at < ${new Date(now.getTime() - 60_000)})`.execute(db);
}
