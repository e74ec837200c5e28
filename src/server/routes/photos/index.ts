// Routes of user photos (PHOTO_PATHS, src/shared/photos/api.ts): the photo screen's calls and the
// signed picture links. The zip import's routes are in routes/photoImport, the export's in
// routes/photoExport.
import type { FastifyInstance } from 'fastify';
import photoCalls from './calls';
import photoFileRoute from './file';

export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(photoCalls);
  await app.register(photoFileRoute);
}
