// Calls of the document API as the console makes them (signed), and the public read as an app
// makes it (plain GET, no sign-in), for the document and audit tests.
import type { FastifyInstance } from 'fastify';
import type { DocumentState, FieldChange, PublishedDocument, VersionSummary } from '../../../src/shared/documents';
import { documentPath, publicDocumentPath } from '../../../src/shared/documents';
import { call, Session } from '../helpers';

type Call = 'detail' | 'save' | 'publish' | 'history' | 'diff' | 'restore' | 'discardDraft';

export const docCall = <T = DocumentState>(app: FastifyInstance, s: Session, key: string, name: Call, body: Record<string, unknown> = {}) =>
  call<T>(app, s, { url: documentPath(key, name), body });

export const detail = (app: FastifyInstance, s: Session, key: string) => docCall(app, s, key, 'detail');

export const save = (app: FastifyInstance, s: Session, key: string, baseVersion: number, content: Record<string, unknown>, publish = false) =>
  docCall<DocumentState & { conflict?: true; current?: DocumentState; changes?: FieldChange[] }>(app, s, key, 'save', { baseVersion, content, publish });

export const history = (app: FastifyInstance, s: Session, key: string, paging: Record<string, number> = {}) =>
  docCall<{ data: VersionSummary[]; total: number }>(app, s, key, 'history', paging);

export async function publicRead(app: FastifyInstance, tenant: string, key: string, headers: Record<string, string> = {}, query = '') {
  const res = await app.inject({ method: 'GET', url: `${publicDocumentPath(tenant, key)}${query}`, headers });
  // plain JSON: the document, or { error } (the protocol's 400 envelope for a malformed query)
  const parsed = res.statusCode === 304 ? null : (res.json() as (PublishedDocument & { error?: undefined }) | { error: string; content?: undefined });
  return {
    res,
    http: res.statusCode,
    error: parsed?.error,
    doc: parsed && parsed.content !== undefined ? (parsed as PublishedDocument) : null,
  };
}
