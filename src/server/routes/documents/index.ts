// Every document of src/shared/documents gets its calls from its definition (one loop, as the
// collections do), then the robot's scene calls, the alumni moments' title and tile calls, the
// page before login's access ways and its bottom links' check, the score mechanism's and the photo
// settings' documented calls (their screens' own forms), and the public read of the published
// versions (the audit trail's list is routes/audit). The domain is src/server/documents.
import type { FastifyInstance } from 'fastify';
import { DOCUMENTS, DocumentDef } from '../../../shared/documents';
import { PublishedCache } from '../../documents/publicCache';
import { registerAlumniMoments } from './alumniMoments';
import { registerDocumentCalls } from './calls';
import { registerPreLoginBottom, registerPreLoginPage } from './preLogin';
import { registerNewsSection } from './newsSection';
import { registerPublicRead } from './publicRead';
import { registerQuestionScenes } from './questionScenes';
import { registerScoreMechanism } from './scoreMechanism';
import { registerPhotoConfig } from './photoConfig';

export interface DocumentRoutesOptions {
  documents?: DocumentDef[];
  /** how long a cached public answer is served before its version is checked again (ms) */
  revalidateMs?: number;
}

export default async function documentRoutes(app: FastifyInstance, opts: DocumentRoutesOptions) {
  const documents = opts.documents ?? DOCUMENTS;
  const cache = new PublishedCache(app.db, () => app.now(), opts.revalidateMs);
  for (const def of documents) registerDocumentCalls(app, def, cache);
  const robot = documents.find((d) => d.key === 'robotBasicInfo');
  if (robot) registerQuestionScenes(app, robot, cache);
  const moments = documents.find((d) => d.key === 'alumniMoments');
  if (moments) registerAlumniMoments(app, moments, cache);
  if (documents.some((d) => d.key === 'preLoginPage')) registerPreLoginPage(app);
  const preLoginBottom = documents.find((d) => d.key === 'preLoginBottom');
  if (preLoginBottom) registerPreLoginBottom(app, preLoginBottom);
  if (documents.some((d) => d.key === 'appService')) registerNewsSection(app, cache);
  if (documents.some((d) => d.key === 'scoreMechanism')) registerScoreMechanism(app, cache);
  if (documents.some((d) => d.key === 'photoConfig')) registerPhotoConfig(app, cache);
  registerPublicRead(app, new Map(documents.map((d) => [d.key, d])), cache);
}
