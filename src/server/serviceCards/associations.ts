// Association cards: a card may lead the apps on to other cards of the same school
// (platformCardServiceConfig/submit sets them, in order; queryServiceCardConfigDetail reads
// them). serviceCardConfig/getAssociationCard offers the tenant's other cards to choose from;
// getAssociationCardConfig names the cards that lead to this one.
import { sql } from 'kysely';
import type { CardSummary } from '../../shared/serviceCards/api';
import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { refuse } from '../refusal';
import { Actor, auditCard } from './audit';
import { associatedIds, listCards, readCard } from './cardRows';

export async function associationCandidates(db: Db, tenantId: string, cardId: number): Promise<CardSummary[]> {
  await readCard(db, tenantId, cardId);
  return (await listCards(db, tenantId)).filter((c) => c.id !== cardId);
}

export async function associatedCards(db: Db, tenantId: string, cardId: number): Promise<CardSummary[]> {
  const ids = await associatedIds(db, tenantId, cardId);
  const all = await listCards(db, tenantId);
  return ids.map((id) => all.find((c) => c.id === id)).filter((c): c is CardSummary => !!c);
}

export async function cardsLeadingTo(db: Db, tenantId: string, cardId: number): Promise<CardSummary[]> {
  await readCard(db, tenantId, cardId);
  const { rows } = await sql<{
    id: number;
  }>`select card_id as id from service_card_associations where tenant_id = ${tenantId} and associated_id = ${cardId}`.execute(db);
  const ids = new Set(rows.map((r) => r.id));
  return (await listCards(db, tenantId)).filter((c) => ids.has(c.id));
}

export function saveAssociations(db: Db, actor: Actor, cardId: number, ids: number[]): Promise<void> {
  if (ids.includes(cardId)) refuse('serviceCards.selfAssociation', {}, { field: 'associatedIds' });
  return inTransaction(db, async (tx) => {
    await readCard(tx, actor.tenantId, cardId, true);
    const { rows } = await sql<{ id: number }>`select id from service_cards where tenant_id = ${actor.tenantId} and id = any(${ids}::int[])`.execute(tx);
    if (rows.length !== ids.length) refuse('serviceCards.cardNotFound', {}, { field: 'associatedIds' });
    const before = await associatedIds(tx, actor.tenantId, cardId);
    if (before.length === ids.length && before.every((id, i) => id === ids[i])) return;
    await sql`delete from service_card_associations where card_id = ${cardId}`.execute(tx);
    for (const [i, id] of ids.entries()) {
      await sql`insert into service_card_associations (tenant_id, card_id, associated_id, sort) values (${actor.tenantId}, ${cardId}, ${id}, ${i + 1})`.execute(
        tx,
      );
    }
    await sql`update service_cards set updated_at = now() where id = ${cardId}`.execute(tx);
    await auditCard(tx, actor, 'update', cardId, [{ path: 'associatedIds', before, after: ids }]);
  });
}
