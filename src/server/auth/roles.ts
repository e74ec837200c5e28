// The roles behind the rights (issue 36): each tenant's built-in role 全部权限, and the rights a
// session holds. The session's lookup on every call reads the administrator's role and the stamp
// of its rights' last change (admin_users.role_stamp, kept by migration 044's triggers); the
// rights are expanded once per role and stamp, so a change by another administrator applies at
// the next call and the check itself costs a set lookup.
import { sql } from 'kysely';
import { ALL_RIGHTS, expandGrants } from '../../shared/rights/catalogue';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';

export const BUILT_IN_ROLE_NAME = '全部权限';

/** The tenant's built-in role, made when missing (a tenant created after migration 043). */
export async function builtInRoleId(tx: Db | Tx, tenantId: string): Promise<number> {
  const db = tx;
  const found = await db.selectFrom('admin_roles').select('id').where('tenant_id', '=', tenantId).where('built_in', '=', true).executeTakeFirst();
  if (found) return found.id;
  const made = await db
    .insertInto('admin_roles')
    .values({ tenant_id: tenantId, name: BUILT_IN_ROLE_NAME, grants: sql`array[${ALL_RIGHTS}]::text[]`, built_in: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
}

/** A role's version as the session's lookup reads it (its grants only when the cache misses). */
export interface RoleVersion {
  id: number;
  /** the administrator's role_stamp: moves whenever the role or the holding changes */
  stamp: Date;
}

/** A role with its grants; null: no role (every right, as the built-in role). */
export interface RoleOfSession extends RoleVersion {
  builtIn: boolean;
  grants: string[];
}

const EVERY = expandGrants([ALL_RIGHTS]);
const cache = new Map<string, ReadonlySet<string>>();
const CACHE_MAX = 500;

const versionKey = (role: RoleVersion) => `${role.id}:${role.stamp.getTime()}`;

/** The expanded rights of a role version (cached: a role's rights change with the stamp). */
export function rightsOfRole(role: RoleOfSession | null): ReadonlySet<string> {
  if (!role) return EVERY;
  const key = versionKey(role);
  let rights = cache.get(key);
  if (!rights) {
    if (cache.size >= CACHE_MAX) cache.clear();
    rights = role.builtIn ? EVERY : expandGrants(role.grants);
    cache.set(key, rights);
  }
  return rights;
}

/** The rights of the session's role version: from the cache, or its grants read once. */
export async function rightsOfVersion(db: Db, role: RoleVersion | null): Promise<ReadonlySet<string>> {
  if (!role) return EVERY;
  const cached = cache.get(versionKey(role));
  if (cached) return cached;
  const row = await db.selectFrom('admin_roles').select(['grants', 'built_in']).where('id', '=', role.id).executeTakeFirst();
  return rightsOfRole({ ...role, builtIn: Boolean(row?.built_in), grants: row?.grants ?? [] });
}

/** Whether the role gives every right (the built-in role, or a role granted ALL_RIGHTS). */
export const isFullRole = (role: { builtIn: boolean; grants: string[] } | null): boolean => !role || role.builtIn || role.grants.includes(ALL_RIGHTS);
