// A tenant's app keys (table app_keys): the id names the key in each call (X-App-Key), the
// secret signs the call. The console lists a tenant's keys and rotates a secret (shown once).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AppKeyRow, RotatedAppKey } from '../../shared/appCalls/api';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';

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

/** Notes the key's last use, at most once a minute a key (no write per batch). */
export async function touchAppKey(db: Db, id: string, now: Date): Promise<void> {
  await sql`update app_keys set last_used_at = ${now}
    where id = ${id} and (last_used_at is null or last_used_at < ${new Date(now.getTime() - 60_000)})`.execute(db);
}
