// Question types of the robot's library (document 000 §3, §7): listed with their question
// counts, added or renamed (names unique within the tenant, any case), removed only when empty.
import { sql } from 'kysely';
import type { QuestionTypeRow } from '../../shared/robot/api';
import type { Db } from '../db/schema';
import { inTransaction, isUniqueViolation, Tx } from '../db/transaction';
import { refuse } from '../refusal';
import { bumpVersion } from './version';

export async function listTypes(db: Db, tenantId: string): Promise<QuestionTypeRow[]> {
  const { rows } = await sql<QuestionTypeRow>`select t.id, t.name, t.sort,
      (select count(*)::int from faq_questions q where q.type_id = t.id) as "questionCount"
    from faq_question_types t where t.tenant_id = ${tenantId} order by t.sort, t.id`.execute(db);
  return rows;
}

/** The type when it is this tenant's; refused otherwise. With `lock` (a question filed under it)
 *  the row is key-share locked, so a removal running at the same time waits and then counts it. */
export async function ownType(db: Db | Tx, tenantId: string, id: number, lock = false): Promise<{ id: number; name: string }> {
  const { rows } = await sql<{ id: number; name: string }>`select id, name from faq_question_types where tenant_id = ${tenantId} and id = ${id}
    ${lock ? sql`for key share` : sql``}`.execute(db);
  return rows[0] ?? refuse('robot.type.notFound');
}

export async function saveType(db: Db, tenantId: string, input: { id?: number; name: string; sort?: number }): Promise<{ id: number }> {
  const name = input.name.trim();
  if (!name) refuse('robot.type.nameRequired', undefined, { field: 'name' });
  try {
    return await inTransaction(db, async (tx) => {
      const { rows: same } = await sql<{ id: number }>`select id from faq_question_types
        where tenant_id = ${tenantId} and lower(trim(name)) = lower(${name}) and id <> ${input.id ?? 0}`.execute(tx);
      if (same.length) refuse('robot.type.duplicate', { name }, { field: 'name' });
      let id: number;
      if (input.id) {
        await ownType(tx, tenantId, input.id);
        await sql`update faq_question_types set name = ${name}, sort = coalesce(${input.sort ?? null}::int, sort), updated_at = now()
          where tenant_id = ${tenantId} and id = ${input.id}`.execute(tx);
        id = input.id;
      } else {
        const { rows } = await sql<{ id: number }>`insert into faq_question_types (tenant_id, name, sort)
          values (${tenantId}, ${name}, coalesce(${input.sort ?? null}::int, (select coalesce(max(sort), 0) + 1 from faq_question_types where tenant_id = ${tenantId})))
          returning id`.execute(tx);
        id = rows[0].id;
      }
      await bumpVersion(tx, tenantId);
      return { id };
    });
  } catch (e) {
    // two saves of one name at once: the unique index decides
    if (isUniqueViolation(e)) refuse('robot.type.duplicate', { name }, { field: 'name' });
    throw e;
  }
}

/** Removes empty types; a type still holding questions refuses the whole call with its count. */
export async function removeTypes(db: Db, tenantId: string, ids: number[]): Promise<{ removed: number }> {
  return inTransaction(db, async (tx) => {
    // lock first, then count: a question being filed under one of them is either counted or
    // waits and then finds its type gone
    const { rows: locked } = await sql<{ id: number }>`select id from faq_question_types
      where tenant_id = ${tenantId} and id = any(${ids}::int[]) order by id for update`.execute(tx);
    if (locked.length !== new Set(ids).size) refuse('robot.type.notFound');
    const { rows } = await sql<{ id: number; name: string; n: number }>`select t.id, t.name,
        (select count(*)::int from faq_questions q where q.type_id = t.id) as n
      from faq_question_types t where t.tenant_id = ${tenantId} and t.id = any(${ids}::int[]) order by t.sort, t.id`.execute(tx);
    const full = rows.find((r) => r.n > 0);
    if (full) refuse('robot.type.hasQuestions', { name: full.name, count: full.n });
    await sql`delete from faq_question_types where tenant_id = ${tenantId} and id = any(${ids}::int[])`.execute(tx);
    await bumpVersion(tx, tenantId);
    return { removed: rows.length };
  });
}
