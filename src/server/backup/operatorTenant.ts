// The tenant whose full-rights administrators may use the console's backups (routes/backups): a
// backup holds the whole data folder, every school's data, so it is the operator's alone.
// BACKUP_TENANT names it; unset, the oldest tenant (the one the installation was made for).
import type { Db } from '../db/schema';

export async function backupTenantOf(db: Db, configured: string | undefined): Promise<string | undefined> {
  const named = configured?.trim();
  if (named) return named;
  const oldest = await db.selectFrom('tenants').select('id').orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
  return oldest?.id;
}
