// The robot library's calls (document 000 §7 questionType/*, aiquestion/*; "try it" is ours):
// the tenant is the token's; refusals (src/server/refusal.ts) answer 1002 (or 9009 naming the
// field) in the caller's language. One "try it" index cache per app (src/server/robot/indexCache.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdsBody, QuestionListBody, QuestionSaveBody, QuestionTypeSaveBody, TryBody } from '../../../shared/robot/api';
import { ROBOT_PATHS } from '../../../shared/robot/api';
import type { Envelope } from '../../../shared/protocol';
import { empty, ok } from '../../envelope';
import { IndexCache } from '../../robot/indexCache';
import { listQuestions, removeQuestions, saveQuestion } from '../../robot/questions';
import { listTypes, removeTypes, saveType } from '../../robot/questionTypes';
import { tryQuestion } from '../../robot/tryQuestion';
import { registerPublicRobotAnswer } from '../publicReads/robotAnswer';
import { normalisePaging } from '../../resources/list';
import { authOf } from '../../types';
import { questionListSchema, questionSaveSchema, removeSchema, trySchema, typeListSchema, typeSaveSchema } from './schemas';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';
import { questionRemoveAudit, questionSaveAudit, typeRemoveAudit, typeSaveAudit } from './audit';

async function answer<T>(work: () => Promise<T>, message = ''): Promise<Envelope<unknown>> {
  return ok(await work(), message);
}

const textOf = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

export default async function robotRoutes(app: FastifyInstance) {
  const cache = new IndexCache();
  const tenantOf = (request: FastifyRequest) => authOf(request).tenantId;

  app.get(ROBOT_PATHS.typeList, { schema: { querystring: typeListSchema, response: envelopeResponse() } }, (request) =>
    answer(() => listTypes(app.db, tenantOf(request))),
  );

  app.post<{ Body: QuestionTypeSaveBody }>(
    ROBOT_PATHS.typeSave,
    { config: typeSaveAudit, schema: { body: typeSaveSchema, response: envelopeResponse() } },
    (request) => answer(() => saveType(app.db, tenantOf(request), request.body), request.t('common.saved')),
  );

  app.post<{ Body: IdsBody }>(ROBOT_PATHS.typeRemove, { config: typeRemoveAudit, schema: { body: removeSchema, response: envelopeResponse() } }, (request) =>
    answer(() => removeTypes(app.db, tenantOf(request), request.body.ids), request.t('common.removed')),
  );

  app.post<{ Body: QuestionListBody }>(
    ROBOT_PATHS.questionList,
    { schema: { body: questionListSchema, response: envelopeResponse(PAGE_RESULT) } },
    async (request) => {
      const b = request.body;
      const { index, size } = normalisePaging(b.pageIndex, b.pageSize);
      const page = await listQuestions(app.db, tenantOf(request), { typeId: b.typeId ?? undefined, text: textOf(b.text) }, index, size);
      return page.data.length === 0 ? empty(page, request.t('common.noData')) : ok(page);
    },
  );

  app.post<{ Body: QuestionSaveBody }>(
    ROBOT_PATHS.questionSave,
    { config: questionSaveAudit, schema: { body: questionSaveSchema, response: envelopeResponse() } },
    (request) => answer(() => saveQuestion(app.db, tenantOf(request), { ...request.body, similar: request.body.similar ?? [] }), request.t('common.saved')),
  );

  app.post<{ Body: IdsBody }>(
    ROBOT_PATHS.questionRemove,
    { config: questionRemoveAudit, schema: { body: removeSchema, response: envelopeResponse() } },
    (request) => answer(() => removeQuestions(app.db, tenantOf(request), request.body.ids), request.t('common.removed')),
  );

  app.post<{ Body: TryBody }>(ROBOT_PATHS.questionTry, { schema: { body: trySchema, response: envelopeResponse() } }, (request) =>
    answer(() => tryQuestion(app.db, cache, tenantOf(request), request.body.text)),
  );

  // the apps' "try it" (no sign-in), on the same index cache
  registerPublicRobotAnswer(app, cache);
}
