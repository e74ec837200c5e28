// The import wizard's calls (IMPORT_PATHS). @fastify/multipart is registered in this scope only,
// so the upload is the one route that accepts multipart bodies.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import downloadRoutes from './downloads';
import historyRoutes from './history';
import mappingRoutes from './mapping';
import progressRoutes from './progress';
import startRoute from './start';
import uploadRoute from './upload';

export default async function importRoutes(app: FastifyInstance) {
  // limits are set per call in receiveUpload; these are the outer bounds
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 10, parts: 20 } });
  await app.register(uploadRoute);
  await app.register(mappingRoutes);
  await app.register(startRoute);
  await app.register(progressRoutes);
  await app.register(downloadRoutes);
  await app.register(historyRoutes);
}
