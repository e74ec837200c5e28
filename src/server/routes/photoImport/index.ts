// The photo zip import's calls (PHOTO_PATHS.import*, document 001 §4 "Import", §7).
// @fastify/multipart is registered in this scope only, so the upload is the one route here that
// accepts multipart bodies; its limits are set per call (receiveZip), these are the outer bounds.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PHOTO_ZIP_MAX_BYTES } from '../../../shared/photos/limits';
import errorRoutes from './errors';
import mappingRoutes from './mapping';
import progressRoutes from './progress';
import uploadRoute from './upload';

export default async function routes(app: FastifyInstance): Promise<void> {
  // a file over the limit ends truncated instead of throwing: receiveZip checks `truncated`
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: PHOTO_ZIP_MAX_BYTES, files: 10, fields: 10, parts: 20 } });
  await app.register(uploadRoute);
  await app.register(mappingRoutes);
  await app.register(progressRoutes);
  await app.register(errorRoutes);
}
