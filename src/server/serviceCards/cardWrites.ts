// Writing service cards: a new draft (serviceCardConfig/getTempId: the designer asks for the id
// first, so columns attach to it at once), the card's settings (saveCardConfig: name unique in
// the school, the data source and API known, request values checked against the API's request
// params), its status (updateCardStatus: enabling needs a complete card, see configCheck.ts) and
// removal (delCardConfig). Each write is audited in its own transaction.
import { sql } from 'kysely';
import type { CardStatus, RequestValues, SaveCardBody } from '../../shared/serviceCards/api';
import { apiOf, RequestParam } from '../../shared/serviceCards/sources';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';
import { refuse } from '../refusal';
import type { Translate } from '../types';
import { Actor, auditCard, changesOf } from './audit';
import { readCard } from './cardRows';
import { configProblems } from './configCheck';

async function nameTaken(tx: Tx, tenantId: string, name: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await sql`select 1 from service_cards where tenant_id = ${tenantId} and lower(name) = lower(${name})
    and id <> ${exceptId ?? 0} limit 1`.execute(tx);
  return rows.length > 0;
}

/** serviceCardConfig/getTempId: a new draft named 未命名卡片 N (the first N free), its id */
export function createDraftCard(db: Db, actor: Actor, t: Translate): Promise<number> {
  return inTransaction(db, async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`service_cards:${actor.tenantId}`}))`.execute(tx);
    let n = 1;
    while (await nameTaken(tx, actor.tenantId, t('serviceCards.untitled', { n }), null)) n += 1;
    const name = t('serviceCards.untitled', { n });
    const { rows } = await sql<{ id: number }>`insert into service_cards (tenant_id, name) values (${actor.tenantId}, ${name}) returning id`.execute(tx);
    await auditCard(tx, actor, 'create', rows[0].id, [{ path: 'name', before: null, after: name }]);
    return rows[0].id;
  });
}

function checkRequestValue(p: RequestParam, value: unknown): string | number | null {
  const blank = value === undefined || value === null || value === '';
  if (blank) {
    if (p.required && p.default === null) refuse('serviceCards.paramRequired', { param: p.key }, { field: `requestParams.${p.key}` });
    return p.default;
  }
  if (p.type === 'number') {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(n) || (p.min !== undefined && n < p.min) || (p.max !== undefined && n > p.max)) {
      refuse('serviceCards.paramRange', { param: p.key, min: p.min ?? 0, max: p.max ?? 0 }, { field: `requestParams.${p.key}` });
    }
    return n;
  }
  const text = String(value).trim();
  if (p.maxLength !== undefined && [...text].length > p.maxLength)
    refuse('serviceCards.paramTooLong', { param: p.key, max: p.maxLength }, { field: `requestParams.${p.key}` });
  return text || null;
}

/** the request values the API takes (others dropped), defaults filled in */
export function checkedRequestValues(dataSource: string | null, apiKey: string | null, values: RequestValues): RequestValues {
  if (dataSource === null || apiKey === null) return {};
  const api = apiOf(dataSource, apiKey);
  if (!api) refuse('serviceCards.apiUnknown', {}, { field: 'apiKey' });
  return Object.fromEntries(api.requestParams.map((p) => [p.key, checkRequestValue(p, values[p.key])]));
}

/** serviceCardConfig/saveCardConfig: the card's name, source, API, request values and remark */
export function saveCard(db: Db, actor: Actor, body: SaveCardBody): Promise<void> {
  const name = body.name.trim();
  if (!name) refuse('serviceCards.nameRequired', {}, { field: 'name' });
  if ((body.dataSource === null) !== (body.apiKey === null)) refuse('serviceCards.apiUnknown', {}, { field: 'apiKey' });
  const requestParams = checkedRequestValues(body.dataSource, body.apiKey, body.requestParams);
  return inTransaction(db, async (tx) => {
    const before = await readCard(tx, actor.tenantId, body.id, true);
    if (await nameTaken(tx, actor.tenantId, name, body.id)) refuse('serviceCards.nameTaken', { name }, { field: 'name' });
    const after = { name, dataSource: body.dataSource, apiKey: body.apiKey, requestParams, remark: body.remark?.trim() || null };
    const changes = changesOf(before, after);
    if (changes.length === 0) return;
    await sql`update service_cards set name = ${after.name}, data_source = ${after.dataSource}, api_key = ${after.apiKey},
      request_params = ${JSON.stringify(requestParams)}::jsonb, remark = ${after.remark}, updated_at = now()
      where tenant_id = ${actor.tenantId} and id = ${body.id}`.execute(tx);
    // an enabled card whose settings no longer hold goes back to a draft
    if (before.status === 'enabled' && (await configProblems(tx, actor.tenantId, body.id)).length > 0) {
      await sql`update service_cards set status = 'draft' where id = ${body.id}`.execute(tx);
      changes.push({ path: 'status', before: 'enabled', after: 'draft' });
    }
    await auditCard(tx, actor, 'update', body.id, changes);
  });
}

/** serviceCardConfig/updateCardStatus: enabling asks for a complete card (checkConfig) */
export function updateCardStatus(db: Db, actor: Actor, id: number, status: CardStatus, t: Translate): Promise<void> {
  return inTransaction(db, async (tx) => {
    const before = await readCard(tx, actor.tenantId, id, true);
    if (before.status === status) return;
    if (status === 'enabled') {
      const problems = await configProblems(tx, actor.tenantId, id);
      if (problems.length > 0) refuse('serviceCards.notComplete', { problems: problems.map((p) => t(p.key, p.params)).join('；') });
    }
    await sql`update service_cards set status = ${status}, updated_at = now() where tenant_id = ${actor.tenantId} and id = ${id}`.execute(tx);
    await auditCard(tx, actor, 'update', id, [{ path: 'status', before: before.status, after: status }]);
  });
}

/** serviceCardConfig/delCardConfig: the tenant's cards among `ids` (columns and associations go with them); an enabled card is refused */
export function removeCards(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return inTransaction(db, async (tx) => {
    const { rows } = await sql<{ id: number; name: string; status: CardStatus }>`select id, name, status from service_cards
      where tenant_id = ${actor.tenantId} and id = any(${ids}::int[]) for update`.execute(tx);
    if (rows.length === 0) refuse('serviceCards.cardNotFound');
    const enabled = rows.find((r) => r.status === 'enabled');
    if (enabled) refuse('serviceCards.removeEnabled', { name: enabled.name });
    await sql`delete from service_cards where tenant_id = ${actor.tenantId} and id = any(${rows.map((r) => r.id)}::int[])`.execute(tx);
    for (const r of rows) await auditCard(tx, actor, 'remove', r.id, [{ path: 'name', before: r.name, after: null }], r.name);
    return rows.length;
  });
}
