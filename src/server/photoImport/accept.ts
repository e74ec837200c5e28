// The upload call's work once the body is read and the choices checked: judge the zip
// (inspect.ts), register its spreadsheet as an Excel import upload of the identity (the Excel
// import's own checks: content, zip guard, rows, 5 MB), keep the zip under its generated name and
// create the job: waiting for the mapping when there is a spreadsheet, queued otherwise. Nothing
// stays behind when the zip is refused.
import type { Db } from '../db/schema';
import type { PhotoImportData, PhotoUploadResult } from '../../shared/photos/api';
import { importNamingField } from '../../shared/photos/naming';
import type { FileStore } from '../imports/fileStore';
import { acceptUpload, displayName } from '../imports/upload/acceptUpload';
import { inspectZip } from './inspect';
import { newPhotoJobKey } from './keys';
import type { ReceivedZip } from './receive';
import { photoImportDb, PhotoJobParams } from './tables';
import type { ZipStore } from './zipStore';

export interface AcceptContext {
  db: Db;
  /** the Excel import's upload store */
  importFiles: FileStore;
  zips: ZipStore;
  tenantId: string;
  userId: number;
  userName: string;
  now: Date;
}

export async function acceptZip(ctx: AcceptContext, received: ReceivedZip, data: PhotoImportData): Promise<PhotoUploadResult> {
  const stored = received.storedName;
  try {
    const inspection = await inspectZip(received.staged.path);
    const upload = inspection.sheet
      ? await acceptUpload(
          { db: ctx.db, files: ctx.importFiles, tenantId: ctx.tenantId, userId: ctx.userId },
          inspection.sheet.name,
          inspection.sheet.bytes,
          data.identity,
        )
      : null;
    await received.staged.keep();
    const params: PhotoJobParams = {
      repeatRule: data.repeatRule,
      errorRule: data.errorRule,
      namingRule: data.namingRule,
      field: importNamingField(data.identity, data.namingRule)!,
      jbDesc: data.jbDesc,
    };
    const key = newPhotoJobKey();
    await photoImportDb(ctx.db)
      .insertInto('photo_import_jobs')
      .values({
        key,
        tenant_id: ctx.tenantId,
        user_id: ctx.userId,
        user_name: ctx.userName,
        identity: data.identity,
        params: JSON.stringify(params),
        file_name: displayName(received.fileName) || 'photos.zip',
        stored_name: stored,
        photo_count: inspection.photoCount,
        sheet_name: inspection.sheet?.name ?? null,
        upload_id: upload?.id ?? null,
        state: upload ? 'mapping' : 'queued',
        total_num: inspection.photoCount,
        created_at: ctx.now,
      })
      .execute();
    return { redisKey: key, photoCount: inspection.photoCount, needsMapping: upload !== null, sheetName: inspection.sheet?.name ?? null };
  } catch (e) {
    await received.staged.discard();
    await ctx.zips.remove(stored);
    throw e;
  }
}
