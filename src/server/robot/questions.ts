// Questions of the robot's library (document 000 §3, §7): a page of them (by type and by text
// in the question, its similar phrasings or its answer), saved with their similar phrasings
// (trimmed, blank and repeated ones dropped) under a question text unique within the tenant,
// and removed. Every change bumps the library's version.
import { sql } from 'kysely';
import type { Page, QuestionRow, QuestionSaveBody } from '../../shared/robot/api';
import type { Db } from '../db/schema';
import { inTransaction, isUniqueViolation } from '../db/transaction';
import { escapeLike } from '../resources/list';
import { ownType } from './questionTypes';
import { refuse } from '../refusal';
import { bumpVersion } from './version';

export interface QuestionFilter {
  typeId?: number;
  text?: string;
  /** only the enabled questions (the apps' public read of the library) */
  enabledOnly?: boolean;
}

export async function listQuestions(db: Db, tenantId: string, filter: QuestionFilter, index: number, size: number): Promise<Page<QuestionRow>> {
  const like = filter.text ? `%${escapeLike(filter.text)}%` : null;
  const where = sql`q.tenant_id = ${tenantId}
    ${filter.typeId ? sql`and q.type_id = ${filter.typeId}` : sql``}
    ${filter.enabledOnly ? sql`and q.enabled` : sql``}
    ${like ? sql`and (q.question ilike ${like} escape '\\' or q.answer ilike ${like} escape '\\' or array_to_string(q.similar_questions, ' ') ilike ${like} escape '\\')` : sql``}`;
  const [page, count] = await Promise.all([
    sql<
      QuestionRow & { updatedAt: Date }
    >`select q.id, q.type_id as "typeId", t.name as "typeName", q.question, q.answer, q.similar_questions as similar, q.enabled, q.hits,
        q.updated_at as "updatedAt"
      from faq_questions q join faq_question_types t on t.id = q.type_id
      where ${where} order by t.sort, q.type_id, q.sort, q.id limit ${size} offset ${(index - 1) * size}`.execute(db),
    sql<{ total: number }>`select count(*)::int as total from faq_questions q where ${where}`.execute(db),
  ]);
  return {
    data: page.rows.map((r) => ({ ...r, similar: Array.isArray(r.similar) ? r.similar : [], updatedAt: new Date(r.updatedAt).toISOString() })),
    total: count.rows[0].total,
  };
}

/** Similar phrasings as stored: trimmed, without blanks, repeats (any case) or the question itself. */
export function cleanSimilar(question: string, similar: string[]): string[] {
  const seen = new Set([question.trim().toLowerCase()]);
  const out: string[] = [];
  for (const s of similar) {
    const text = s.trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

export async function saveQuestion(db: Db, tenantId: string, input: QuestionSaveBody): Promise<{ id: number }> {
  const question = input.question.trim();
  const answer = input.answer.trim();
  if (!question) refuse('robot.question.questionRequired', undefined, { field: 'question' });
  if (!answer) refuse('robot.question.answerRequired', undefined, { field: 'answer' });
  const similar = cleanSimilar(question, input.similar);
  try {
    return await inTransaction(db, async (tx) => {
      await ownType(tx, tenantId, input.typeId, true);
      const { rows: same } = await sql<{ id: number }>`select id from faq_questions
        where tenant_id = ${tenantId} and lower(trim(question)) = lower(${question}) and id <> ${input.id ?? 0}`.execute(tx);
      if (same.length) refuse('robot.question.duplicate', { question }, { field: 'question' });
      let id: number;
      if (input.id) {
        const { rows } = await sql<{ id: number }>`update faq_questions set type_id = ${input.typeId}, question = ${question}, answer = ${answer},
            similar_questions = ${similar}::text[], enabled = coalesce(${input.enabled ?? null}::boolean, enabled), updated_at = now()
          where tenant_id = ${tenantId} and id = ${input.id} returning id`.execute(tx);
        if (!rows[0]) refuse('robot.question.notFound');
        id = input.id;
      } else {
        const { rows } = await sql<{ id: number }>`insert into faq_questions (tenant_id, type_id, question, answer, similar_questions, enabled, sort)
          values (${tenantId}, ${input.typeId}, ${question}, ${answer}, ${similar}::text[], ${input.enabled ?? true},
            (select coalesce(max(sort), 0) + 1 from faq_questions where tenant_id = ${tenantId} and type_id = ${input.typeId}))
          returning id`.execute(tx);
        id = rows[0].id;
      }
      await bumpVersion(tx, tenantId);
      return { id };
    });
  } catch (e) {
    if (isUniqueViolation(e)) refuse('robot.question.duplicate', { question }, { field: 'question' });
    throw e;
  }
}

export async function removeQuestions(db: Db, tenantId: string, ids: number[]): Promise<{ removed: number }> {
  return inTransaction(db, async (tx) => {
    const { rows } = await sql<{ n: number }>`with del as (delete from faq_questions where tenant_id = ${tenantId} and id = any(${ids}::int[]) returning 1)
      select count(*)::int as n from del`.execute(tx);
    if (rows[0].n === 0) refuse('robot.question.notFound');
    await bumpVersion(tx, tenantId);
    return { removed: rows[0].n };
  });
}
