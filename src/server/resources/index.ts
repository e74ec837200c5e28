// Every resource of src/shared/resources gets its calls and its lookups from its definition.
// Lookups shared by several resources (same path) are registered once; the url check
// (baseService/checkURL) serves every url field.
import type { FastifyInstance } from 'fastify';
import { RESOURCES, ResourceDef, lookupPath } from '../../shared/resources';
import { ok } from '../envelope';
import { bodySchema, getQuerySchema } from '../schemas/request';
import { envelopeResponse, LIST_RESULT } from '../schemas/response';
import { authOf } from '../types';
import checkUrlRoute from './checkUrl';
import { checkDefinition } from './columns';
import { providerOf } from './lookups';
import { registerResourceRoutes } from './routes';

function registerLookups(app: FastifyInstance, def: ResourceDef, registered: Set<string>): void {
  for (const [key, lookup] of Object.entries(def.lookups ?? {})) {
    const path = lookupPath(def, key);
    const id = `${lookup.method} ${path}`;
    if (registered.has(id)) continue;
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

export default async function resourceRoutes(app: FastifyInstance, opts: { resources?: ResourceDef[] }) {
  const registered = new Set<string>();
  // the url check belongs to the shared routes, not to a test's own definitions
  if (!opts.resources) await app.register(checkUrlRoute);
  for (const def of opts.resources ?? RESOURCES) {
    checkDefinition(def);
    registerResourceRoutes(app, def);
    registerLookups(app, def, registered);
  }
}
