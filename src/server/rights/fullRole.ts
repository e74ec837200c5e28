// Whether the signed-in administrator holds a role giving every right (the built-in 全部权限, or
// a role granted ALL_RIGHTS; auth/roles.ts isFullRole): the backups' calls need it (issue 37).
// Read at each call from the role itself, so a role narrowed meanwhile is refused at once.
import { isFullRole } from '../auth/roles';
import type { Db } from '../db/schema';
import type { AuthContext } from '../types';

export async function holdsFullRole(db: Db, auth: Pick<AuthContext, 'roleId'>): Promise<boolean> {
  // no role yet: every right (auth/roles.ts)
  if (auth.roleId === null) return true;
  const role = await db.selectFrom('admin_roles').select(['built_in', 'grants']).where('id', '=', auth.roleId).executeTakeFirst();
  return Boolean(role) && isFullRole({ builtIn: Boolean(role!.built_in), grants: role!.grants ?? [] });
}
