// /serviceScore's calls (document 002 §7 "Score"): serviceScore/list (scores per service by the
// tenant's published mechanism) and serviceScore/serviceScoreList (one service's ratings). The
// mechanism's own calls are the scoreMechanism document's (../documents/scoreMechanism.ts). The
// tenant is the token's.
import type { FastifyInstance } from 'fastify';
import { SCORE_PATHS, ServiceRatingListBody, ServiceScoreListBody } from '../../../shared/services/score';
import { empty, ok } from '../../envelope';
import { normalisePaging } from '../../resources/list';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';
import { readMechanism } from '../../serviceScore/mechanism';
import { listRatings } from '../../serviceScore/ratings';
import { listScores } from '../../serviceScore/scores';
import { authOf } from '../../types';
import { ratingListSchema, scoreListSchema } from './schemas';

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
}
