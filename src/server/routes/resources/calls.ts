// The calls of one collection, made from its definition (callsOf: `calls`, or the first
// generation's four paths): list (list.ts), detail, save, update, submit (an id present means
// update), remove (refused while in use), adjustOrder, and its actions (actions.ts). A read-only
// collection registers only its reading calls, remove and its actions.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceDef } from '../../../shared/resources';
import { callsOf, fullPath } from '../../../shared/resources';
import { invalid, ok, refusedAs } from '../../envelope';
import { adjustOrderAudited, insertAudited, removeAudited, updateAudited } from '../../resources/auditedWrites';
import {
  detailBodySchema,
  inlineEditBodySchema,
  orderBodySchema,
  removeBodySchema,
  saveBodySchema,
  submitBodySchema,
  updateBodySchema,
} from '../../resources/schemas';
import { recordMasker } from '../../resources/masking';
import { findRecord, inUseReason, WriteResult } from '../../resources/write';
import { recordedInside } from '../../audit/routeAudit';
import { envelopeResponse } from '../../schemas/response';
import { authOf, Translate } from '../../types';
import { registerActions } from './actions';
import { actorOf } from './actor';
import { registerList } from './list';

type Body = Record<string, unknown>;

const answer = (result: WriteResult, t: Translate) => {
  if (result.ok) return ok({ id: result.id }, t('common.saved'));
  if ('notFound' in result) return refusedAs(t, 'validation.notFound');
  return invalid(t, result.errors);
};

export function registerResourceCalls(app: FastifyInstance, def: ResourceDef): void {
  const calls = callsOf(def);
  const save = (request: FastifyRequest, body: Body) => insertAudited(app.db, def, actorOf(request), body, request.t);
  const update = (request: FastifyRequest, id: number, body: Body) => updateAudited(app.db, def, actorOf(request), id, body, request.t);
  registerList(app, def);

  if (calls.detail) {
    app.post<{ Body: { id: number } }>(
      fullPath(def, calls.detail.path),
      { schema: { body: detailBodySchema(), response: envelopeResponse() } },
      async (request) => {
        const { tenantId } = authOf(request);
        const record = await findRecord(app.db, def, tenantId, request.body.id);
        if (!record) return refusedAs(request.t, 'validation.notFound');
        // personal fields masked by the published rules (ResourceDef.masked)
        return ok((await recordMasker(app.db, def, tenantId, 'detail'))(record));
      },
    );
  }

  if (calls.remove) {
    app.post<{ Body: { ids: number[] } }>(
      fullPath(def, calls.remove.path),
      { config: recordedInside, schema: { body: removeBodySchema(def), response: envelopeResponse() } },
      async (request) => {
        const reason = await inUseReason(app.db, def, authOf(request).tenantId, request.body.ids);
        if (reason) return refusedAs(request.t, reason.key, reason.params);
        const removed = await removeAudited(app.db, def, actorOf(request), request.body.ids);
        return removed === 0 ? refusedAs(request.t, 'validation.notFound') : ok({ removed }, request.t('common.removed'));
      },
    );
  }

  // actions set one flag (forbid, sign out) and stay open to read-only collections
  registerActions(app, def);
  if (def.readOnly) return;

  if (calls.save) {
    app.post<{ Body: Body }>(
      fullPath(def, calls.save.path),
      { config: recordedInside, schema: { body: saveBodySchema(def), response: envelopeResponse() } },
      async (request) => answer(await save(request, request.body), request.t),
    );
  }
  if (calls.update) {
    app.post<{ Body: Body & { id: number } }>(
      fullPath(def, calls.update.path),
      { config: recordedInside, schema: { body: updateBodySchema(def), response: envelopeResponse() } },
      async (request) => answer(await update(request, request.body.id, request.body), request.t),
    );
  }
  if (calls.submit) {
    app.post<{ Body: Body & { id?: number | null } }>(
      fullPath(def, calls.submit.path),
      { config: recordedInside, schema: { body: submitBodySchema(def), response: envelopeResponse() } },
      async (request) => {
        const { id } = request.body;
        const result = typeof id === 'number' ? await update(request, id, request.body) : await save(request, request.body);
        return answer(result, request.t);
      },
    );
  }
  if (def.inlineEdit) {
    // one cell edited in place: only the named fields are taken, the others stay as stored, and
    // the record is checked whole (a field's 9009 names it), its audit row in the same transaction
    const fields = def.inlineEdit.fields;
    app.post<{ Body: Body & { id: number } }>(
      fullPath(def, def.inlineEdit.call.path),
      { config: recordedInside, schema: { body: inlineEditBodySchema(def), response: envelopeResponse() } },
      async (request) => {
        const edited = Object.fromEntries(fields.filter((f) => Object.hasOwn(request.body, f)).map((f) => [f, request.body[f]]));
        if (Object.keys(edited).length === 0) {
          const label = request.t(def.fields.find((f) => f.name === fields[0])?.label ?? fields[0]);
          return invalid(request.t, [{ field: fields[0], reason: request.t('validation.required', { field: label }), key: 'validation.required' }]);
        }
        return answer(await update(request, request.body.id, edited), request.t);
      },
    );
  }
  if (calls.adjustOrder && def.orderField) {
    app.post<{ Body: { ids: number[] } }>(
      fullPath(def, calls.adjustOrder.path),
      { config: recordedInside, schema: { body: orderBodySchema(), response: envelopeResponse() } },
      async (request) => {
        const done = await adjustOrderAudited(app.db, def, actorOf(request), request.body.ids);
        return done ? ok({ ids: request.body.ids }, request.t('common.saved')) : refusedAs(request.t, 'collection.order.unknown');
      },
    );
  }
}
