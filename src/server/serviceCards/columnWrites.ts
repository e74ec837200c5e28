// A card's columns (table service_card_columns): added at the end or edited (cardcolumnconfig/
// submit: the label, a return parameter of the card's API, the handle rule with its argument, the
// column's ties: roles, flow, business type, service, owner — columnOptions.ts checks them),
// the handle rule alone (saveHandleRule), removed (remove), and reordered (adjustOrder: the
// card's column ids in their new order, every one of them). Each write is audited on its card.
import { sql } from 'kysely';
import { CardColumn, ColumnSubmitBody, COLUMN_LABEL_MAX, MAX_COLUMNS } from '../../shared/serviceCards/api';
import { ColumnLinks, NO_LINKS } from '../../shared/serviceCards/columnLinks';
import { HandleRule, ruleArgProblem } from '../../shared/serviceCards/handleRules';
import { apiOf } from '../../shared/serviceCards/sources';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';
import { refuse } from '../refusal';
import { Actor, auditCard, changesOf } from './audit';
import { COLUMN_FIELDS, listColumns, readCard } from './cardRows';
import { checkLinks } from './columnOptions';

async function readColumn(tx: Tx, tenantId: string, id: number): Promise<CardColumn> {
  const { rows } = await sql<CardColumn>`select ${COLUMN_FIELDS} from service_card_columns k where k.tenant_id = ${tenantId} and k.id = ${id}`.execute(tx);
  if (!rows[0]) refuse('serviceCards.columnNotFound');
  return rows[0];
}

export async function columnDetail(db: Db, tenantId: string, id: number): Promise<CardColumn> {
  return inTransaction(db, (tx) => readColumn(tx, tenantId, id));
}

function checkRule(rule: HandleRule, arg: string | null): string | null {
  const cleaned = rule === 'none' || rule === 'mask' ? null : (arg?.trim() ?? null);
  const problem = ruleArgProblem(rule, cleaned);
  if (problem) refuse(problem, {}, { field: 'ruleArg' });
  return cleaned;
}

/** cardcolumnconfig/submit: a new column goes last; its field must be one the card's API returns */
export function submitColumn(db: Db, actor: Actor, body: ColumnSubmitBody): Promise<number> {
  const label = body.label.trim();
  if (!label) refuse('serviceCards.labelRequired', {}, { field: 'label' });
  if ([...label].length > COLUMN_LABEL_MAX) refuse('serviceCards.labelTooLong', { max: COLUMN_LABEL_MAX }, { field: 'label' });
  const ruleArg = checkRule(body.handleRule, body.ruleArg);
  return inTransaction(db, async (tx) => {
    const card = await readCard(tx, actor.tenantId, body.cardId, true);
    const api = apiOf(card.dataSource, card.apiKey);
    if (!api) refuse('serviceCards.chooseApiFirst', {}, { field: 'fieldKey' });
    if (!api.returnParams.some((p) => p.key === body.fieldKey)) refuse('serviceCards.fieldUnknown', { field: body.fieldKey }, { field: 'fieldKey' });
    const before = body.id !== undefined ? await readColumn(tx, actor.tenantId, body.id) : null;
    if (before && before.cardId !== body.cardId) refuse('serviceCards.columnNotFound');
    const links = await checkLinks(tx, actor.tenantId, linksOf(body, before ?? NO_LINKS));
    const values = { label, fieldKey: body.fieldKey, handleRule: body.handleRule, ruleArg, ...links };
    if (before && body.id !== undefined) {
      await sql`update service_card_columns set label = ${label}, field_key = ${body.fieldKey}, handle_rule = ${body.handleRule},
        rule_arg = ${ruleArg}, role_ids = ${links.roleIds}::int[], flow_key = ${links.flowKey}, bus_type_id = ${links.busTypeId},
        service_id = ${links.serviceId}, owner_id = ${links.ownerId}, updated_at = now() where id = ${body.id}`.execute(tx);
      await touch(tx, body.cardId);
      await auditCard(tx, actor, 'update', body.cardId, changesOf(before, values, `columns.${body.id}.`));
      return body.id;
    }
    const existing = await listColumns(tx, actor.tenantId, body.cardId);
    if (existing.length >= MAX_COLUMNS) refuse('serviceCards.check.tooManyColumns', { max: MAX_COLUMNS });
    const sort = existing.reduce((m, c) => Math.max(m, c.sort), 0) + 1;
    const { rows } = await sql<{ id: number }>`insert into service_card_columns (tenant_id, card_id, label, field_key, handle_rule, rule_arg, sort,
      role_ids, flow_key, bus_type_id, service_id, owner_id) values (${actor.tenantId}, ${body.cardId}, ${label}, ${body.fieldKey}, ${body.handleRule},
      ${ruleArg}, ${sort}, ${links.roleIds}::int[], ${links.flowKey}, ${links.busTypeId}, ${links.serviceId}, ${links.ownerId}) returning id`.execute(tx);
    await touch(tx, body.cardId);
    await auditCard(tx, actor, 'update', body.cardId, [{ path: `columns.${rows[0].id}`, before: null, after: values }]);
    return rows[0].id;
  });
}

