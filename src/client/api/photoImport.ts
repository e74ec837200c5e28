// Typed calls of the photo zip import (src/shared/photos/api.ts, document 001 §7): the upload
// (multipart: the zip as `uploadZip`, the options as `data`, JSON of PhotoImportData), the field
// match list of the zip's spreadsheet, the start of a mapped import, the progress poll, the
// cancel of an upload left waiting for its mapping, and the error reports (files fetched through
// the download client with the session). The request layer adds the tenantId and signs.
import type { Identity } from '../../shared/domain/people';
import { IMPORT_PATHS } from '../../shared/imports/api';
import { PHOTO_PATHS, PhotoImportData, PhotoImportStartBody, PhotoImportStatus, PhotoUploadResult, RelationResult } from '../../shared/photos/api';
import type { Envelope } from '../../shared/protocol';
import type { Api } from './types';

export interface PhotoZipUpload {
  file: Blob;
  fileName: string;
  data: PhotoImportData;
}

/** The multipart body of document 001 §7: parts uploadZip (the file) and data (JSON). */
export function photoZipForm({ file, fileName, data }: PhotoZipUpload): FormData {
  const form = new FormData();
  form.append('uploadZip', file, fileName);
  form.append('data', JSON.stringify(data));
  return form;
}

export const uploadPhotoZip = (api: Api, upload: PhotoZipUpload): Promise<Envelope<PhotoUploadResult>> =>
  api.upload<PhotoUploadResult>(PHOTO_PATHS.importUpload, photoZipForm(upload));

export const fetchPhotoImportFields = (api: Api, redisKey: string): Promise<Envelope<RelationResult>> =>
  api.request<RelationResult>({ method: 'POST', url: PHOTO_PATHS.importFields, data: { redisKey } });

export const startPhotoImport = (api: Api, body: PhotoImportStartBody): Promise<Envelope<{ redisKey: string }>> =>
  api.request<{ redisKey: string }>({ method: 'POST', url: PHOTO_PATHS.importStart, data: body });

export const fetchPhotoImportProgress = (api: Api, redisKey: string): Promise<Envelope<PhotoImportStatus | null>> =>
  api.request<PhotoImportStatus | null>({ method: 'POST', url: PHOTO_PATHS.importProgress, data: { redisKey } });

export const cancelPhotoImport = (api: Api, redisKey: string): Promise<Envelope<unknown>> =>
  api.request({ method: 'POST', url: PHOTO_PATHS.importCancel, data: { redisKey } });

/** The photos' error report: entry, identifier, reason. */
export const downloadPhotoImportErrors = (api: Api, errorKey: string, identity: Identity): Promise<Blob> =>
  api.download({ method: 'POST', url: PHOTO_PATHS.importErrors, data: { errorKey, identity } });

/** The error report of the zip's spreadsheet rows (imported by the Excel import's own job). */
export const downloadPhotoSheetErrors = (api: Api, errorKey: string): Promise<Blob> =>
  api.download({ method: 'POST', url: IMPORT_PATHS.errors, data: { errorKey } });
