// Reading service cards (table service_cards, migration 033) of one tenant: the list with each
// card's column count, one card (another tenant's id or a removed one is refused as not found,
// never told apart), and the full detail with its columns and associations.
import { sql } from 'kysely';
import type { CardColumn, CardDetail, CardSummary, RequestValues } from '../../shared/serviceCards/api';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { refuse } from '../refusal';
import { tenantZone, zonedText } from '../time/tenantZone';

// the card's columns; its time written in the tenant's zone
const summary = (zone: string) => sql`c.id, c.name, c.status, c.data_source as "dataSource", c.api_key as "apiKey",
  (select count(*)::int from service_card_columns k where k.card_id = c.id) as "columnCount", ${zonedText(sql`c.updated_at`, zone)} as "updatedAt"`;

export async function listCards(db: Db | Tx, tenantId: string, nameContains = ''): Promise<CardSummary[]> {
  const like = `%${nameContains.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const { rows } = await sql<CardSummary>`select ${summary(await tenantZone(db as Db, tenantId))} from service_cards c
    where c.tenant_id = ${tenantId} and c.name ilike ${like} order by c.updated_at desc, c.id desc`.execute(db);
  return rows;
}

type CardRow = CardSummary & { requestParams: RequestValues; remark: string | null };

/** one card of the tenant, locked for the write under way when `lock`; refused when not the tenant's */
export async function readCard(db: Db | Tx, tenantId: string, id: number, lock = false): Promise<CardRow> {
  const { rows } =
    await sql<CardRow>`select ${summary(await tenantZone(db as Db, tenantId))}, c.request_params as "requestParams", c.remark from service_cards c
    where c.tenant_id = ${tenantId} and c.id = ${id} ${lock ? sql`for update` : sql``}`.execute(db);
  if (!rows[0]) refuse('serviceCards.cardNotFound');
  return rows[0];
}

/** a column's fields with its ties (a removed role dropped) and its owner's name, from service_card_columns k */
export const COLUMN_FIELDS = sql`k.id, k.card_id as "cardId", k.label, k.field_key as "fieldKey", k.handle_rule as "handleRule",
  k.rule_arg as "ruleArg", k.sort, array(select r.id from perm_roles r where r.id = any(k.role_ids) order by r.id) as "roleIds",
  k.flow_key as "flowKey", k.bus_type_id as "busTypeId", k.service_id as "serviceId", k.owner_id as "ownerId",
  (select p.name from people p where p.id = k.owner_id) as "ownerName"`;

export async function listColumns(db: Db | Tx, tenantId: string, cardId: number): Promise<CardColumn[]> {
  const { rows } = await sql<CardColumn>`select ${COLUMN_FIELDS} from service_card_columns k
    where k.tenant_id = ${tenantId} and k.card_id = ${cardId} order by k.sort, k.id`.execute(db);
  return rows;
}

export async function associatedIds(db: Db | Tx, tenantId: string, cardId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select associated_id as id from service_card_associations
    where tenant_id = ${tenantId} and card_id = ${cardId} order by sort, associated_id`.execute(db);
  return rows.map((r) => r.id);
}

export async function cardDetail(db: Db | Tx, tenantId: string, id: number): Promise<CardDetail> {
  const card = await readCard(db, tenantId, id);
  return { ...card, columns: await listColumns(db, tenantId, id), associatedIds: await associatedIds(db, tenantId, id) };
}
