// The calls of one resource, made from its definition (callsOf: `calls`, or the first
// generation's four paths): list (POST body or GET query), detail, save, update, submit (an id
// present means update), remove (refused while in use), adjustOrder, and one route per action
// call. A read-only resource registers only its reading calls, remove and its actions.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActionDef, ResourceDef } from '../../shared/resources';
import { callsOf, fullPath } from '../../shared/resources';
import { empty, invalid, ok, refused } from '../envelope';
import { authOf, Translate } from '../types';
import { isArrayField } from './columns';
import { listRecords, rangeProblems } from './list';
import { adjustOrder } from './order';
import {
  actionBodySchema,
  detailBodySchema,
  listBodySchema,
  listQuerySchema,
  orderBodySchema,
  removeBodySchema,
  saveBodySchema,
  submitBodySchema,
  updateBodySchema,
} from './schemas';
import { audited, AuditNote } from './audited';
import { findRecord, inUseReason, insertRecord, removeRecords, setField, updateRecord, WriteResult } from './write';
import { envelopeResponse, PAGE_RESULT } from '../schemas/response';

type Body = Record<string, unknown>;

const answer = (result: WriteResult, t: Translate) => {
  if (result.ok) return ok({ id: result.id }, t('common.saved'));
  if ('notFound' in result) return refused(t('validation.notFound'));
  return invalid(t, result.errors);
};

/** A GET list's query as a list body: multiSelect filters comma separated, the order as sortField/sortDirection. */
function queryAsBody(def: ResourceDef, query: Body): Body {
  const body: Body = { ...query };
  for (const f of def.fields.filter(isArrayField)) {
    if (typeof body[f.name] === 'string')
      body[f.name] = (body[f.name] as string)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
  }
  if (query.sortField) body.sort = { field: query.sortField, direction: query.sortDirection ?? 'asc' };
  return body;
}

function registerList(app: FastifyInstance, def: ResourceDef): void {
  const call = callsOf(def).list;
  const handler = async (request: FastifyRequest, body: Body) => {
    const problems = rangeProblems(def, body);
    if (problems.length > 0) {
      const field = (name: string) => request.t(def.fields.find((f) => name === `${f.name}Start` || name === `${f.name}End`)!.label);
      return invalid(
        request.t,
        problems.map((p) => ({ field: p.field, reason: request.t(p.key, { field: field(p.field) }) })),
      );
    }
    const page = await listRecords(app.db, def, authOf(request).tenantId, body);
    return page.data.length === 0 ? empty(page, request.t('common.noData')) : ok(page);
  };
  if (call.method === 'GET') {
    app.get<{ Querystring: Body }>(
      fullPath(def, call.path),
      { schema: { querystring: listQuerySchema(def), response: envelopeResponse(PAGE_RESULT) } },
      (request) => handler(request, queryAsBody(def, request.query)),
    );
  } else {
    app.post<{ Body: Body }>(fullPath(def, call.path), { schema: { body: listBodySchema(def), response: envelopeResponse(PAGE_RESULT) } }, (request) =>
      handler(request, request.body),
    );
  }
}

function registerActions(app: FastifyInstance, def: ResourceDef): void {
  const byPath = new Map<string, ActionDef[]>();
  for (const a of def.actions ?? []) byPath.set(fullPath(def, a.call.path), [...(byPath.get(fullPath(def, a.call.path)) ?? []), a]);
  for (const [path, actions] of byPath) {
    const field = def.fields.find((f) => f.name === actions[0].field)!;
    app.post<{ Body: Body & { ids: number[] } }>(path, { schema: { body: actionBodySchema(def, actions), response: envelopeResponse() } }, async (request) => {
      const value = Object.hasOwn(request.body, field.name) ? request.body[field.name] : actions[0].value;
      const { ids } = request.body;
      const changed = await audited(app.db, def, actorOf(request), async (tx) => {
        const n = await setField(tx, def, authOf(request).tenantId, ids, field.column, value);
        return { result: n, note: n > 0 ? { action: 'batch', id: ids.join(','), changes: [{ path: field.name, before: null, after: value }] } : null };
      });
      return changed === 0 ? refused(request.t('validation.notFound')) : ok({ changed }, request.t('collection.action.done'));
    });
  }
}

