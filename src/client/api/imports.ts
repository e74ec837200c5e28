// One typed function per import call (STYLE.md #8), on the wire contract of
// src/shared/imports/api.ts. The bodies name the tenant themselves (the request layer would add
// it too): the import wizard's tests read the bodies as sent.
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

type Tenant = { tenantId?: string | null };
const withTenant = <T extends object>(tenantId: string | null | undefined, body: T) => (tenantId ? { tenantId, ...body } : body);

export const fetchTemplate = (api: Api, target: ImportTargetKey): Promise<Blob> =>
  api.download({ method: 'GET', url: IMPORT_PATHS.template, params: { target } });

export interface UploadInput extends Tenant {
  file: Blob;
  fileName: string;
  target: ImportTargetKey;
  /** the upload this one replaces */
  previousId?: string | null;
}

/** The multipart body of document 000 §7: file and tenantId, target, and the id it replaces. */
export function uploadForm({ file, fileName, tenantId, target, previousId }: UploadInput): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  if (tenantId) form.append('tenantId', tenantId);
  form.append('target', target);
  if (previousId) form.append('id', previousId);
  return form;
}

export const uploadImportFile = (api: Api, input: UploadInput): Promise<Envelope<UploadResult>> =>
  api.upload<UploadResult>(IMPORT_PATHS.upload, uploadForm(input));

export const fetchRelation = (api: Api, tenantId: string | null, id: string, headerLine: number): Promise<Envelope<RelationResult>> =>
  api.request<RelationResult>({ method: 'POST', url: IMPORT_PATHS.relation, data: withTenant(tenantId, { id, headerLine }) });

export const fetchCheckFields = (api: Api, tenantId: string | null, id: string): Promise<Envelope<CheckFieldEntry[]>> =>
  api.request<CheckFieldEntry[]>({ method: 'POST', url: IMPORT_PATHS.checkFields, data: withTenant(tenantId, { id }) });

export const startImport = (api: Api, body: StartImportBody): Promise<Envelope<{ redisKey: string }>> =>
  api.request<{ redisKey: string }>({ method: 'POST', url: IMPORT_PATHS.start, data: body });

export const fetchProgress = (api: Api, tenantId: string | null, id: string, key: string): Promise<Envelope<ImportTaskStatus>> =>
  api.request<ImportTaskStatus>({ method: 'POST', url: IMPORT_PATHS.progress, data: withTenant(tenantId, { id, key }) });

export const fetchErrorReport = (api: Api, tenantId: string | null, errorKey: string): Promise<Blob> =>
  api.download({ method: 'POST', url: IMPORT_PATHS.errors, data: withTenant(tenantId, { errorKey }) });

export interface HistoryPage {
  data: ImportHistoryRow[];
  total: number;
}

export const fetchHistory = (api: Api, tenantId: string | null, target: ImportTargetKey, pageIndex: number, pageSize: number): Promise<Envelope<HistoryPage>> =>
  api.request<HistoryPage>({ method: 'POST', url: IMPORT_PATHS.history, data: withTenant(tenantId, { pageIndex, pageSize, target }) });

export const fetchOriginal = (api: Api, tenantId: string | null, key: string): Promise<Blob> =>
  api.download({ method: 'POST', url: IMPORT_PATHS.original, data: withTenant(tenantId, { key }) });

export const undoImport = (api: Api, tenantId: string | null, key: string): Promise<Envelope<{ removed: number; restored: number }>> =>
  api.request<{ removed: number; restored: number }>({ method: 'POST', url: IMPORT_PATHS.undo, data: withTenant(tenantId, { key }) });
