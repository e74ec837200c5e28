// GET /api/public/app/:tenantCode/latest: the latest published version per platform and the
// tenant's name (src/server/appVersions), for the download pages and the phones that open them.
// No sign-in (paths.ts: /api/public/), plain JSON (not the envelope: phones and the app read it),
// an ETag over the body with 304 when it matches, revalidated on every read (no-cache). An
// unknown tenant: 404.
import type { FastifyInstance } from 'fastify';
import { LatestVersions, PUBLIC_LATEST_ROUTE } from '../../../shared/home/api';
import { etagOf, matchesIfNoneMatch } from '../../plugins/protocol/etag';
import { latestVersions } from '../../appVersions/latest';
import { tenantFace } from '../../appVersions/tenantFace';
import { latestSchema } from './schemas';
import { refusePlain } from '../../publicReads/answer';

export default async function publicLatestRoute(app: FastifyInstance) {
  app.get<{ Params: { tenantCode: string } }>(PUBLIC_LATEST_ROUTE, { schema: latestSchema }, async (request, reply) => {
    const face = await tenantFace(app.db, request.params.tenantCode);
    if (!face) return refusePlain(reply, 404, request.t, 'home.public.tenantUnknown');
    const body: LatestVersions = { tenant: face, platforms: await latestVersions(app.db, face.code) };
    const etag = etagOf(JSON.stringify(body));
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return body;
  });
}
