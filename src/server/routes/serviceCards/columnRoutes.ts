// cardcolumnconfig/*: a card's columns (list, detail, submit, remove, saveHandleRule,
// adjustOrder), the drop-down of its API's return params (getCardColumnDropDown), the check
// before enabling (checkConfig), the card's own settings (getCardDetailById), and the data
// sources with their APIs and parameters (getDataSourceList, getApiList, getApiDetail,
// getRequestParamByDataSource, getReturnParamByDataSource).
import type { FastifyInstance } from 'fastify';
import { CARD_PATHS, ColumnOption, ColumnSubmitBody } from '../../../shared/serviceCards/api';
import type { HandleRule } from '../../../shared/serviceCards/handleRules';
import { apiOf, DATA_SOURCES, sourceOf } from '../../../shared/serviceCards/sources';
import { ok } from '../../envelope';
import { refuse } from '../../refusal';
import { envelopeResponse } from '../../schemas/response';
import { listColumns, readCard } from '../../serviceCards/cardRows';
import { columnDetail, adjustOrder, removeColumns, saveHandleRule, submitColumn } from '../../serviceCards/columnWrites';
import { configProblems } from '../../serviceCards/configCheck';
import { authOf } from '../../types';
import { actorOf } from './actor';
import {
  adjustOrderSchema,
  apiSchema,
  cardIdSchema,
  COUNT_RESULT,
  columnSubmitSchema,
  emptySchema,
  handleRuleSchema,
  ID_RESULT,
  idSchema,
  idsSchema,
  LIST_RESULT,
  OBJECT_RESULT,
  sourceSchema,
} from './schemas';
import { recordedInside } from '../../audit/routeAudit';

type SourceBody = { dataSource: string };
type ApiBody = { dataSource: string; apiKey: string };

function apiOrRefuse(body: ApiBody) {
  const api = apiOf(body.dataSource, body.apiKey);
  if (!api) refuse('serviceCards.apiUnknown', {}, { field: 'apiKey' });
  return api;
}

export default async function columnRoutes(app: FastifyInstance) {
  const tenantOf = (request: Parameters<typeof authOf>[0]) => authOf(request).tenantId;

  app.post<{ Body: { cardId: number } }>(
    CARD_PATHS.columnList,
    { schema: { body: cardIdSchema, response: envelopeResponse(LIST_RESULT) } },
    async (request) => {
      await readCard(app.db, tenantOf(request), request.body.cardId);
      return ok(await listColumns(app.db, tenantOf(request), request.body.cardId));
    },
  );

  app.post<{ Body: { id: number } }>(CARD_PATHS.columnDetail, { schema: { body: idSchema, response: envelopeResponse(OBJECT_RESULT) } }, async (request) =>
    ok(await columnDetail(app.db, tenantOf(request), request.body.id)),
  );

  app.post<{ Body: ColumnSubmitBody }>(
    CARD_PATHS.columnSubmit,
    { config: recordedInside, schema: { body: columnSubmitSchema, response: envelopeResponse(ID_RESULT) } },
    async (request) =>
      ok({ id: await submitColumn(app.db, actorOf(request), { ...request.body, ruleArg: request.body.ruleArg ?? null }) }, request.t('common.saved')),
  );

  app.post<{ Body: { ids: number[] } }>(
    CARD_PATHS.columnRemove,
    { config: recordedInside, schema: { body: idsSchema, response: envelopeResponse(COUNT_RESULT) } },
    async (request) => ok({ removed: await removeColumns(app.db, actorOf(request), request.body.ids) }, request.t('common.removed')),
  );

  app.post<{ Body: { id: number; handleRule: HandleRule; ruleArg?: string | null } }>(
    CARD_PATHS.saveHandleRule,
    { config: recordedInside, schema: { body: handleRuleSchema, response: envelopeResponse(ID_RESULT) } },
    async (request) => {
      await saveHandleRule(app.db, actorOf(request), request.body.id, request.body.handleRule, request.body.ruleArg ?? null);
      return ok({ id: request.body.id }, request.t('common.saved'));
    },
  );

  app.post<{ Body: { cardId: number; ids: number[] } }>(
    CARD_PATHS.adjustOrder,
    { config: recordedInside, schema: { body: adjustOrderSchema, response: envelopeResponse(ID_RESULT) } },
    async (request) => {
      await adjustOrder(app.db, actorOf(request), request.body.cardId, request.body.ids);
      return ok({ id: request.body.cardId }, request.t('common.saved'));
    },
  );

  app.post<{ Body: { cardId: number } }>(
    CARD_PATHS.getCardColumnDropDown,
    { schema: { body: cardIdSchema, response: envelopeResponse(LIST_RESULT) } },
    async (request) => {
      const tenantId = tenantOf(request);
      const card = await readCard(app.db, tenantId, request.body.cardId);
      const used = new Set((await listColumns(app.db, tenantId, card.id)).map((c) => c.fieldKey));
      const options: ColumnOption[] = (apiOf(card.dataSource, card.apiKey)?.returnParams ?? []).map((p) => ({ ...p, used: used.has(p.key) }));
      return ok(options);
    },
  );

  app.post<{ Body: { cardId: number } }>(
    CARD_PATHS.checkConfig,
    { schema: { body: cardIdSchema, response: envelopeResponse(OBJECT_RESULT) } },
    async (request) => {
      const problems = await configProblems(app.db, tenantOf(request), request.body.cardId);
      return ok({ ok: problems.length === 0, problems: problems.map((p) => request.t(p.key, p.params)) });
    },
  );

  app.post<{ Body: { id: number } }>(CARD_PATHS.getCardDetailById, { schema: { body: idSchema, response: envelopeResponse(OBJECT_RESULT) } }, async (request) =>
    ok(await readCard(app.db, tenantOf(request), request.body.id)),
  );

  app.post(CARD_PATHS.getDataSourceList, { schema: { body: emptySchema, response: envelopeResponse(LIST_RESULT) } }, async () =>
    ok(DATA_SOURCES.map((s) => ({ key: s.key, label: s.label }))),
  );

  app.post<{ Body: SourceBody }>(CARD_PATHS.getApiList, { schema: { body: sourceSchema, response: envelopeResponse(LIST_RESULT) } }, async (request) => {
    const source = sourceOf(request.body.dataSource);
    if (!source) refuse('serviceCards.apiUnknown', {}, { field: 'dataSource' });
    return ok(source.apis.map((a) => ({ key: a.key, label: a.label, description: a.description })));
  });

  app.post<{ Body: ApiBody }>(CARD_PATHS.getApiDetail, { schema: { body: apiSchema, response: envelopeResponse(OBJECT_RESULT) } }, async (request) =>
    ok(apiOrRefuse(request.body)),
  );

  app.post<{ Body: ApiBody }>(
    CARD_PATHS.getRequestParamByDataSource,
    { schema: { body: apiSchema, response: envelopeResponse(LIST_RESULT) } },
    async (request) => ok(apiOrRefuse(request.body).requestParams),
  );

  app.post<{ Body: ApiBody }>(
    CARD_PATHS.getReturnParamByDataSource,
    { schema: { body: apiSchema, response: envelopeResponse(LIST_RESULT) } },
    async (request) => ok(apiOrRefuse(request.body).returnParams),
  );
}
