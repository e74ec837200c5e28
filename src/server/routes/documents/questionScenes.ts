// The robot's documented scene calls (document 000 §7; the paths are the definition's `calls`)
// over the robotBasicInfo document (src/server/documents/questionScenes.ts):
//   GET  /api/blade-platform/questionScene/list   → { data: QuestionScene[], total, version, published }
//   POST /api/blade-platform/questionScene/update { code, enabled } → DocumentState
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DocumentDef } from '../../../shared/documents';
import { robotBasicInfo } from '../../../shared/documents/robotBasicInfo/definition';
import type { PublishedCache } from '../../documents/publicCache';
import { currentScenes, switchScene } from '../../documents/questionScenes';
import type { DocumentTarget } from '../../documents/store';
import { ok, refusedAs } from '../../envelope';
import { bodySchema, getQuerySchema } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';
import { authOf } from '../../types';
import { writeAnswer, writeContextOf } from './writeCall';
import { recordedInside } from '../../audit/routeAudit';

export const QUESTION_SCENE_LIST = robotBasicInfo.calls!.sceneList.path;
export const QUESTION_SCENE_UPDATE = robotBasicInfo.calls!.sceneSwitch.path;

const updateSchema = bodySchema({ code: { type: 'string', minLength: 1, maxLength: 64 }, enabled: { type: 'boolean' } }, ['code', 'enabled']);

export function registerQuestionScenes(app: FastifyInstance, def: DocumentDef, cache?: PublishedCache): void {
  const targetOf = (request: FastifyRequest): DocumentTarget => ({ def, tenantId: authOf(request).tenantId, identity: '' });

  app.get(QUESTION_SCENE_LIST, { schema: { querystring: getQuerySchema(), response: envelopeResponse() } }, async (request) =>
    ok(await currentScenes(app.db, targetOf(request))),
  );

  app.post(
    QUESTION_SCENE_UPDATE,
    { config: recordedInside, schema: { body: updateSchema, response: envelopeResponse() } },
    async (request: FastifyRequest<{ Body: { code: string; enabled: boolean } }>) => {
      const target = targetOf(request);
      const { code, enabled } = request.body;
      const outcome = await switchScene(target, code, enabled, writeContextOf(app, request));
      if (outcome === 'missing') return refusedAs(request.t, 'robotBasicInfo.sceneNotFound', { code });
      return writeAnswer(request.t, outcome, () => cache?.invalidate(target.tenantId, def.key, target.identity));
    },
  );
}
