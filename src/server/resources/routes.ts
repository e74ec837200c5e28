// The four calls of one resource under its legacy paths (list, save, update, remove), made
// from its definition.
import type { FastifyInstance } from 'fastify';
import type { ResourceDef } from '../../shared/resources';
import { callsOf, fullPath } from '../../shared/resources';
import { empty, invalid, ok, refused } from '../envelope';
import { authOf } from '../types';
import { listRecords } from './list';
import { listBodySchema, removeBodySchema, saveBodySchema, updateBodySchema } from './schemas';
import { insertRecord, removeRecords, updateRecord, WriteResult } from './write';

type Body = Record<string, unknown>;

export function registerResourceRoutes(app: FastifyInstance, def: ResourceDef): void {
  const calls = callsOf(def);
  const answer = (result: WriteResult, t: (k: string) => string) => {
    if (result.ok) return ok({ id: result.id }, t('common.saved'));
    if ('notFound' in result) return refused(t('validation.notFound'));
    return invalid(t, result.errors);
  };

  app.post<{ Body: Body }>(fullPath(def, calls.list!.path), { schema: { body: listBodySchema(def) } }, async (request) => {
    const page = await listRecords(app.db, def, authOf(request).tenantId, request.body);
    return page.data.length === 0 ? empty(page, request.t('common.noData')) : ok(page);
  });

  app.post<{ Body: Body }>(fullPath(def, calls.save!.path), { schema: { body: saveBodySchema(def) } }, async (request) => {
    const ctx = { tenantId: authOf(request).tenantId, t: request.t };
    return answer(await insertRecord(app.db, def, request.body, ctx), request.t);
  });

  app.post<{ Body: Body & { id: number } }>(fullPath(def, calls.update!.path), { schema: { body: updateBodySchema(def) } }, async (request) => {
    const ctx = { tenantId: authOf(request).tenantId, t: request.t };
    return answer(await updateRecord(app.db, def, request.body.id, request.body, ctx), request.t);
  });

  app.post<{ Body: { ids: number[] } }>(fullPath(def, calls.remove!.path), { schema: { body: removeBodySchema(def) } }, async (request) => {
    const removed = await removeRecords(app.db, def, authOf(request).tenantId, request.body.ids);
    return removed === 0 ? refused(request.t('validation.notFound')) : ok({ removed }, request.t('common.removed'));
  });
}
