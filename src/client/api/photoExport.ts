// Typed calls of the photo export (src/shared/photos/api.ts, document 001 §4 "Photo export",
// §7): the count of the chosen range, the check (checkExportImg) and the poll of the list of
// people lacking the naming identifier it writes, the export's start, poll and cancel, and the
// files behind a progress `url` (the zip, the list). The request layer adds the tenantId, wraps
// the bodies and signs every call; files are fetched with the session, never opened bare.
import type { Identity } from '../../shared/domain/people';
import { EXPORT_PATHS } from '../../shared/exports/api';
import { ExportProgress, PHOTO_PATHS, PhotoExportBody, PhotoExportCheck, PhotoExportCount, PhotoExportCountBody } from '../../shared/photos/api';
import type { Envelope } from '../../shared/protocol';
import type { Api } from './types';

export const fetchPhotoExportCount = (api: Api, body: PhotoExportCountBody): Promise<Envelope<PhotoExportCount>> =>
  api.request<PhotoExportCount>({ method: 'POST', url: PHOTO_PATHS.exportCount, data: body });

/** null: nobody lacks the identifier, the export goes on; a key: the list is being written. */
export const checkPhotoExport = (api: Api, body: PhotoExportBody): Promise<Envelope<PhotoExportCheck>> =>
  api.request<PhotoExportCheck>({ method: 'POST', url: PHOTO_PATHS.checkExport, data: body });

export const fetchCheckProgress = (api: Api, redisKey: string, identity: Identity): Promise<Envelope<ExportProgress>> =>
  api.request<ExportProgress>({ method: 'POST', url: PHOTO_PATHS.checkProgress, data: { redisKey, identity } });

export const startPhotoExport = (api: Api, body: PhotoExportBody): Promise<Envelope<{ redisKey: string }>> =>
  api.request<{ redisKey: string }>({ method: 'POST', url: PHOTO_PATHS.exportStart, data: body });

export const fetchPhotoExportProgress = (api: Api, redisKey: string, identity: Identity): Promise<Envelope<ExportProgress>> =>
  api.request<ExportProgress>({ method: 'POST', url: PHOTO_PATHS.exportProgress, data: { redisKey, identity } });

/** Stops the zip's job. */
export const cancelPhotoExport = (api: Api, redisKey: string): Promise<Envelope<unknown>> =>
  api.request({ method: 'POST', url: PHOTO_PATHS.exportCancel, data: { redisKey } });

/** Stops the list the check writes. The server writes it as an ordinary xlsx export job, which
 *  the bulk export's cancel stops (exportCancel takes only the zip's jobs). */
export const cancelMissingList = (api: Api, redisKey: string): Promise<Envelope<unknown>> =>
  api.request({ method: 'POST', url: EXPORT_PATHS.cancel, data: { redisKey } });

/** A finished file (the zip or the list): `url` is the signed link of a progress answer. */
export const downloadPhotoExportFile = (api: Api, url: string): Promise<Blob> => api.download({ method: 'GET', url });
