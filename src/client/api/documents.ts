// Typed calls of the configuration documents (src/shared/documents/types.ts, the wire contract at
// its bottom): detail, save (draft or publish), publish, history, diff and restore, signed through
// the request layer: the documented detail and save where the definition names them (the detail
// by GET with a query when it says so), the generic POSTs otherwise (documentCallOf); a
// definition's other documented calls by name (documentCall). The public read of a published
// document is apart (publishedDocuments.ts): the first load makes it, and this module reads every
// definition.
import { documentByKey } from '../../shared/documents';
import { DocumentConflict, DocumentDiff, DocumentState, VersionSummary, GenericCall, documentCallOf } from '../../shared/documents/types';
import { Envelope, Status } from '../../shared/protocol';
import type { Api } from './types';

/** Which document: its key, and the identity for a per-identity document. */
export interface DocumentRef {
  key: string;
  identity: string | null;
}

export type { DocumentConflict, DocumentDiff };

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

/** Returns a saved draft to the published version, on `baseVersion`. */
export const discardDocumentDraft = (api: Api, ref: DocumentRef, baseVersion: number): Promise<Envelope<DocumentState | DocumentConflict | unknown>> =>
  post(api, ref, 'discardDraft', { baseVersion });
