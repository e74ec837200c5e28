// /serviceCollectionStatistics' calls (ours, SCREENS.md "Services"): favourites per service now,
// and the trend of favourites added and removed per day. The tenant is the token's; a range
// that is not real days, ends before it starts or spans more than a year is refused as the other
// statistics screens refuse it (src/shared/services/stats.ts), naming the field.
import type { FastifyInstance } from 'fastify';
import { FAVOURITE_PATHS, FavouriteCountBody, FavouriteTrendBody } from '../../../shared/services/favourites';
import { dayNumber, rangeProblem, StatsRange } from '../../../shared/services/stats';
import { empty, ok } from '../../envelope';
import { refuse } from '../../refusal';
import { envelopeResponse } from '../../schemas/response';
import { favouriteCounts } from '../../serviceFavourites/counts';
import { favouriteTrend } from '../../serviceFavourites/trend';
import { authOf } from '../../types';
import { countRowSchema, countsSchema, trendResultSchema, trendSchema } from './schemas';

/** A range the other statistics screens would refuse is refused here too, naming the field at fault. */
function checkRange(range: StatsRange): void {
  const problem = rangeProblem(range);
  if (problem) refuse(problem, {}, { field: dayNumber(range.beginDate) === null ? 'beginDate' : 'endDate' });
}

export default async function serviceFavouriteRoutes(app: FastifyInstance) {
  app.post<{ Body: FavouriteCountBody }>(
    FAVOURITE_PATHS.counts,
    { schema: { body: countsSchema, response: envelopeResponse({ type: 'array', items: countRowSchema }) } },
    async (request) => {
      const name = request.body.serviceName?.trim() || undefined;
      const rows = await favouriteCounts(app.db, authOf(request).tenantId, name);
      return rows.length === 0 ? empty(rows, request.t('common.noData')) : ok(rows);
    },
  );

  app.post<{ Body: FavouriteTrendBody }>(
    FAVOURITE_PATHS.trend,
    { schema: { body: trendSchema, response: envelopeResponse(trendResultSchema) } },
    async (request) => {
      const { beginDate, endDate, serviceId } = request.body;
      checkRange({ beginDate, endDate });
      return ok(await favouriteTrend(app.db, authOf(request).tenantId, { beginDate, endDate }, serviceId));
    },
  );
}
