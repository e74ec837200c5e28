// The service statistics calls (src/shared/services/stats.ts): the overview's pie, bar, top and
// trend, and the visit counts per day, service and identity. Every figure comes from the daily
// roll-ups of the token's tenant; a refused range answers 1002 with its message.
import type { FastifyInstance } from 'fastify';
import type { ServiceCountQuery, TopServicesQuery, VisitDaysQuery } from '../../../shared/services/stats';
import { SERVICE_STATS_PATHS } from '../../../shared/services/stats';
import { ok } from '../../envelope';
import { envelopeResponse } from '../../schemas/response';
import { serviceCountList, topServices } from '../../serviceStats/serviceCounts';
import { visitDays } from '../../serviceStats/visitDays';
import { authOf } from '../../types';
import { countListBodySchema, countListResultSchema, topBodySchema, topResultSchema, visitDaysBodySchema, visitDaysResultSchema } from './schemas';

export default async function serviceStatsRoutes(app: FastifyInstance) {
  app.post<{ Body: TopServicesQuery }>(
    SERVICE_STATS_PATHS.top,
    { schema: { body: topBodySchema, response: envelopeResponse(topResultSchema) } },
    async (request) => ok(await topServices(app.db, authOf(request).tenantId, request.body)),
  );
  app.post<{ Body: ServiceCountQuery }>(
    SERVICE_STATS_PATHS.countList,
    { schema: { body: countListBodySchema, response: envelopeResponse(countListResultSchema) } },
    async (request) => ok(await serviceCountList(app.db, authOf(request).tenantId, request.body)),
  );
  app.post<{ Body: VisitDaysQuery }>(
    SERVICE_STATS_PATHS.visitDays,
    { schema: { body: visitDaysBodySchema, response: envelopeResponse(visitDaysResultSchema) } },
    async (request) => ok(await visitDays(app.db, authOf(request).tenantId, request.body)),
  );
}
