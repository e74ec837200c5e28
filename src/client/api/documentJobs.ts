// Typed calls of a settings document's job (DocumentDef.job): its start (POST {}) and its status
// (POST { key }), both answering DocumentJobProgress; the paths come from the definition.
import type { DocumentJobProgress } from '../../shared/documents/types';
import type { Envelope } from '../../shared/protocol';
import type { Api } from './types';

export const startDocumentJob = (api: Api, path: string): Promise<Envelope<DocumentJobProgress>> =>
  api.request<DocumentJobProgress>({ method: 'POST', url: path, data: {} });

export const fetchDocumentJobStatus = (api: Api, path: string, key: string): Promise<Envelope<DocumentJobProgress>> =>
  api.request<DocumentJobProgress>({ method: 'POST', url: path, data: { key } });
