// A collection's lookups (option lists from providers, resources/lookups.ts), each under its
// own path and method. Lookups shared by several collections (same method and path) are
// registered once; those another domain's routes answer (ANSWERED_ELSEWHERE) not at all.
import type { FastifyInstance } from 'fastify';
import { lookupPath, ResourceDef } from '../../../shared/resources';
import { ok } from '../../envelope';
import { ANSWERED_ELSEWHERE, providerOf } from '../../resources/lookups';
import { bodySchema, getQuerySchema } from '../../schemas/request';
import { envelopeResponse, LIST_RESULT } from '../../schemas/response';
import { authOf } from '../../types';

export function registerLookups(app: FastifyInstance, def: ResourceDef, registered: Set<string>): void {
  for (const [key, lookup] of Object.entries(def.lookups ?? {})) {
    const path = lookupPath(def, key);
    const id = `${lookup.method} ${path}`;
    if (registered.has(id) || ANSWERED_ELSEWHERE.has(path)) continue;
    registered.add(id);
    const provider = providerOf(def, key);
    app.route({
      method: lookup.method,
      url: path,
      schema: { ...(lookup.method === 'GET' ? { querystring: getQuerySchema() } : { body: bodySchema() }), response: envelopeResponse(LIST_RESULT) },
      handler: async (request) => ok(await provider({ db: app.db, tenantId: authOf(request).tenantId, t: request.t })),
    });
  }
}
