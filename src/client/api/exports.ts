// Typed calls of the bulk export (src/shared/exports/api.ts): the header list, the count, the
// start, the progress poll, the cancel, and the file behind a progress `url`. The request layer
// adds the tenantId, wraps the bodies and signs every call; the file is fetched through the
// download client with the session, never opened as a bare link.
import type { Identity } from '../../shared/domain/people';
import { EXPORT_PATHS, ExportCountBody, ExportHeaders, ExportProgress, ExportStartBody } from '../../shared/exports/api';
import type { ResourceExportBody } from '../../shared/exports/resourceApi';
import type { Envelope } from '../../shared/protocol';
import type { Api } from './types';

export const fetchExportHeaders = (api: Api, identity: Identity): Promise<Envelope<ExportHeaders>> =>
  api.request<ExportHeaders>({ method: 'POST', url: EXPORT_PATHS.headers, data: { identity } });

export const fetchExportCount = (api: Api, body: ExportCountBody): Promise<Envelope<number>> =>
  api.request<number>({ method: 'POST', url: EXPORT_PATHS.count, data: body });

export const startExport = (api: Api, body: ExportStartBody): Promise<Envelope<{ redisKey: string }>> =>
  api.request<{ redisKey: string }>({ method: 'POST', url: EXPORT_PATHS.start, data: body });

/** A collection's export starts beside the collection's own calls (src/shared/exports/resourceApi.ts). */
export const startResourceExport = (api: Api, path: string, body: ResourceExportBody): Promise<Envelope<{ redisKey: string }>> =>
  api.request<{ redisKey: string }>({ method: 'POST', url: path, data: body });

export const fetchExportProgress = (api: Api, redisKey: string, identity: Identity): Promise<Envelope<ExportProgress>> =>
  api.request<ExportProgress>({ method: 'POST', url: EXPORT_PATHS.progress, data: { redisKey, identity } });

/** The progress of a job that names no people identity (a collection's export). */
export const fetchResourceExportProgress = (api: Api, redisKey: string): Promise<Envelope<ExportProgress>> =>
  api.request<ExportProgress>({ method: 'POST', url: EXPORT_PATHS.progress, data: { redisKey } });

export const cancelExport = (api: Api, redisKey: string): Promise<Envelope<unknown>> =>
  api.request({ method: 'POST', url: EXPORT_PATHS.cancel, data: { redisKey } });

/** An export of any kind runs on when its dialog closes or its page is gone (the job centre follows it). */
export const keepExportRunning = (api: Api, redisKey: string): Promise<Envelope<ExportProgress>> =>
  api.request<ExportProgress>({ method: 'POST', url: EXPORT_PATHS.keepRunning, data: { redisKey } });

/** The finished file: `url` is the signed link of the progress answer. */
export const downloadExport = (api: Api, url: string): Promise<Blob> => api.download({ method: 'GET', url });
