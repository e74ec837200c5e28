// Photos written to the photo store but not placed on their person yet (photo_import_items).
// A batch records its files here before writing them, so a restart can remove the files of a
// batch that never committed; with error rule 2 every validated photo waits here until the whole
// zip is known to be free of errors, then all are placed, or all removed. Files go before their
// rows: a crash in between leaves rows whose files are already gone, and removing again is
// harmless.
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { PhotoStore } from '../photos/store';
import type { PhotoRunContext } from './context';
import { mapLimit } from './parallel';
import type { Placement } from './people';
import { photoImportDb, PhotoJobRow } from './tables';

const REMOVE_LANES = 8;

export async function recordItems(db: Db, jobKey: string, placements: Placement[]): Promise<void> {
  if (placements.length === 0) return;
  await photoImportDb(db)
    .insertInto('photo_import_items')
    .values(placements.map((p) => ({ job_key: jobKey, entry_index: p.entryIndex, person_id: p.personId, stored_name: p.storedName })))
    .execute();
}

export async function deleteItems(tx: Tx, jobKey: string, entryIndexes: number[]): Promise<void> {
  if (entryIndexes.length === 0) return;
  await photoImportDb(tx).deleteFrom('photo_import_items').where('job_key', '=', jobKey).where('entry_index', 'in', entryIndexes).execute();
}

export async function pendingItems(db: Db, jobKey: string, limit: number): Promise<Placement[]> {
  const rows = await photoImportDb(db)
    .selectFrom('photo_import_items')
    .select(['entry_index', 'person_id', 'stored_name'])
    .where('job_key', '=', jobKey)
    .orderBy('entry_index')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ entryIndex: r.entry_index, personId: r.person_id, storedName: r.stored_name }));
}

/** Removes stored photos (and their thumbnails); names that are not the store's are left alone. */
export async function removePhotoFiles(photos: PhotoStore, tenantId: string, names: string[]): Promise<void> {
  await mapLimit(
    names.filter((n) => PhotoStore.isName(n)),
    REMOVE_LANES,
    (n) => photos.remove(tenantId, n),
  );
}

/**
 * Removes the files and rows of items: those of a batch that never committed (from: the job's
 * last_index), or every one still waiting (from: 0). Answers how many went.
 */
export async function dropItems(ctx: PhotoRunContext, job: PhotoJobRow, from: number): Promise<number> {
  const pdb = photoImportDb(ctx.db);
  const rows = await pdb.selectFrom('photo_import_items').select(['stored_name']).where('job_key', '=', job.key).where('entry_index', '>=', from).execute();
  if (rows.length === 0) return 0;
  await removePhotoFiles(
    ctx.photos,
    job.tenant_id,
    rows.map((r) => r.stored_name),
  );
  await pdb.deleteFrom('photo_import_items').where('job_key', '=', job.key).where('entry_index', '>=', from).execute();
  return rows.length;
}
