// The people area's calls beyond its collections' definitions: covertUser/truncate (clear the
// list) and covertUser/overview (GET, counts per identity). The tenant is the token's.
import type { FastifyInstance } from 'fastify';
import { COVERT_USER_PATHS } from '../../../shared/resources/covertUsers/definition';
import { ok } from '../../envelope';
import { authOf } from '../../types';
import { bodySchema, getQuerySchema } from '../schemas';
import { covertOverview, truncateCovertUsers } from './covertUsers';

export default async function peopleAreaRoutes(app: FastifyInstance) {
  app.post(COVERT_USER_PATHS.truncate, { schema: { body: bodySchema() } }, async (request) => {
    const auth = authOf(request);
    const removed = await truncateCovertUsers(app.db, { tenantId: auth.tenantId, account: auth.account, name: auth.userName });
    return ok({ removed }, request.t('covertUser.truncated', { count: removed }));
  });

  app.get(COVERT_USER_PATHS.overview, { schema: { querystring: getQuerySchema() } }, async (request) =>
    ok(await covertOverview(app.db, authOf(request).tenantId)));
}
