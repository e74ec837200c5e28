// Routes of the photo export (document 001 §4 "Photo export"; PHOTO_PATHS exportCount,
// checkExport, checkProgress, exportStart, exportProgress, exportCancel). The zip is downloaded
// through the bulk export's signed link (EXPORT_PATHS.download). The work is in
// src/server/photoExport.
import type { FastifyInstance } from 'fastify';
import photoExportCalls from './calls';
import photoExportProgress from './progress';

export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(photoExportCalls);
  await app.register(photoExportProgress);
}
