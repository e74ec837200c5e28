// Every collection of src/shared/resources gets its calls and its lookups from its definition
// (the domain is src/server/resources); the url check (baseService/checkURL) serves every url
// field. A collection's export is routes/exports/resource.ts.
import type { FastifyInstance } from 'fastify';
import { RESOURCES, ResourceDef } from '../../../shared/resources';
import { checkDefinition } from '../../resources/columns';
import { registerResourceCalls } from './calls';
import checkUrlRoute from './checkUrl';
import { registerLookups } from './lookups';

export default async function resourceRoutes(app: FastifyInstance, opts: { resources?: readonly ResourceDef[]; urlCheck?: boolean }) {
  const registered = new Set<string>();
  // the url check belongs to the shared routes, not to a test's own definitions (buildApp asks for it)
  if (opts.urlCheck ?? !opts.resources) await app.register(checkUrlRoute);
  for (const def of opts.resources ?? RESOURCES) {
    checkDefinition(def);
    registerResourceCalls(app, def);
    registerLookups(app, def, registered);
  }
}
