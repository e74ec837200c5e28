// What a signed-in administrator may open (document 000 §3: the session keeps `permission` and
// `menu`): the rights of its role (issue 36, src/shared/rights/catalogue.ts), expanded, and the
// menu of the areas and screens those rights may read. Sent at sign-in and by the rights call
// (GET /api/blade-auth/rights), which the console asks again when a call answers 1002.
import { menuOf } from '../../shared/rights/catalogue';
import type { AreaDef } from '../../shared/routes';
import type { Db } from '../db/schema';
import { RoleOfSession, rightsOfRole } from './roles';

export interface SessionRights {
  permission: string[];
  menu: AreaDef[];
}

export function sessionRightsOf(rights: ReadonlySet<string>): SessionRights {
  return { permission: [...rights].sort(), menu: menuOf(rights) };
}

/** The role of an administrator as the rights read it (null: no role, every right). */
export async function roleOfAdmin(db: Db, userId: number): Promise<RoleOfSession | null> {
  const row = await db
    .selectFrom('admin_users as u')
    .innerJoin('admin_roles as r', 'r.id', 'u.role_id')
    .select(['r.id', 'r.grants', 'r.built_in', 'u.role_stamp'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? { id: row.id, grants: row.grants ?? [], builtIn: Boolean(row.built_in), stamp: new Date(row.role_stamp) } : null;
}

export async function permissionsOfAdmin(db: Db, userId: number): Promise<SessionRights> {
  return sessionRightsOf(rightsOfRole(await roleOfAdmin(db, userId)));
}
