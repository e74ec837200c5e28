// Whether a value names something of the caller's tenant: an organisation unit (treeSelect) or
// an uploaded file that is an image (image fields, rich-text pictures).
import { sql } from 'kysely';
import type { Db } from '../db/schema';

const INT_MAX = 2_147_483_647;

export async function orgUnitExists(db: Db, tenantId: string, id: number): Promise<boolean> {
  if (!Number.isInteger(id) || id < 1 || id > INT_MAX) return false;
  const row = await db.selectFrom('org_units').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  return !!row;
}

/** 'image' when the tenant uploaded this file and it is an image, 'other' for another kind, else 'missing'. */
export async function imageExists(db: Db, tenantId: string, id: string): Promise<'image' | 'other' | 'missing'> {
  const row = await db
    .selectFrom('uploaded_files')
    .select(sql<boolean>`mime like 'image/%'`.as('image'))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return 'missing';
  return row.image ? 'image' : 'other';
}
