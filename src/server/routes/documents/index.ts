// Every document of src/shared/documents gets its calls from its definition (one loop, as the
// collections do), then the hand-written routes a definition names (`serverRoutes`,
// extensions.ts: the robot's scene calls, the alumni moments' title and tile calls, the page
// before login's access ways and its bottom links' check, the news section, the score mechanism's
// and the photo settings' documented calls: their screens' own forms), and the public read
// of the published versions (the audit trail's list is routes/audit). The domain is
// src/server/documents.
import type { FastifyInstance } from 'fastify';
import { DOCUMENTS, DocumentDef } from '../../../shared/documents';
import { PublishedCache } from '../../documents/publicCache';
import { registerDocumentCalls } from './calls';
import { DOCUMENT_SERVER_ROUTES } from './extensions';
import { registerPublicRead } from './publicRead';

export interface DocumentRoutesOptions {
  documents?: DocumentDef[];
  /** how long a cached public answer is served before its version is checked again (ms) */
  revalidateMs?: number;
}

export default async function documentRoutes(app: FastifyInstance, opts: DocumentRoutesOptions) {
  const documents = opts.documents ?? DOCUMENTS;
  const cache = new PublishedCache(app.db, () => app.now(), opts.revalidateMs);
  for (const def of documents) registerDocumentCalls(app, def, cache);
  for (const def of documents) if (def.serverRoutes) DOCUMENT_SERVER_ROUTES[def.serverRoutes](app, def, cache);
  registerPublicRead(app, new Map(documents.map((d) => [d.key, d])), cache);
}
