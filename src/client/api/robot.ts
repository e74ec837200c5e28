// Typed calls of the robot's FAQ library (src/shared/robot/api.ts). The question list is a plain
// {data, total} page and goes through the paged table's fetchPage; these are the rest. The
// request layer adds the tenantId, wraps the bodies and signs every call.
import type { Envelope } from '../../shared/protocol';
import { IdsBody, QuestionSaveBody, QuestionTypeRow, QuestionTypeSaveBody, ROBOT_PATHS, TryResult } from '../../shared/robot/api';
import type { Api } from './types';

/** GET questionType/list (document 000 §7). */
export const fetchQuestionTypes = (api: Api): Promise<Envelope<QuestionTypeRow[]>> =>
  api.request<QuestionTypeRow[]>({ method: 'GET', url: ROBOT_PATHS.typeList });

/** questionType/saveOrUpdate (document 000 §7). */
export const saveQuestionType = (api: Api, body: QuestionTypeSaveBody): Promise<Envelope<{ id: number }>> =>
  api.request<{ id: number }>({ method: 'POST', url: ROBOT_PATHS.typeSave, data: body });

/** questionType/remove (document 000 §7). */
export const removeQuestionTypes = (api: Api, body: IdsBody): Promise<Envelope<{ removed: number }>> =>
  api.request<{ removed: number }>({ method: 'POST', url: ROBOT_PATHS.typeRemove, data: body });

/** aiquestion/save (document 000 §7). */
export const saveQuestion = (api: Api, body: QuestionSaveBody): Promise<Envelope<{ id: number }>> =>
  api.request<{ id: number }>({ method: 'POST', url: ROBOT_PATHS.questionSave, data: body });

/** aiquestion/remove (document 000 §7). */
export const removeQuestions = (api: Api, body: IdsBody): Promise<Envelope<{ removed: number }>> =>
  api.request<{ removed: number }>({ method: 'POST', url: ROBOT_PATHS.questionRemove, data: body });

/** aiquestion/try (ours): the library's ranked answer to a typed question. */
export const tryQuestion = (api: Api, text: string): Promise<Envelope<TryResult>> =>
  api.request<TryResult>({ method: 'POST', url: ROBOT_PATHS.questionTry, data: { text } });
