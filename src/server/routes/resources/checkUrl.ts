// POST baseService/checkURL (document 002 §7) { url }: the url check of resources/checkUrl.ts.
// Answers 1000 with { url, addresses } or 9009 naming the field `url`.
import type { FastifyInstance } from 'fastify';
import { fieldError, invalid, ok } from '../../envelope';
import { checkUrl } from '../../resources/checkUrl';
import { bodySchema } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';
import { CHECK_URL_PATH } from '../../../shared/resources/files';

export default async function checkUrlRoute(app: FastifyInstance) {
  app.post<{ Body: { url: string } }>(
    CHECK_URL_PATH,
    { schema: { body: bodySchema({ url: { type: 'string', minLength: 1, maxLength: 2000 } }, ['url']), response: envelopeResponse() } },
    async (request) => {
      const { reason, addresses } = await checkUrl(request.body.url);
      if (reason) return invalid(request.t, [fieldError(request.t, 'url', reason, { field: request.t('checkUrl.field') })]);
      return ok({ url: request.body.url.trim(), addresses }, request.t('checkUrl.ok'));
    },
  );
}
