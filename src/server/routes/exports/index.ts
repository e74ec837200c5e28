// The bulk export's calls (EXPORT_PATHS, src/shared/exports/api.ts): the header list, the count,
// start, progress and cancel, the download through a signed link, and each exportable
// collection's start (resource.ts), polled and downloaded through the same calls. The work is in
// src/server/exports.
import type { FastifyInstance } from 'fastify';
import callRoutes from './calls';
import downloadRoute from './download';
import progressRoutes from './progress';
import resourceExportRoutes from './resource';

export default async function exportRoutes(app: FastifyInstance) {
  await app.register(callRoutes);
  await app.register(progressRoutes);
  await app.register(downloadRoute);
  await app.register(resourceExportRoutes);
}
