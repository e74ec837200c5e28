// The people area's calls beyond its collections' definitions: covertUser/truncate (clear the
// list), covertUser/overview (GET, counts per identity) and platformalumniuser/getUserDynamic (an
// alumni user's posts). The tenant is the token's.
import type { FastifyInstance } from 'fastify';
import { COVERT_USER_PATHS } from '../../../shared/resources/covertUsers/definition';
import { ok } from '../../envelope';
import { authOf } from '../../types';
import { bodySchema, getQuerySchema, ID, PAGING } from '../../schemas/request';
import { covertOverview, truncateCovertUsers } from '../../people/covertUsers';
import { alumniUserPosts } from '../../alumni/userPosts';
import { alumniUsers } from '../../../shared/resources/alumniUsers/definition';
import { fullPath } from '../../../shared/resources';
import { envelopeResponse } from '../../schemas/response';
import { recordedInside } from '../../audit/routeAudit';

export default async function peopleAreaRoutes(app: FastifyInstance) {
  app.post(COVERT_USER_PATHS.truncate, { config: recordedInside, schema: { body: bodySchema(), response: envelopeResponse() } }, async (request) => {
    const auth = authOf(request);
    const removed = await truncateCovertUsers(app.db, { tenantId: auth.tenantId, account: auth.account, name: auth.userName });
    return ok({ removed }, request.t('covertUser.truncated', { count: removed }));
  });

  app.get(COVERT_USER_PATHS.overview, { schema: { querystring: getQuerySchema(), response: envelopeResponse() } }, async (request) =>
    ok(await covertOverview(app.db, authOf(request).tenantId)),
  );

  const posts = alumniUsers.related!.find((r) => r.key === 'posts')!;
  app.post<{ Body: { id: number; pageIndex?: number; pageSize?: number } }>(
    fullPath(alumniUsers, posts.call.path),
    { schema: { body: bodySchema({ id: ID, ...PAGING }, ['id']), response: envelopeResponse() } },
    async (request) => ok(await alumniUserPosts(app.db, authOf(request).tenantId, request.body.id, request.body.pageIndex, request.body.pageSize)),
  );
}