const actorOf = (request: FastifyRequest) => {
  const auth = authOf(request);
  return { tenantId: auth.tenantId, account: auth.account, name: auth.userName };
};

/** A save or an update with its audit row: create or update, the record's id, its changes. */
const writeNote = (result: WriteResult, action: 'create' | 'update'): AuditNote | null =>
  result.ok ? { action, id: result.id, changes: result.changes } : null;

export function registerResourceRoutes(app: FastifyInstance, def: ResourceDef): void {
  const calls = callsOf(def);
  const ctxOf = (request: FastifyRequest) => ({ tenantId: authOf(request).tenantId, t: request.t });
  const save = (request: FastifyRequest, body: Body) =>
    audited(app.db, def, actorOf(request), async (tx) => {
      const result = await insertRecord(tx, def, body, ctxOf(request));
      return { result, note: writeNote(result, 'create') };
    });
  const update = (request: FastifyRequest, id: number, body: Body) =>
    audited(app.db, def, actorOf(request), async (tx) => {
      const result = await updateRecord(tx, def, id, body, ctxOf(request));
      return { result, note: writeNote(result, 'update') };
    });
  registerList(app, def);

  if (calls.detail) {
    app.post<{ Body: { id: number } }>(
      fullPath(def, calls.detail.path),
      { schema: { body: detailBodySchema(), response: envelopeResponse() } },
      async (request) => {
        const record = await findRecord(app.db, def, authOf(request).tenantId, request.body.id);
        return record ? ok(record) : refused(request.t('validation.notFound'));
      },
    );
  }

  if (calls.remove) {
    app.post<{ Body: { ids: number[] } }>(
      fullPath(def, calls.remove.path),
      { schema: { body: removeBodySchema(def), response: envelopeResponse() } },
      async (request) => {
        const tenantId = authOf(request).tenantId;
        const reason = await inUseReason(app.db, def, tenantId, request.body.ids, request.t);
        if (reason) return refused(reason);
        const { ids } = request.body;
        const removed = await audited(app.db, def, actorOf(request), async (tx) => {
          const n = await removeRecords(tx, def, tenantId, ids);
          return { result: n, note: n > 0 ? { action: 'remove', id: ids.join(','), changes: [{ path: 'ids', before: ids, after: null }] } : null };
        });
        return removed === 0 ? refused(request.t('validation.notFound')) : ok({ removed }, request.t('common.removed'));
      },
    );
  }

  // actions set one flag (forbid, sign out) and stay open to read-only collections
  registerActions(app, def);
  if (def.readOnly) return;

  if (calls.save) {
    app.post<{ Body: Body }>(fullPath(def, calls.save.path), { schema: { body: saveBodySchema(def), response: envelopeResponse() } }, async (request) =>
      answer(await save(request, request.body), request.t),
    );
  }
  if (calls.update) {
    app.post<{ Body: Body & { id: number } }>(
      fullPath(def, calls.update.path),
      { schema: { body: updateBodySchema(def), response: envelopeResponse() } },
      async (request) => answer(await update(request, request.body.id, request.body), request.t),
    );
  }
  if (calls.submit) {
    app.post<{ Body: Body & { id?: number | null } }>(
      fullPath(def, calls.submit.path),
      { schema: { body: submitBodySchema(def), response: envelopeResponse() } },
      async (request) => {
        const { id } = request.body;
        const result = typeof id === 'number' ? await update(request, id, request.body) : await save(request, request.body);
        return answer(result, request.t);
      },
    );
  }
  if (calls.adjustOrder && def.orderField) {
    app.post<{ Body: { ids: number[] } }>(
      fullPath(def, calls.adjustOrder.path),
      { schema: { body: orderBodySchema(), response: envelopeResponse() } },
      async (request) => {
        const { ids } = request.body;
        const done = await audited(app.db, def, actorOf(request), async (tx) => {
          const ok = await adjustOrder(tx, def, authOf(request).tenantId, ids);
          return { result: ok, note: ok ? { action: 'batch', id: ids.join(','), changes: [{ path: def.orderField!, before: null, after: ids }] } : null };
        });
        return done ? ok({ ids: request.body.ids }, request.t('common.saved')) : refused(request.t('collection.order.unknown'));
      },
    );
  }
}
