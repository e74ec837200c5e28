// /serviceScore's calls (document 002 §7 "Score"): serviceScore/list (scores per service by the
// tenant's mechanism), serviceScore/serviceScoreList (one service's ratings), scoreMechanism/detail
// (GET) and scoreMechanism/update (weights summing to 100, else 9009 naming the field in the
// caller's language). The tenant is the token's.
import type { FastifyInstance } from 'fastify';
import { SCORE_PATHS, ScoreMechanismBody, ServiceRatingListBody, ServiceScoreListBody } from '../../../shared/services/score';
import { empty, ok } from '../../envelope';
import { normalisePaging } from '../../resources/list';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';
import { readMechanism, saveMechanism } from '../../serviceScore/mechanism';
import { listRatings } from '../../serviceScore/ratings';
import { listScores } from '../../serviceScore/scores';
import { authOf } from '../../types';
import { mechanismDetailSchema, mechanismResultSchema, mechanismUpdateSchema, ratingListSchema, scoreListSchema } from './schemas';
import { recordedInside } from '../../audit/routeAudit';

export default async function serviceScoreRoutes(app: FastifyInstance) {
  app.post<{ Body: ServiceScoreListBody }>(
    SCORE_PATHS.list,
    { schema: { body: scoreListSchema, response: envelopeResponse(PAGE_RESULT) } },
    async (request) => {
      const tenantId = authOf(request).tenantId;
      const { index, size } = normalisePaging(request.body.pageIndex, request.body.pageSize);
      const mechanism = await readMechanism(app.db, tenantId);
      const serviceName = request.body.serviceName?.trim() || undefined;
      const page = await listScores(app.db, tenantId, mechanism, { nowMs: app.now(), index, size, serviceName });
      return page.data.length === 0 ? empty(page, request.t('common.noData')) : ok(page);
    },
  );

  app.post<{ Body: ServiceRatingListBody }>(
    SCORE_PATHS.ratings,
    { schema: { body: ratingListSchema, response: envelopeResponse(PAGE_RESULT) } },
    async (request) => {
      const { index, size } = normalisePaging(request.body.pageIndex, request.body.pageSize);
      const page = await listRatings(app.db, authOf(request).tenantId, request.body.serviceId, index, size);
      return page.data.length === 0 ? empty(page, request.t('common.noData')) : ok(page);
    },
  );

  app.get(SCORE_PATHS.mechanismDetail, { schema: { querystring: mechanismDetailSchema, response: envelopeResponse(mechanismResultSchema) } }, async (request) =>
    ok(await readMechanism(app.db, authOf(request).tenantId)),
  );

  app.post<{ Body: ScoreMechanismBody }>(
    SCORE_PATHS.mechanismUpdate,
    { config: recordedInside, schema: { body: mechanismUpdateSchema, response: envelopeResponse(mechanismResultSchema) } },
    async (request) => {
      const auth = authOf(request);
      const { tenantId: _ignored, ...next } = request.body;
      const saved = await saveMechanism(app.db, auth.tenantId, next, { account: auth.account, name: auth.userName });
      return ok(saved, request.t('common.saved'));
    },
  );
}
