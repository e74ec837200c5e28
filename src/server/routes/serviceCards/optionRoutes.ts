// cardcolumnconfig/getRoleListClass, getFlowType, getBusTypeName, getParamTypeList, getServiceList,
// teacher/dropList (document 002 §7, all POST): the option lists a card column is tied through on
// /cardsConfigNew (src/shared/serviceCards/columnLinks.ts), from the session's tenant's tables.
import type { FastifyInstance } from 'fastify';
import { CARD_PATHS } from '../../../shared/serviceCards/api';
import type { TeacherDropListBody } from '../../../shared/serviceCards/columnLinks';
import { TEACHER_PICK_PAGE_SIZE } from '../../../shared/serviceCards/columnLinks';
import { apiOf } from '../../../shared/serviceCards/sources';
import { empty, ok } from '../../envelope';
import { refuse } from '../../refusal';
import { normalisePaging } from '../../resources/list';
import { envelopeResponse, PAGE_RESULT } from '../../schemas/response';
import { busTypes, flowTypes, paramTypes, roleClasses, serviceOptions, teacherPage } from '../../serviceCards/columnOptions';
import { authOf } from '../../types';
import { emptySchema, LIST_RESULT, paramTypeSchema, serviceListSchema, teacherDropListSchema } from './schemas';

const textOf = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);

export default async function optionRoutes(app: FastifyInstance) {
  const tenantOf = (request: Parameters<typeof authOf>[0]) => authOf(request).tenantId;
  const list = { body: emptySchema, response: envelopeResponse(LIST_RESULT) };

  app.post(CARD_PATHS.getRoleListClass, { schema: list }, async (request) => ok(await roleClasses(app.db, tenantOf(request))));
  app.post(CARD_PATHS.getFlowType, { schema: list }, async (request) => ok(await flowTypes(app.db, tenantOf(request))));
  app.post(CARD_PATHS.getBusTypeName, { schema: list }, async (request) => ok(await busTypes(app.db, tenantOf(request))));

  app.post<{ Body: { dataSource?: string; apiKey?: string } }>(
    CARD_PATHS.getParamTypeList,
    { schema: { body: paramTypeSchema, response: envelopeResponse(LIST_RESULT) } },
    async (request) => {
      const { dataSource, apiKey } = request.body;
      if (!dataSource && !apiKey) return ok(paramTypes());
      const api = apiOf(dataSource, apiKey);
      if (!api) refuse('serviceCards.apiUnknown', {}, { field: 'apiKey' });
      return ok(paramTypes(api));
    },
  );

  app.post<{ Body: { name?: string } }>(
    CARD_PATHS.getServiceList,
    { schema: { body: serviceListSchema, response: envelopeResponse(LIST_RESULT) } },
    async (request) => ok(await serviceOptions(app.db, tenantOf(request), textOf(request.body.name))),
  );

  app.post<{ Body: TeacherDropListBody }>(
    CARD_PATHS.teacherDropList,
    { schema: { body: teacherDropListSchema, response: envelopeResponse(PAGE_RESULT) } },
    async (request) => {
      const { index, size } = normalisePaging(request.body.pageIndex, request.body.pageSize ?? TEACHER_PICK_PAGE_SIZE);
      const page = await teacherPage(app.db, tenantOf(request), textOf(request.body.name), index, size);
      return page.total === 0 ? empty(page, request.t('common.noData')) : ok(page);
    },
  );
}
