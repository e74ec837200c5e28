// One typed function per import call (STYLE.md #8), on the wire contract of
// src/shared/imports/api.ts. The tenant is the request layer's (requestInterceptor adds the
// caller's tenantId to every JSON and multipart body), so no call names it.
import { Envelope } from '../../shared/protocol';
import {
  CheckFieldEntry,
  IMPORT_PATHS,
  ImportHistoryRow,
  ImportTargetKey,
  ImportTaskStatus,
  RelationResult,
  StartImportBody,
  UploadResult,
} from '../../shared/imports';
import type { Api } from './types';

export const fetchTemplate = (api: Api, target: ImportTargetKey): Promise<Blob> =>
  api.download({ method: 'GET', url: IMPORT_PATHS.template, params: { target } });

export interface UploadInput {
  file: Blob;
  fileName: string;
  target: ImportTargetKey;
  /** the upload this one replaces */
  previousId?: string | null;
}

/** The multipart body of document 000 §7: file, target, and the id it replaces (tenantId is
 *  appended by the request layer). */
export function uploadForm({ file, fileName, target, previousId }: UploadInput): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  form.append('target', target);
  if (previousId) form.append('id', previousId);
  return form;
}

export const uploadImportFile = (api: Api, input: UploadInput): Promise<Envelope<UploadResult>> =>
  api.upload<UploadResult>(IMPORT_PATHS.upload, uploadForm(input));

export const fetchRelation = (api: Api, id: string, headerLine: number): Promise<Envelope<RelationResult>> =>
  api.request<RelationResult>({ method: 'POST', url: IMPORT_PATHS.relation, data: { id, headerLine } });

export const fetchCheckFields = (api: Api, id: string): Promise<Envelope<CheckFieldEntry[]>> =>
  api.request<CheckFieldEntry[]>({ method: 'POST', url: IMPORT_PATHS.checkFields, data: { id } });

export const startImport = (api: Api, body: StartImportBody): Promise<Envelope<{ redisKey: string }>> =>
  api.request<{ redisKey: string }>({ method: 'POST', url: IMPORT_PATHS.start, data: body });

export const fetchProgress = (api: Api, id: string, key: string): Promise<Envelope<ImportTaskStatus>> =>
  api.request<ImportTaskStatus>({ method: 'POST', url: IMPORT_PATHS.progress, data: { id, key } });

export const fetchErrorReport = (api: Api, errorKey: string): Promise<Blob> => api.download({ method: 'POST', url: IMPORT_PATHS.errors, data: { errorKey } });

export interface HistoryPage {
  data: ImportHistoryRow[];
  total: number;
}

export const fetchHistory = (api: Api, target: ImportTargetKey, pageIndex: number, pageSize: number): Promise<Envelope<HistoryPage>> =>
  api.request<HistoryPage>({ method: 'POST', url: IMPORT_PATHS.history, data: { pageIndex, pageSize, target } });

export const fetchOriginal = (api: Api, key: string): Promise<Blob> => api.download({ method: 'POST', url: IMPORT_PATHS.original, data: { key } });

export const undoImport = (api: Api, key: string): Promise<Envelope<{ removed: number; restored: number }>> =>
  api.request<{ removed: number; restored: number }>({ method: 'POST', url: IMPORT_PATHS.undo, data: { key } });

/** A job's progress by its key alone (the job centre follows jobs whose upload it never saw). */
export const fetchImportJobProgress = (api: Api, key: string): Promise<Envelope<ImportTaskStatus>> =>
  api.request<ImportTaskStatus>({ method: 'POST', url: IMPORT_PATHS.progress, data: { key } });

/** Stops an import between batches; the rows already written stay (answers its status). */
export const cancelImport = (api: Api, key: string): Promise<Envelope<ImportTaskStatus>> =>
  api.request<ImportTaskStatus>({ method: 'POST', url: IMPORT_PATHS.cancel, data: { key } });
