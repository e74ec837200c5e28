// The news section's synchronisation calls (document 000 §1, src/shared/news/api.ts) and the
// apps' read of its news; the domain is src/server/news. newsSectionConfig/enable is beside the
// other document calls (routes/documents/newsSection.ts: it shares their public-read cache).
//   POST handSyn {}          → the tenant's new job, or the one already waiting or running
//   POST synStatus { key }   → the job's progress (another tenant's key answers as an unknown one)
//   POST synCancel { key }   → asks it to stop; nothing it compared is applied
//   GET  /api/public/news/:tenantCode[?channel&current&size] (no sign-in) → AppNewsPage in plain JSON
//        with an ETag and 304, as every public read (publicReads/answer.ts); 404 { error } unknown tenant
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NEWS_PATHS, PUBLIC_NEWS_PATTERN } from '../../../shared/news/api';
import { NEWS_CHANNELS, NewsChannel } from '../../../shared/news/channels';
import { ok } from '../../envelope';
import { cancelNewsJob, findNewsJob, queueNewsJob } from '../../news/jobRows';
import { newsJobProgress } from '../../news/progress';
import { readPublicNews } from '../../news/publicNews';
import { refusePlain, sendPlain } from '../../publicReads/answer';
import { refuse } from '../../refusal';
import { bodySchema, getQuerySchema, text } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';
import { authOf } from '../../types';
import { newsCancelAudit, newsStartAudit } from './audit';

const keyBody = bodySchema({ key: text(64, 1) }, ['key']);

const publicNewsSchema = {
  params: { type: 'object', properties: { tenantCode: { type: 'string', maxLength: 32 } }, required: ['tenantCode'] },
  querystring: getQuerySchema({
    channel: { type: 'string', enum: [...NEWS_CHANNELS] },
    current: { type: 'integer', minimum: 1, maximum: 10_000 },
    size: { type: 'integer', minimum: 1, maximum: 50 },
  }),
  // 200 only: sent as the exact text its ETag is taken over
  response: {
    200: {
      type: 'object',
      required: ['data', 'total', 'enabled'],
      properties: { data: { type: 'array', items: { type: 'object', additionalProperties: true } }, total: { type: 'integer' }, enabled: { type: 'boolean' } },
    },
  },
} as const;

type PublicNewsRequest = FastifyRequest<{ Params: { tenantCode: string }; Querystring: { channel?: NewsChannel; current?: number; size?: number } }>;

export default async function newsRoutes(app: FastifyInstance) {
  const jobOf = async (tenantId: string, key: string) => (await findNewsJob(app.db, tenantId, key)) ?? refuse('appService.sync.notFound');

  app.post(NEWS_PATHS.start, { config: newsStartAudit, schema: { body: bodySchema(), response: envelopeResponse() } }, async (request) => {
    const auth = authOf(request);
    const job = await queueNewsJob(app.db, auth.tenantId, auth.userName, new Date(app.now()), auth.userId);
    app.news.runner.kick();
    return ok(newsJobProgress(job, request.t));
  });

  app.post<{ Body: { key: string } }>(NEWS_PATHS.status, { schema: { body: keyBody, response: envelopeResponse() } }, async (request) =>
    ok(newsJobProgress(await jobOf(authOf(request).tenantId, request.body.key), request.t)),
  );

  app.post<{ Body: { key: string } }>(
    NEWS_PATHS.cancel,
    { config: newsCancelAudit, schema: { body: keyBody, response: envelopeResponse() } },
    async (request) => {
      const { tenantId } = authOf(request);
      await cancelNewsJob(app.db, await jobOf(tenantId, request.body.key), new Date(app.now()));
      app.news.runner.kick();
      return ok(newsJobProgress(await jobOf(tenantId, request.body.key), request.t), request.t('appService.sync.cancelled'));
    },
  );

  app.get(PUBLIC_NEWS_PATTERN, { schema: publicNewsSchema }, async (request: PublicNewsRequest, reply) => {
    const page = await readPublicNews(app.db, request.params.tenantCode, request.query, app.now());
    if (!page) return refusePlain(reply, 404, request.t, 'publicRead.tenantUnknown');
    return sendPlain(request, reply, page);
  });
}
