// The upload call's work after the body is read: judge the file by its content, keep it in the
// file store under a generated name, record it, and answer what the wizard's next step needs.
// Nothing stays behind when the file is refused. The tenant's uploads still waiting for a job are
// held to a quota (src/server/files/limits.ts) before anything is written.
import { suggestHeaderRow } from '../../spreadsheet/headerRow';
import { sniffSpreadsheet } from '../../spreadsheet/sniff';
import type { Db } from '../../db/schema';
import { checkUploadQuota } from '../../files/quota';
import type { ImportTargetKey, UploadResult } from '../../../shared/imports';
import type { FileStore } from '../fileStore';
import { newUploadId } from '../keys';
import { refuse } from '../../refusal';
import { importDb } from '../tables';
import { inspectSpreadsheet, previewGrid } from './inspect';

export interface UploadContext {
  db: Db;
  files: FileStore;
  tenantId: string;
  userId: number;
  /** aborts when the client has left: the file's read in the parse worker ends at once */
  signal?: AbortSignal;
}

const EXCEL_NAME = /\.(xlsx|xls)$/i;
const MAX_NAME = 200;

/** The name as shown and offered back on download: no folders, no control characters, bounded. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return [...base.replace(/[\u0000-\u001f\u007f]/g, '')].slice(-MAX_NAME).join('');
}

export async function acceptUpload(ctx: UploadContext, fileName: string, bytes: Buffer, target: ImportTargetKey, replaceId?: string): Promise<UploadResult> {
  const name = displayName(fileName);
  if (!EXCEL_NAME.test(name)) refuse('upload.fileFormatError');
  const kind = sniffSpreadsheet(bytes);
  if (!kind) refuse('upload.fileFormatError');
  // the upload it replaces (when still unused) makes room for it
  await checkUploadQuota(ctx.db, ctx.tenantId, bytes.length, replaceId);
  const stored = ctx.files.newName(kind!);
  await ctx.files.save(stored, bytes);
  try {
    const { extent, preview, numeric } = await ctx.files.withLocalFile(stored, (file) => inspectSpreadsheet(file, kind!, ctx.signal));
    const id = newUploadId();
    await importDb(ctx.db)
      .insertInto('import_uploads')
      .values({
        id,
        tenant_id: ctx.tenantId,
        user_id: ctx.userId,
        target,
        file_name: name,
        stored_name: stored,
        kind: kind!,
        size: bytes.length,
        row_count: extent.rows,
        last_row: extent.lastRow,
        preview: JSON.stringify(preview),
        numeric_columns: JSON.stringify(numeric),
      })
      .execute();
    if (replaceId) await forgetUpload(ctx, replaceId);
    const suggested = suggestHeaderRow(preview.map((r) => r.cells));
    return {
      id,
      fileName: name,
      size: bytes.length,
      kind: kind!,
      target,
      headerRowSuggestion: preview[suggested - 1]?.n ?? 1,
      previewRows: previewGrid(preview),
    };
  } catch (e) {
    await ctx.files.remove(stored);
    throw e;
  }
}

/** A replaced upload goes, unless a job already ran from it (its history keeps the original). */
async function forgetUpload(ctx: UploadContext, id: string): Promise<void> {
  const db = importDb(ctx.db);
  const old = await db.selectFrom('import_uploads').select(['id', 'stored_name']).where('id', '=', id).where('tenant_id', '=', ctx.tenantId).executeTakeFirst();
  if (!old) return;
  const used = await db.selectFrom('import_jobs').select('key').where('upload_id', '=', id).limit(1).executeTakeFirst();
  if (used) return;
  await db.deleteFrom('import_uploads').where('id', '=', id).execute();
  await ctx.files.remove(old.stored_name);
}
