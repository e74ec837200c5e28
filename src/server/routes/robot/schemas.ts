// Body schemas of the robot library's calls (src/shared/robot/api.ts): texts bounded and
// non-empty where the call needs them, ids within PostgreSQL's integer, id lists bounded and
// without repeats; anything malformed is a 9009 before any query.
import { ANSWER_MAX, QUESTION_MAX, REMOVE_MAX, SEARCH_TEXT_MAX, SIMILAR_MAX, TRY_TEXT_MAX, TYPE_NAME_MAX } from '../../../shared/robot/api';
import { bodySchema, getQuerySchema, ID, INT_MAX, PAGING, text } from '../../schemas/request';

const ids = { type: 'array', items: ID, minItems: 1, maxItems: REMOVE_MAX, uniqueItems: true } as const;

export const typeListSchema = getQuerySchema();
export const typeSaveSchema = bodySchema({ id: ID, name: text(TYPE_NAME_MAX, 1), sort: { type: 'integer', minimum: 0, maximum: 1_000_000 } }, ['name']);
export const removeSchema = bodySchema({ ids }, ['ids']);

export const questionListSchema = bodySchema({
  ...PAGING,
  typeId: { type: ['integer', 'null'], minimum: 1, maximum: INT_MAX },
  text: { type: ['string', 'null'], maxLength: SEARCH_TEXT_MAX },
});
export const questionSaveSchema = bodySchema(
  {
    id: ID,
    typeId: ID,
    question: text(QUESTION_MAX, 1),
    answer: text(ANSWER_MAX, 1),
    similar: { type: 'array', maxItems: SIMILAR_MAX, items: text(QUESTION_MAX) },
    enabled: { type: 'boolean' },
  },
  ['typeId', 'question', 'answer'],
);
export const trySchema = bodySchema({ text: text(TRY_TEXT_MAX, 1) }, ['text']);
