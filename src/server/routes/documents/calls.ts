// The calls of one document (src/shared/documents/types.ts, bottom): detail, save, publish,
// history, diff, restore, discardDraft under /api/config/:key/, and the documented detail and save the
// definition names (`documented`: the same two handlers under the documents' paths, which the console calls). Tenant from the token, identity from
// the body when the document is per identity.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { documentPath, DocumentDef } from '../../../shared/documents';
import { diffVersions, listVersions } from '../../documents/history';
import type { PublishedCache } from '../../documents/publicCache';
import { detailQuerySchema, detailSchema, diffSchema, historySchema, publishSchema, restoreSchema, saveSchema } from '../../documents/schemas';
import { DocumentTarget, readState } from '../../documents/store';
import { discardDraft, publishDocument, restoreDocument, saveDocument, WriteOutcome } from '../../documents/write';
import { empty, ok, refusedAs } from '../../envelope';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';
import { authOf } from '../../types';
import { writeAnswer, writeContextOf } from './writeCall';
import { recordedInside } from '../../audit/routeAudit';

type Body = Record<string, unknown> & { identity?: string };
type Req = FastifyRequest<{ Body: Body; Querystring: { identity?: string } }>;

export function registerDocumentCalls(app: FastifyInstance, def: DocumentDef, cache?: PublishedCache): void {
  const targetOf = (request: Req): DocumentTarget => ({
    def,
    tenantId: authOf(request).tenantId,
    // a GET detail names the identity in its query
    identity: def.scope === 'tenant' ? '' : String((request.body ?? request.query).identity ?? ''),
  });
  const answer = (request: Req, target: DocumentTarget, outcome: WriteOutcome) =>
    writeAnswer(request.t, outcome, () => cache?.invalidate(target.tenantId, def.key, target.identity));

  const detail = async (request: Req) => ok((await readState(app.db, targetOf(request))).state);
  const save = async (request: Req) => {
    const target = targetOf(request);
    const b = request.body as { baseVersion: number; content: Record<string, unknown>; publish?: boolean };
    return answer(request, target, await saveDocument(target, b, writeContextOf(app, request)));
  };

  app.post(documentPath(def.key, 'detail'), { schema: { body: detailSchema(def), response: envelopeResponse() } }, detail);
  app.post(documentPath(def.key, 'save'), { config: recordedInside, schema: { body: saveSchema(def), response: envelopeResponse() } }, save);
  if (def.documented?.detail && def.documented.detailByGet)
    app.get(def.documented.detail, { schema: { querystring: detailQuerySchema(def), response: envelopeResponse() } }, detail);
  else if (def.documented?.detail) app.post(def.documented.detail, { schema: { body: detailSchema(def), response: envelopeResponse() } }, detail);
  if (def.documented?.save) app.post(def.documented.save, { config: recordedInside, schema: { body: saveSchema(def), response: envelopeResponse() } }, save);

  app.post(
    documentPath(def.key, 'publish'),
    { config: recordedInside, schema: { body: publishSchema(def), response: envelopeResponse() } },
    async (request: Req) => {
      const target = targetOf(request);
      return answer(request, target, await publishDocument(target, request.body as { baseVersion: number }, writeContextOf(app, request)));
    },
  );

  app.post(
    documentPath(def.key, 'restore'),
    { config: recordedInside, schema: { body: restoreSchema(def), response: envelopeResponse() } },
    async (request: Req) => {
      const target = targetOf(request);
      return answer(request, target, await restoreDocument(target, request.body as { version: number; baseVersion: number }, writeContextOf(app, request)));
    },
  );

  // the draft returns to the published version (the console's "Discard draft")
  app.post(
    documentPath(def.key, 'discardDraft'),
    { config: recordedInside, schema: { body: publishSchema(def), response: envelopeResponse() } },
    async (request: Req) => {
      const target = targetOf(request);
      return answer(request, target, await discardDraft(target, request.body as { baseVersion: number }, writeContextOf(app, request)));
    },
  );

  app.post(documentPath(def.key, 'history'), { schema: { body: historySchema(def), response: envelopeResponse(PAGE_RESULT) } }, async (request: Req) => {
    const page = await listVersions(app.db, targetOf(request), request.body as { current?: number; size?: number });
    return page.data.length === 0 ? empty(page, request.t('common.noData')) : ok(page);
  });

  app.post(documentPath(def.key, 'diff'), { schema: { body: diffSchema(def), response: envelopeResponse() } }, async (request: Req) => {
    const { from, to } = request.body as { from: number; to: number };
    const diff = await diffVersions(app.db, targetOf(request), from, to);
    return 'missing' in diff ? refusedAs(request.t, 'document.versionNotFound', { version: diff.missing }) : ok(diff);
  });
}
