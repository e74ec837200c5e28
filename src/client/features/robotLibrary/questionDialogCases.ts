// The robot library's question dialog (add or edit a question: its type, text, answer, other
// phrasings and whether it is on), for its slice: closed → open → saving → closed, back to open
// with every field's problem or the message of a failed save.
import type { PayloadAction } from '@reduxjs/toolkit';
import { ANSWER_MAX, QUESTION_MAX, SIMILAR_MAX } from '../../../shared/robot/api';
import type { Message } from '../../lib/problem';
import { reloadQuestions, reloadTypes } from './listCases';
import { closedQuestionDialog, emptyDraft, QuestionDraft, QuestionErrors, RobotLibraryState as S } from './state';

type TextField = 'question' | 'answer';
const LIMITS: Record<TextField, number> = { question: QUESTION_MAX, answer: ANSWER_MAX };

export const questionDialogCases = {
  questionAddOpened(state: S) {
    state.questionDialog = { ...closedQuestionDialog, status: 'open', draft: emptyDraft(state.typeId) };
  },
  questionEditOpened(state: S, action: PayloadAction<{ id: number }>) {
    const row = state.questions.rows.find((r) => r.id === action.payload.id);
    if (!row) return;
    const draft: QuestionDraft = { typeId: row.typeId, question: row.question, answer: row.answer, similar: [...row.similar], enabled: row.enabled };
    state.questionDialog = { ...closedQuestionDialog, status: 'open', id: row.id, draft };
  },
  questionTextChanged(state: S, action: PayloadAction<{ field: TextField; value: string }>) {
    if (state.questionDialog.status !== 'open') return;
    const { field, value } = action.payload;
    state.questionDialog.draft[field] = value.slice(0, LIMITS[field]);
    state.questionDialog.message = null;
    state.questionDialog.dirty = true;
    delete state.questionDialog.errors[field];
  },
  questionTypeChanged(state: S, action: PayloadAction<{ typeId: number | null }>) {
    if (state.questionDialog.status !== 'open') return;
    state.questionDialog.draft.typeId = action.payload.typeId;
    state.questionDialog.dirty = true;
    delete state.questionDialog.errors.typeId;
  },
  questionEnabledChanged(state: S, action: PayloadAction<{ enabled: boolean }>) {
    if (state.questionDialog.status !== 'open') return;
    state.questionDialog.draft.enabled = action.payload.enabled;
    state.questionDialog.dirty = true;
  },
  similarDraftChanged(state: S, action: PayloadAction<{ text: string }>) {
    if (state.questionDialog.status !== 'open') return;
    state.questionDialog.similarDraft = action.payload.text.slice(0, QUESTION_MAX);
    state.questionDialog.dirty = true;
  },
  /** the typed phrasing joins the list: blank and repeated ones (any case) are not added */
  similarAdded(state: S) {
    const d = state.questionDialog;
    if (d.status !== 'open') return;
    const text = d.similarDraft.trim();
    if (!text) return;
    const known = new Set([d.draft.question.trim(), ...d.draft.similar].map((s) => s.toLowerCase()));
    if (known.has(text.toLowerCase())) {
      d.similarDraft = '';
      return;
    }
    if (d.draft.similar.length >= SIMILAR_MAX) {
      d.message = { key: 'robotUi.question.similarTooMany', params: { max: SIMILAR_MAX } };
      return;
    }
    d.draft.similar.push(text);
    d.dirty = true;
    d.similarDraft = '';
    d.message = null;
  },
  similarRemoved(state: S, action: PayloadAction<{ index: number }>) {
    const d = state.questionDialog;
    if (d.status !== 'open') return;
    d.draft.similar.splice(action.payload.index, 1);
    d.dirty = true;
  },
  questionSaveClicked() {},
  /** the dialog's own checks: every field's problem at once, each beside its field */
  questionSaveRejected(state: S, action: PayloadAction<{ errors: QuestionErrors }>) {
    if (state.questionDialog.status === 'open') state.questionDialog.errors = action.payload.errors;
  },
  questionSaveAccepted(state: S) {
    if (state.questionDialog.status === 'open') state.questionDialog = { ...state.questionDialog, status: 'saving', message: null, errors: {} };
  },
  questionSaved(state: S) {
    state.questionDialog = closedQuestionDialog;
    reloadTypes(state);
    reloadQuestions(state, state.questions.pageIndex);
  },
  questionSaveFailed(state: S, action: PayloadAction<{ message: Message }>) {
    if (state.questionDialog.status === 'saving') state.questionDialog = { ...state.questionDialog, status: 'open', message: action.payload.message };
  },
  questionDialogClosed(state: S) {
    if (state.questionDialog.status === 'open') state.questionDialog = closedQuestionDialog;
  },
};
