// GET /api/public/slides/:tenantCode?placement=…: the slides the apps show now (src/server/slides
// /showing.ts). No sign-in (paths.ts: /api/public/), plain JSON, an ETag over the body with 304
// when it matches, revalidated on every read (no-cache): a slide's window opening or closing
// changes the body, so the tag follows the clock too. An unknown or disabled tenant: 404.
import type { FastifyInstance } from 'fastify';
import { PUBLIC_SLIDES_ROUTE, PublicSlides, SlidePlacement } from '../../../shared/slides/api';
import { etagOf, matchesIfNoneMatch } from '../../plugins/protocol/etag';
import { showingSlides } from '../../slides/showing';
import { publicSlidesSchema } from './schemas';
import { refusePlain } from '../../publicReads/answer';

type Request = { Params: { tenantCode: string }; Querystring: { placement: SlidePlacement } };

export default async function slideRoutes(app: FastifyInstance) {
  app.get<Request>(PUBLIC_SLIDES_ROUTE, { schema: publicSlidesSchema }, async (request, reply) => {
    const { tenantCode } = request.params;
    const { placement } = request.query;
    const slides = await showingSlides(app.db, tenantCode, placement, app.now());
    if (!slides) return refusePlain(reply, 404, request.t, 'slide.public.tenantUnknown');
    const body: PublicSlides = { tenant: tenantCode, placement, slides };
    const etag = etagOf(JSON.stringify(body));
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return body;
  });
}