/** the ties sent, each left out kept as it was */
const linksOf = (body: Partial<ColumnLinks>, was: ColumnLinks): ColumnLinks => ({
  roleIds: body.roleIds ?? was.roleIds,
  flowKey: body.flowKey !== undefined ? body.flowKey : was.flowKey,
  busTypeId: body.busTypeId !== undefined ? body.busTypeId : was.busTypeId,
  serviceId: body.serviceId !== undefined ? body.serviceId : was.serviceId,
  ownerId: body.ownerId !== undefined ? body.ownerId : was.ownerId,
});

const touch = (tx: Tx, cardId: number) => sql`update service_cards set updated_at = now() where id = ${cardId}`.execute(tx);

/** cardcolumnconfig/saveHandleRule: one column's rule and argument */
export function saveHandleRule(db: Db, actor: Actor, id: number, handleRule: HandleRule, arg: string | null): Promise<void> {
  const ruleArg = checkRule(handleRule, arg);
  return inTransaction(db, async (tx) => {
    const before = await readColumn(tx, actor.tenantId, id);
    await readCard(tx, actor.tenantId, before.cardId, true);
    await sql`update service_card_columns set handle_rule = ${handleRule}, rule_arg = ${ruleArg}, updated_at = now() where id = ${id}`.execute(tx);
    await touch(tx, before.cardId);
    await auditCard(tx, actor, 'update', before.cardId, changesOf(before, { handleRule, ruleArg }, `columns.${id}.`));
  });
}

/** cardcolumnconfig/remove: the tenant's columns among `ids` */
export function removeColumns(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return inTransaction(db, async (tx) => {
    const { rows } = await sql<{ id: number; cardId: number; label: string }>`delete from service_card_columns
      where tenant_id = ${actor.tenantId} and id = any(${ids}::int[]) returning id, card_id as "cardId", label`.execute(tx);
    if (rows.length === 0) refuse('serviceCards.columnNotFound');
    for (const r of rows) {
      await touch(tx, r.cardId);
      await auditCard(tx, actor, 'update', r.cardId, [{ path: `columns.${r.id}`, before: r.label, after: null }]);
    }
    return rows.length;
  });
}

/** cardcolumnconfig/adjustOrder: every column of the card, in its new order */
export function adjustOrder(db: Db, actor: Actor, cardId: number, ids: number[]): Promise<void> {
  return inTransaction(db, async (tx) => {
    await readCard(tx, actor.tenantId, cardId, true);
    const columns = await listColumns(tx, actor.tenantId, cardId);
    const same = columns.length === ids.length && columns.every((c) => ids.includes(c.id));
    if (!same) refuse('serviceCards.orderMismatch', {}, { field: 'ids' });
    const before = columns.map((c) => c.id);
    if (before.every((id, i) => id === ids[i])) return;
    for (const [i, id] of ids.entries()) await sql`update service_card_columns set sort = ${i + 1} where id = ${id}`.execute(tx);
    await touch(tx, cardId);
    await auditCard(tx, actor, 'update', cardId, [{ path: 'columnOrder', before, after: ids }]);
  });
}
