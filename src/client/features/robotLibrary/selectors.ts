// The only way the robot library's views and saga read its state: the list, save and remove
// bodies (document 000 §7) and the views' shapes.
import { createSelector } from '@reduxjs/toolkit';
import type { QuestionListBody, QuestionSaveBody, QuestionTypeSaveBody } from '../../../shared/robot/api';
import { initialRobotLibraryState, RobotLibraryState } from './state';

/** any store holding this feature's slice under `robotLibrary` (it is injected lazily) */
export type WithRobotLibrary = { robotLibrary?: RobotLibraryState };

export const selectRobotLibrary = (state: WithRobotLibrary): RobotLibraryState => state.robotLibrary ?? initialRobotLibraryState;
export const selectTypes = (state: WithRobotLibrary) => selectRobotLibrary(state).types;
export const selectQuestions = (state: WithRobotLibrary) => selectRobotLibrary(state).questions;
export const selectTypeDialog = (state: WithRobotLibrary) => selectRobotLibrary(state).typeDialog;
export const selectQuestionDialog = (state: WithRobotLibrary) => selectRobotLibrary(state).questionDialog;
export const selectRemoval = (state: WithRobotLibrary) => selectRobotLibrary(state).removal;
export const selectTrial = (state: WithRobotLibrary) => selectRobotLibrary(state).trial;
export const selectChosenTypeId = (state: WithRobotLibrary) => selectRobotLibrary(state).typeId;

/** aiquestion/list for the page in view: the chosen type and the searched text when given. */
export const selectQuestionListBody = createSelector([selectRobotLibrary], (s): QuestionListBody => {
  const body: QuestionListBody = { pageIndex: s.questions.pageIndex, pageSize: s.questions.pageSize };
  if (s.typeId !== null) body.typeId = s.typeId;
  if (s.questions.text) body.text = s.questions.text;
  return body;
});

/** questionType/saveOrUpdate: the id when renaming. */
export const selectTypeSaveBody = createSelector([selectTypeDialog], (d): QuestionTypeSaveBody =>
  d.id === null ? { name: d.name.trim() } : { id: d.id, name: d.name.trim() },
);

/** aiquestion/save, or null while the type is not chosen. */
export const selectQuestionSaveBody = createSelector([selectQuestionDialog], (d): QuestionSaveBody | null => {
  if (d.draft.typeId === null) return null;
  const body: QuestionSaveBody = {
    typeId: d.draft.typeId,
    question: d.draft.question.trim(),
    answer: d.draft.answer.trim(),
    similar: d.draft.similar,
    enabled: d.draft.enabled,
  };
  return d.id === null ? body : { id: d.id, ...body };
});

export const selectChosenType = createSelector([selectRobotLibrary], (s) => s.types.rows.find((r) => r.id === s.typeId) ?? null);
export const selectTypeOptions = createSelector([selectTypes], (t) => t.rows.map((r) => ({ key: r.id, value: r.id, text: r.name })));
