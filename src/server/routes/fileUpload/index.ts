// Uploaded pictures (FILE_PATHS, src/shared/resources/files.ts): the upload (signed, in the
// session) and the file address (no session: the id is the whole authorisation). multipart is
// registered in this scope only.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IMAGE_MAX_BYTES } from '../../../shared/resources/files';
import uploadRoute from './upload';
import viewRoute from './view';

export default async function fileUploadRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 5, fields: 5, parts: 10 } });
  await app.register(uploadRoute);
  await app.register(viewRoute);
}
