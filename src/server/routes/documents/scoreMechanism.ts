// The score mechanism's documented calls (document 002 §7 "Score"; the paths are the definition's
// `calls`) over the scoreMechanism document (src/server/serviceScore/mechanism.ts), answering as
// the service score screen's form expects:
//   GET  /api/blade-platform/scoreMechanism/detail → ScoreMechanism (published; the defaults before any)
//   POST /api/blade-platform/scoreMechanism/update ScoreMechanismBody → ScoreMechanism, saved and
//        published at once; weights not adding up to 100: 9009 naming the field
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scoreMechanism } from '../../../shared/documents/scoreMechanism/definition';
import { MIN_RATINGS_MAX, ScoreMechanismBody, VISIT_WINDOW_MAX_DAYS, WEIGHT_TOTAL } from '../../../shared/services/score';
import { recordedInside } from '../../audit/routeAudit';
import type { PublishedCache } from '../../documents/publicCache';
import { ok } from '../../envelope';
import { bodySchema, getQuerySchema } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';
import { mechanismOf, readMechanism, saveMechanism } from '../../serviceScore/mechanism';
import { authOf } from '../../types';
import { writeAnswer, writeContextOf } from './writeCall';

const WEIGHT = { type: 'integer', minimum: 0, maximum: WEIGHT_TOTAL } as const;
const FIELDS = ['ratingWeight', 'visitWeight', 'favouriteWeight', 'minRatings', 'visitWindowDays'];

const updateSchema = bodySchema(
  {
    ratingWeight: WEIGHT,
    visitWeight: WEIGHT,
    favouriteWeight: WEIGHT,
    minRatings: { type: 'integer', minimum: 0, maximum: MIN_RATINGS_MAX },
    visitWindowDays: { type: 'integer', minimum: 1, maximum: VISIT_WINDOW_MAX_DAYS },
  },
  FIELDS,
);

const resultSchema = {
  type: 'object',
  properties: Object.fromEntries(FIELDS.map((f) => [f, { type: 'integer' }])),
  required: FIELDS,
  additionalProperties: false,
} as const;

export function registerScoreMechanism(app: FastifyInstance, cache: PublishedCache): void {
  const { mechanismDetail, mechanismUpdate } = scoreMechanism.calls!;

  app.get(mechanismDetail.path, { schema: { querystring: getQuerySchema(), response: envelopeResponse(resultSchema) } }, async (request) =>
    ok(await readMechanism(app.db, authOf(request).tenantId)),
  );

  app.post(
    mechanismUpdate.path,
    { config: recordedInside, schema: { body: updateSchema, response: envelopeResponse(resultSchema) } },
    async (request: FastifyRequest<{ Body: ScoreMechanismBody }>) => {
      const { tenantId } = authOf(request);
      const { tenantId: _ignored, ...next } = request.body;
      const outcome = await saveMechanism(tenantId, next, writeContextOf(app, request));
      if (!outcome.ok) return writeAnswer(request.t, outcome, () => undefined);
      cache.invalidate(tenantId, scoreMechanism.key, '');
      return ok(mechanismOf(outcome.state.content), request.t('common.saved'));
    },
  );
}
