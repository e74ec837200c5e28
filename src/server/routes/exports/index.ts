// The bulk export's calls (EXPORT_PATHS, src/shared/exports/api.ts): the header list, the count,
// start, progress and cancel, the download through a signed link, and each exportable
// collection's start (resource.ts), polled and downloaded through the same calls. The work is in
// src/server/exports.
import type { FastifyInstance } from 'fastify';
import callRoutes from './calls';
import downloadRoute from './download';
import progressRoutes from './progress';
import type { ResourceDef } from '../../../shared/resources';
import resourceExportRoutes from './resource';

export default async function exportRoutes(app: FastifyInstance, opts: { resources?: readonly ResourceDef[] }) {
  await app.register(callRoutes);
  await app.register(progressRoutes);
  await app.register(downloadRoute);
  await app.register(resourceExportRoutes, { resources: opts.resources });
}
