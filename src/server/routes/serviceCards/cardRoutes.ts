// serviceCardConfig/*: the cards of the designer (list ours, getTempId, saveCardConfig,
// updateCardStatus, cardConfigDetail, delCardConfig, getAssociationCard, getAssociationCardConfig,
// preview) and platformCardServiceConfig/submit and queryServiceCardConfigDetail (the association
// cards). Refusals (not the tenant's card, a taken name, an incomplete card) come from the domain.
import type { FastifyInstance } from 'fastify';
import { CARD_PATHS, CardStatus, SaveCardBody } from '../../../shared/serviceCards/api';
import { empty, ok } from '../../envelope';
import { envelopeResponse } from '../../schemas/response';
import { associatedCards, associationCandidates, cardsLeadingTo, saveAssociations } from '../../serviceCards/associations';
import { cardDetail, listCards } from '../../serviceCards/cardRows';
import { createDraftCard, removeCards, saveCard, updateCardStatus } from '../../serviceCards/cardWrites';
import { previewCard } from '../../serviceCards/preview';
import { authOf } from '../../types';
import { actorOf } from './actor';
import {
  associationSchema,
  COUNT_RESULT,
  emptySchema,
  ID_RESULT,
  idSchema,
  idsSchema,
  LIST_RESULT,
  listSchema,
  OBJECT_RESULT,
  saveCardSchema,
  statusSchema,
} from './schemas';
import { recordedInside } from '../../audit/routeAudit';

export default async function cardRoutes(app: FastifyInstance) {
  const tenantOf = (request: Parameters<typeof authOf>[0]) => authOf(request).tenantId;

  app.post<{ Body: { name?: string } }>(CARD_PATHS.list, { schema: { body: listSchema, response: envelopeResponse(LIST_RESULT) } }, async (request) => {
    const cards = await listCards(app.db, tenantOf(request), request.body.name?.trim() ?? '');
    return cards.length === 0 ? empty(cards, request.t('common.noData')) : ok(cards);
  });

  app.post(CARD_PATHS.getTempId, { config: recordedInside, schema: { body: emptySchema, response: envelopeResponse(ID_RESULT) } }, async (request) =>
    ok({ id: await createDraftCard(app.db, actorOf(request), request.t) }),
  );

  app.post<{ Body: SaveCardBody }>(
    CARD_PATHS.saveCardConfig,
    { config: recordedInside, schema: { body: saveCardSchema, response: envelopeResponse(ID_RESULT) } },
    async (request) => {
      await saveCard(app.db, actorOf(request), request.body);
      return ok({ id: request.body.id }, request.t('common.saved'));
    },
  );

  app.post<{ Body: { id: number; status: CardStatus } }>(
    CARD_PATHS.updateCardStatus,
    { config: recordedInside, schema: { body: statusSchema, response: envelopeResponse(ID_RESULT) } },
    async (request) => {
      await updateCardStatus(app.db, actorOf(request), request.body.id, request.body.status, request.t);
      return ok({ id: request.body.id }, request.t('common.saved'));
    },
  );

  app.post<{ Body: { id: number } }>(CARD_PATHS.cardConfigDetail, { schema: { body: idSchema, response: envelopeResponse(OBJECT_RESULT) } }, async (request) =>
    ok(await cardDetail(app.db, tenantOf(request), request.body.id)),
  );

  app.post<{ Body: { ids: number[] } }>(
    CARD_PATHS.delCardConfig,
    { config: recordedInside, schema: { body: idsSchema, response: envelopeResponse(COUNT_RESULT) } },
    async (request) => ok({ removed: await removeCards(app.db, actorOf(request), request.body.ids) }, request.t('common.removed')),
  );

  app.post<{ Body: { id: number } }>(CARD_PATHS.getAssociationCard, { schema: { body: idSchema, response: envelopeResponse(LIST_RESULT) } }, async (request) =>
    ok(await associationCandidates(app.db, tenantOf(request), request.body.id)),
  );

  app.post<{ Body: { id: number } }>(
    CARD_PATHS.getAssociationCardConfig,
    { schema: { body: idSchema, response: envelopeResponse(LIST_RESULT) } },
    async (request) => ok(await cardsLeadingTo(app.db, tenantOf(request), request.body.id)),
  );

  app.post<{ Body: { id: number } }>(CARD_PATHS.preview, { schema: { body: idSchema, response: envelopeResponse(OBJECT_RESULT) } }, async (request) =>
    ok(await previewCard(app.db, tenantOf(request), request.body.id)),
  );

  app.post<{ Body: { id: number; associatedIds: number[] } }>(
    CARD_PATHS.associationSubmit,
    { config: recordedInside, schema: { body: associationSchema, response: envelopeResponse(ID_RESULT) } },
    async (request) => {
      await saveAssociations(app.db, actorOf(request), request.body.id, request.body.associatedIds);
      return ok({ id: request.body.id }, request.t('common.saved'));
    },
  );

  app.post<{ Body: { id: number } }>(
    CARD_PATHS.queryServiceCardConfigDetail,
    { schema: { body: idSchema, response: envelopeResponse(LIST_RESULT) } },
    async (request) => {
      const tenantId = tenantOf(request);
      await cardDetail(app.db, tenantId, request.body.id);
      return ok(await associatedCards(app.db, tenantId, request.body.id));
    },
  );
}
