// The tenant a public read names by its code (tenants.id): only an enabled one answers.
import type { Db } from '../db/schema';

export async function isOpenTenant(db: Db, tenantCode: string): Promise<boolean> {
  const row = await db.selectFrom('tenants').select('id').where('id', '=', tenantCode).where('enabled', '=', true).executeTakeFirst();
  return row !== undefined;
}
