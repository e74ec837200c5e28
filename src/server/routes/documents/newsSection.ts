// The legacy newsSectionConfig/enable { enable: boolean } (document 000 §1) over the appService
// document (src/server/news/enable.ts): a version through the generic save, published at once
// unless a draft is pending; the public read's cached answer is dropped when it wrote.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NEWS_PATHS } from '../../../shared/news/api';
import type { PublishedCache } from '../../documents/publicCache';
import { setNewsEnabled } from '../../news/enable';
import { bodySchema } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';
import { authOf } from '../../types';
import { writeAnswer, writeContextOf } from './writeCall';
import { recordedInside } from '../../audit/routeAudit';

const enableBody = bodySchema({ enable: { type: 'boolean' } }, ['enable']);

export function registerNewsSection(app: FastifyInstance, cache: PublishedCache): void {
  app.post(
    NEWS_PATHS.enable,
    { config: recordedInside, schema: { body: enableBody, response: envelopeResponse() } },
    async (request: FastifyRequest<{ Body: { enable: boolean } }>) => {
      const { tenantId } = authOf(request);
      const outcome = await setNewsEnabled(tenantId, request.body.enable, writeContextOf(app, request));
      return writeAnswer(request.t, outcome, () => cache.invalidate(tenantId, 'appService', ''));
    },
  );
}
