// The business packages' calls (/cardsPackageConfig, PACKAGE_PATHS). @fastify/multipart is
// registered in this scope only, so the upload is the one route here that accepts multipart
// bodies; its limits are set per call (receivePackage), these are the outer bounds.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PACKAGE_ZIP_MAX_BYTES } from '../../../shared/platform/businessPackages';
import callRoutes from './calls';
import uploadRoute from './upload';

export default async function businessPackageRoutes(app: FastifyInstance): Promise<void> {
  // a file over the limit ends truncated instead of throwing: receivePackage checks `truncated`
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: PACKAGE_ZIP_MAX_BYTES, files: 10, fields: 10, parts: 20 } });
  await app.register(uploadRoute);
  await app.register(callRoutes);
}
