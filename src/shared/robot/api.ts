// The wire contract of the robot's FAQ library (document 000 §1, §3, §7; SCREENS.md
// /robotFAQLibrary): question types, questions with their similar phrasings, and "try it". The
// paths of document 000 §7 are used under /api/blade-platform; `aiquestion/try` is ours. Every
// call is POST with a JSON body unless marked GET; the tenant is always the token's.
import { PLATFORM } from '../protocol/constants';
import type { PublicReadDef } from '../publicReads/api';

export const ROBOT_PATHS = {
  /** GET → QuestionTypeRow[] (document 000 §7) */
  typeList: `${PLATFORM}/questionType/list`,
  /** QuestionTypeSaveBody → {id} (document 000 §7): with id a rename, without one an add */
  typeSave: `${PLATFORM}/questionType/saveOrUpdate`,
  /** IdsBody → {removed}; refused while a type still holds questions (document 000 §7) */
  typeRemove: `${PLATFORM}/questionType/remove`,
  /** QuestionListBody → Page<QuestionRow> (document 000 §7) */
  questionList: `${PLATFORM}/aiquestion/list`,
  /** QuestionSaveBody → {id} (document 000 §7): with id an update, without one an add */
  questionSave: `${PLATFORM}/aiquestion/save`,
  /** IdsBody → {removed} (document 000 §7) */
  questionRemove: `${PLATFORM}/aiquestion/remove`,
  /** TryBody → TryResult: the library's answer to a typed question, as the robot ranks it (ours) */
  questionTry: `${PLATFORM}/aiquestion/try`,
} as const;

/**
 * The library as the apps read it (GET /api/public/collections/:tenantCode/faqLibrary, as a
 * collection's `publicRead`): enabled questions, in the console's order, with their type's name;
 * the similar phrasings, hits and switches stay the console's. Its "try it" is
 * GET /api/public/robot/:tenantCode/answer?q= (src/shared/publicReads/api.ts).
 */
export const FAQ_LIBRARY_PUBLIC = {
  key: 'faqLibrary',
  publicRead: { fields: ['typeName', 'question', 'answer'], when: { field: 'enabled', value: true } },
} as const satisfies { key: string; publicRead: PublicReadDef };

export const TYPE_NAME_MAX = 30;
export const QUESTION_MAX = 200;
export const ANSWER_MAX = 2000;
/** similar phrasings a question may carry */
export const SIMILAR_MAX = 20;
export const SEARCH_TEXT_MAX = 50;
export const TRY_TEXT_MAX = 200;
export const REMOVE_MAX = 200;
/** how many ranked candidates "try it" shows */
export const TRY_CANDIDATES = 5;

export interface Page<R> {
  data: R[];
  total: number;
}

export interface QuestionTypeRow {
  id: number;
  name: string;
  sort: number;
  /** the questions filed under it */
  questionCount: number;
}
export interface QuestionTypeSaveBody {
  tenantId?: string;
  id?: number;
  name: string;
  sort?: number;
}
export interface IdsBody {
  tenantId?: string;
  ids: number[];
}

export interface QuestionRow {
  id: number;
  typeId: number;
  typeName: string;
  question: string;
  answer: string;
  similar: string[];
  enabled: boolean;
  hits: number;
  updatedAt: string;
}
export interface QuestionListBody {
  tenantId?: string;
  typeId?: number;
  /** matches the question, its similar phrasings or its answer */
  text?: string;
  pageIndex?: number;
  pageSize?: number;
}
export interface QuestionSaveBody {
  tenantId?: string;
  id?: number;
  typeId: number;
  question: string;
  answer: string;
  similar: string[];
  enabled?: boolean;
}

export interface TryBody {
  tenantId?: string;
  text: string;
}
export interface TryCandidate {
  /** 1 for the best */
  rank: number;
  questionId: number;
  question: string;
  /** the question's text or the similar phrasing that matched best */
  matched: string;
  typeName: string;
  answer: string;
  /** 0–1; 1 is the same text */
  score: number;
}
export interface TryResult {
  candidates: TryCandidate[];
  /** the top candidate when its score reaches the threshold; null: no confident answer */
  chosen: TryCandidate | null;
  threshold: number;
  /** the questions the library answered from */
  librarySize: number;
}
