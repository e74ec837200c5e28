// Typed calls of the configuration documents (src/shared/documents/types.ts, the wire contract at
// its bottom): detail, save (draft or publish), publish, history, diff and restore, signed through
// the request layer: the documented detail and save where the definition names them (the detail
// by GET with a query when it says so), the generic POSTs otherwise (documentCallOf); a
// definition's other documented calls by name (documentCall); and the public read of a published
// document, which needs no sign-in and is not signed, so it goes through fetch.
import { documentByKey } from '../../shared/documents';
import {
  DocumentConflict,
  DocumentDiff,
  DocumentState,
  PublishedDocument,
  VersionSummary,
  GenericCall,
  documentCallOf,
  publicDocumentPath,
} from '../../shared/documents/types';
import { Envelope, Status } from '../../shared/protocol';
import type { Api } from './types';

/** Which document: its key, and the identity for a per-identity document. */
export interface DocumentRef {
  key: string;
  identity: string | null;
}

export type { DocumentConflict, DocumentDiff, PublishedDocument };

export interface HistoryPage {
  data: VersionSummary[];
  total: number;
}

/** The identity travels only for per-identity documents. */
const withIdentity = (ref: DocumentRef, body: Record<string, unknown>) => (ref.identity ? { identity: ref.identity, ...body } : body);

/** A GET carries its fields (the identity) as query parameters, a POST in its body. */
const send = <T>(api: Api, method: 'GET' | 'POST', url: string, data: Record<string, unknown>) =>
  method === 'GET' ? api.request<T>({ method, url, params: data }) : api.request<T>({ method, url, data });

const post = <T>(api: Api, ref: DocumentRef, call: GenericCall, body: Record<string, unknown>) => {
  const { method, path } = documentCallOf(documentByKey(ref.key) ?? { key: ref.key }, call);
  return send<T>(api, method, path, withIdentity(ref, body));
};

/** One of the definition's other documented calls (DocumentDef.calls), by its name; the identity
 *  travels as for detail and save. Refused (9999) when the definition has no such call. */
export const documentCall = <T = unknown>(api: Api, ref: DocumentRef, name: string, body: Record<string, unknown> = {}): Promise<Envelope<T>> => {
  const declared = documentByKey(ref.key)?.calls?.[name];
  if (!declared) return Promise.resolve({ status: Status.FAULT, msg: `${ref.key}.${name}`, result: null as T });
  return send<T>(api, declared.method, declared.path, withIdentity(ref, body));
};

export const fetchDocument = (api: Api, ref: DocumentRef): Promise<Envelope<DocumentState>> => post<DocumentState>(api, ref, 'detail', {});

/** Saves the content as a new version on `baseVersion`; `publish` publishes it at once. */
export const saveDocument = (
  api: Api,
  ref: DocumentRef,
  body: { baseVersion: number; content: Record<string, unknown>; publish: boolean },
): Promise<Envelope<DocumentState | DocumentConflict | unknown>> => post(api, ref, 'save', body);

/** Publishes the newest version (a draft) when `baseVersion` is still the newest. */
export const publishDocument = (api: Api, ref: DocumentRef, baseVersion: number): Promise<Envelope<DocumentState | DocumentConflict | unknown>> =>
  post(api, ref, 'publish', { baseVersion });

export const fetchHistory = (api: Api, ref: DocumentRef, current: number, size: number): Promise<Envelope<HistoryPage>> =>
  post<HistoryPage>(api, ref, 'history', { current, size });

export const fetchDiff = (api: Api, ref: DocumentRef, from: number, to: number): Promise<Envelope<DocumentDiff>> =>
  post<DocumentDiff>(api, ref, 'diff', { from, to });

/** Brings `version` back as a new draft, on `baseVersion`. */
export const restoreDocument = (
  api: Api,
  ref: DocumentRef,
  version: number,
  baseVersion: number,
): Promise<Envelope<DocumentState | DocumentConflict | unknown>> => post(api, ref, 'restore', { version, baseVersion });

export const isConflict = (result: unknown): result is DocumentConflict =>
  typeof result === 'object' &&
  result !== null &&
  (result as DocumentConflict).conflict === true &&
  typeof (result as DocumentConflict).current === 'object' &&
  (result as DocumentConflict).current !== null;

/**
 * GET /api/public/config/:tenantCode/:key. Not signed and without a session, so it bypasses the
 * request layer; the browser's HTTP cache revalidates with the ETag (304). The answer is plain
 * JSON { key, version, content } (never the envelope); null when there is nothing usable (404,
 * network, anything else).
 */
export async function fetchPublished(
  baseURL: string,
  tenantCode: string,
  key: string,
  identity: string | null = null,
  fetcher?: typeof fetch,
): Promise<PublishedDocument | null> {
  const query = identity ? `?identity=${encodeURIComponent(identity)}` : '';
  try {
    const send = fetcher ?? globalThis.fetch?.bind(globalThis);
    if (typeof send !== 'function') return null;
    const res = await send(`${baseURL.replace(/\/$/, '')}${publicDocumentPath(tenantCode, key)}${query}`, { headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as Partial<PublishedDocument> | null;
    if (!body || typeof body.content !== 'object' || body.content === null || Array.isArray(body.content)) return null;
    return { key: String(body.key ?? key), version: Number(body.version) || 0, content: body.content };
  } catch {
    return null;
  }
}

/** Returns a saved draft to the published version, on `baseVersion`. */
export const discardDocumentDraft = (api: Api, ref: DocumentRef, baseVersion: number): Promise<Envelope<DocumentState | DocumentConflict | unknown>> =>
  post(api, ref, 'discardDraft', { baseVersion });
