// How the robot library's writes reach the history (audit/routeAudit.ts recordedBy): a question
// type or a question saved (its fields before and after), or removed (each as it was).
import { sql } from 'kysely';
import { HAND_BUILT_KEYS } from '../../../shared/audit/handBuiltTargets';
import type { IdsBody, QuestionSaveBody, QuestionTypeSaveBody } from '../../../shared/robot/api';
import { changesBetween, rowsById } from '../../audit/callChanges';
import { recordedBy } from '../../audit/routeAudit';
import type { Db } from '../../db/schema';

interface TypeRow {
  id: number;
  name: string;
  sort: number;
}
interface QuestionRow {
  id: number;
  question: string;
  answer: string;
  type: string;
  similar: string[];
  enabled: boolean;
}
const TYPE_FIELDS = ['name', 'sort'];
const QUESTION_FIELDS = ['question', 'answer', 'type', 'similar', 'enabled'];

const types = (db: Db, tenantId: string, ids: number[]) =>
  rowsById(db, sql<TypeRow>`select id, name, sort from faq_question_types where tenant_id = ${tenantId} and id = any(${ids}::int[])`);
const questions = (db: Db, tenantId: string, ids: number[]) =>
  rowsById(
    db,
    sql<QuestionRow>`select q.id, q.question, q.answer, t.name as type, q.similar_questions as similar, q.enabled
      from faq_questions q join faq_question_types t on t.id = q.type_id where q.tenant_id = ${tenantId} and q.id = any(${ids}::int[])`,
  );

export const typeSaveAudit = recordedBy<QuestionTypeSaveBody, { id: number }, TypeRow | null>({
  key: HAND_BUILT_KEYS.robotQuestionTypes,
  action: 'update',
  before: async ({ db, tenantId, body }) => (body.id ? ((await types(db, tenantId, [body.id])).get(String(body.id)) ?? null) : null),
  entries: async ({ db, tenantId, result, before }) => {
    const after = (await types(db, tenantId, [result.id])).get(String(result.id)) ?? null;
    const changes = changesBetween(before, after, TYPE_FIELDS);
    return changes.length ? [{ id: result.id, action: before ? 'update' : 'create', changes }] : [];
  },
});

export const typeRemoveAudit = recordedBy<IdsBody, unknown, Map<string, TypeRow>>({
  key: HAND_BUILT_KEYS.robotQuestionTypes,
  action: 'remove',
  before: ({ db, tenantId, body }) => types(db, tenantId, body.ids),
  entries: ({ before }) => [...before.values()].map((r) => ({ id: r.id, title: r.name, changes: changesBetween(r, null, TYPE_FIELDS) })),
});

export const questionSaveAudit = recordedBy<QuestionSaveBody, { id: number }, QuestionRow | null>({
  key: HAND_BUILT_KEYS.robotQuestions,
  action: 'update',
  before: async ({ db, tenantId, body }) => (body.id ? ((await questions(db, tenantId, [body.id])).get(String(body.id)) ?? null) : null),
  entries: async ({ db, tenantId, result, before }) => {
    const after = (await questions(db, tenantId, [result.id])).get(String(result.id)) ?? null;
    const changes = changesBetween(before, after, QUESTION_FIELDS);
    return changes.length ? [{ id: result.id, action: before ? 'update' : 'create', changes }] : [];
  },
});

export const questionRemoveAudit = recordedBy<IdsBody, unknown, Map<string, QuestionRow>>({
  key: HAND_BUILT_KEYS.robotQuestions,
  action: 'remove',
  before: ({ db, tenantId, body }) => questions(db, tenantId, body.ids),
  entries: ({ before }) => [...before.values()].map((r) => ({ id: r.id, title: r.question, changes: changesBetween(r, null, QUESTION_FIELDS) })),
});
