// Uploaded pictures do not pile up:
//   - a picture no record and no document version names (imageReferences.ts) goes, row and file,
//     IMAGE_UNUSED_HOURS after its upload: a form closed without saving, a picture replaced, a
//     record removed. One still named stays, however old.
//   - a file no row names (a process killed between writing the file and recording it) goes once
//     it is ORPHAN_GRACE_MS old.
// The row goes before the file: a stop in between leaves a file with no row, which the next sweep
// takes, never a row whose file is missing. A save naming a picture removed meanwhile is refused
// by the field check (fields/existence.ts), never stored pointing at nothing.
import type { Db } from '../db/schema';
import { ImageStore } from './imageStore';
import { referencedFiles } from './imageReferences';
import { IMAGE_UNUSED_HOURS } from './limits';
import { removeOrphans } from './orphans';

export interface ImageSweepResult {
  /** pictures nothing names, removed (row and file) */
  unused: number;
  /** files with no row removed */
  orphans: number;
}

export async function sweepImageUploads(db: Db, store: ImageStore, nowMs: number): Promise<ImageSweepResult> {
  const cutoff = new Date(nowMs - IMAGE_UNUSED_HOURS * 3600_000);
  const old = await db.selectFrom('uploaded_files').select(['id', 'tenant_id', 'stored_name']).where('created_at', '<', cutoff).execute();
  let unused = 0;
  const byTenant = new Map<string, typeof old>();
  for (const row of old) byTenant.set(row.tenant_id, [...(byTenant.get(row.tenant_id) ?? []), row]);
  for (const [tenantId, rows] of byTenant) {
    const named = await referencedFiles(db, tenantId);
    for (const row of rows.filter((r) => !named.has(r.id))) {
      const gone = await db.deleteFrom('uploaded_files').where('id', '=', row.id).where('tenant_id', '=', tenantId).executeTakeFirst();
      if (Number(gone.numDeletedRows ?? 0) === 0) continue;
      await store.remove(tenantId, row.stored_name).catch(() => undefined);
      unused += 1;
    }
  }
  // files no row names (<tenant>/<name>); the rows are read before the store is listed
  const rows = await db.selectFrom('uploaded_files').select(['tenant_id', 'stored_name']).execute();
  const named = new Set(rows.map((r) => `${r.tenant_id}/${r.stored_name}`));
  const orphans = await removeOrphans({ area: store.area, named, nowMs, isOurs: ImageStore.isOurs });
  return { unused, orphans };
}
