// GET /api/public/robot/:tenantCode/answer?q=: the FAQ library's answer to an app's question,
// ranked exactly as the console's "try it" (robot/tryQuestion.ts, with the console's own index
// cache: registered by routes/robot). Like a try it records no ask and counts no hit. Plain JSON,
// ETag and 304 (src/server/publicReads/answer.ts); an unknown or disabled tenant is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_ROBOT_ANSWER_PATTERN } from '../../../shared/publicReads/api';
import { refusePlain, sendPlain } from '../../publicReads/answer';
import { isOpenTenant } from '../../publicReads/tenant';
import type { IndexCache } from '../../robot/indexCache';
import { tryQuestion } from '../../robot/tryQuestion';
import { robotAnswerSchema } from './schemas';

type Request = FastifyRequest<{ Params: { tenantCode: string }; Querystring: { q: string } }>;

export function registerPublicRobotAnswer(app: FastifyInstance, cache: IndexCache): void {
  app.get(PUBLIC_ROBOT_ANSWER_PATTERN, { schema: robotAnswerSchema }, async (request: Request, reply) => {
    const { tenantCode } = request.params;
    if (!(await isOpenTenant(app.db, tenantCode))) return refusePlain(reply, 404, request.t, 'publicRead.tenantUnknown');
    return sendPlain(request, reply, await tryQuestion(app.db, cache, tenantCode, request.query.q));
  });
}
