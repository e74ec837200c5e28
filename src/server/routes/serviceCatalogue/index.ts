// The service catalogue's calls beyond its collections' definitions (src/shared/services/
// catalogue.ts): serviceInfo/getAllServerDict, flowServiceConfig/getNum and getOne, all GET, and
// serviceInfo/richTextEditor/serviceList (POST, a read: postReads.ts). The tenant is the token's.
// serviceItem/update is the services definition's inlineEdit (routes/resources/calls.ts).
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_PATHS, RICH_TEXT_SERVICE_NAME_MAX, RichTextServicesBody } from '../../../shared/services/catalogue';
import { empty, ok, refusedAs } from '../../envelope';
import { bodySchema, getQuerySchema, PAGING, text } from '../../schemas/request';
import { envelopeResponse, objectResult } from '../../schemas/response';
import { richTextServices } from '../../serviceCatalogue/richTextServices';
import { allServerDict } from '../../serviceCatalogue/allServerDict';
import { flowServiceByKey, flowServiceCounts } from '../../serviceCatalogue/flowServices';
import { authOf } from '../../types';

const LIST = { type: 'array', items: { type: 'object', additionalProperties: true } } as const;
const COUNT = { type: 'integer' } as const;

export default async function serviceCatalogueRoutes(app: FastifyInstance) {
  app.get(
    CATALOGUE_PATHS.allServerDict,
    {
      schema: {
        querystring: getQuerySchema(),
        response: envelopeResponse(objectResult({ types: LIST, scenes: LIST, marks: LIST, roles: LIST, labels: LIST, identities: LIST })),
      },
    },
    async (request) => ok(await allServerDict({ db: app.db, tenantId: authOf(request).tenantId, t: request.t })),
  );

  app.get(
    CATALOGUE_PATHS.flowGetNum,
    { schema: { querystring: getQuerySchema(), response: envelopeResponse(objectResult({ total: COUNT, enabled: COUNT })) } },
    async (request) => ok(await flowServiceCounts(app.db, authOf(request).tenantId)),
  );

  app.get<{ Querystring: { flowKey: string } }>(
    CATALOGUE_PATHS.flowGetOne,
    { schema: { querystring: getQuerySchema({ flowKey: text(64, 1) }, ['flowKey']), response: envelopeResponse() } },
    async (request) => {
      const found = await flowServiceByKey(app.db, authOf(request).tenantId, request.query.flowKey);
      return found ? ok(found) : refusedAs(request.t, 'flowService.notFound');
    },
  );

  app.post<{ Body: RichTextServicesBody }>(
    CATALOGUE_PATHS.richTextServices,
    { schema: { body: bodySchema({ ...PAGING, name: text(RICH_TEXT_SERVICE_NAME_MAX) }), response: envelopeResponse() } },
    async (request) => {
      const page = await richTextServices(app.db, authOf(request).tenantId, request.body);
      return page.data.length === 0 ? empty(page, request.t('common.noData')) : ok(page);
    },
  );
}
