// The documents' hand-written server routes, by the name a definition gives them
// (`DocumentDef.serverRoutes`): registered after every document's generic and documented calls.
import type { FastifyInstance } from 'fastify';
import type { DocumentDef, DocumentServerRoutes } from '../../../shared/documents';
import type { PublishedCache } from '../../documents/publicCache';
import { registerAlumniMoments } from './alumniMoments';
import { registerNewsSection } from './newsSection';
import { registerPreLoginBottom, registerPreLoginPage } from './preLogin';
import { registerQuestionScenes } from './questionScenes';
import { registerScoreMechanism } from './scoreMechanism';
import { registerPhotoConfig } from './photoConfig';

type RegisterRoutes = (app: FastifyInstance, def: DocumentDef, cache: PublishedCache) => void;

export const DOCUMENT_SERVER_ROUTES: Record<DocumentServerRoutes, RegisterRoutes> = {
  questionScenes: registerQuestionScenes,
  alumniMoments: registerAlumniMoments,
  preLoginPage: (app) => registerPreLoginPage(app),
  preLoginBottom: (app, def) => registerPreLoginBottom(app, def),
  newsSection: (app, _def, cache) => registerNewsSection(app, cache),
  scoreMechanism: (app, _def, cache) => registerScoreMechanism(app, cache),
  photoConfig: (app, _def, cache) => registerPhotoConfig(app, cache),
};
