// The robot library screen's slice (state.robotLibrary): every event of the screen, its dialogs,
// the removal notice and "try it". A change that needs the server sets its part 'loading',
// 'saving', busy or 'asking'; the saga (robotLibrarySaga.ts) does the call and answers with the
// matching loaded/saved/failed event. Answers that no longer match the state are ignored.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { QuestionRow, QuestionTypeRow, TryResult } from '../../../shared/robot/api';
import { isListedPageSize } from '../../../shared/paging';
import { ANSWER_MAX, QUESTION_MAX, SEARCH_TEXT_MAX, SIMILAR_MAX, TRY_TEXT_MAX, TYPE_NAME_MAX } from '../../../shared/robot/api';
import { signedOut } from '../session';
import {
  closedQuestionDialog,
  closedTypeDialog,
  emptyDraft,
  initialRobotLibraryState,
  QuestionDraft,
  QuestionErrors,
  QUESTION_PAGE_SIZE,
  RobotLibraryState as S,
} from './state';
import type { Message, Problem } from '../../lib/problem';
import { pagedList } from '../../lib/pagedList';

const reloadTypes = (s: S) => {
  s.types = { ...s.types, status: 'loading', problem: null };
};
const reloadQuestions = (s: S, pageIndex: number) => pagedList.toPage(s.questions, pageIndex);
const pageSizeOf = (size: number) => (isListedPageSize(size) ? size : QUESTION_PAGE_SIZE);

type TextField = 'question' | 'answer';
const LIMITS: Record<TextField, number> = { question: QUESTION_MAX, answer: ANSWER_MAX };

const robotLibrarySlice = createSlice({
  name: 'robotLibrary',
  initialState: initialRobotLibraryState,
  reducers: {
    screenOpened(state) {
      reloadTypes(state);
      reloadQuestions(state, state.questions.pageIndex);
    },
    typesLoaded(state, action: PayloadAction<{ rows: QuestionTypeRow[] }>) {
      if (state.types.status !== 'loading') return;
      // (a chosen type gone meanwhile: the saga then chooses all types)
      state.types = { status: 'ready', rows: action.payload.rows, problem: null };
    },
    typesFailed(state, action: PayloadAction<{ problem: Problem }>) {
      if (state.types.status !== 'loading') return;
      state.types = { ...state.types, status: 'failed', problem: action.payload.problem };
    },
    typeChosen(state, action: PayloadAction<{ id: number | null }>) {
      if (state.typeId === action.payload.id) return;
      state.typeId = action.payload.id;
      reloadQuestions(state, 1);
    },

    // ---- the question list ----
    searchTextChanged(state, action: PayloadAction<{ text: string }>) {
      state.questions.textDraft = action.payload.text.slice(0, SEARCH_TEXT_MAX);
    },
    questionsSearched(state) {
      state.questions.text = state.questions.textDraft.trim();
      reloadQuestions(state, 1);
    },
    questionsPageChanged(state, action: PayloadAction<{ pageIndex: number }>) {
      reloadQuestions(state, action.payload.pageIndex);
    },
    questionsPageSizeChanged(state, action: PayloadAction<{ pageSize: number }>) {
      pagedList.toPageSize(state.questions, pageSizeOf(action.payload.pageSize));
    },
    questionsLoaded(state, action: PayloadAction<{ rows: QuestionRow[]; total: number }>) {
      pagedList.loaded(state.questions, action.payload.rows, action.payload.total);
    },
    questionsFailed(state, action: PayloadAction<{ problem: Problem }>) {
      pagedList.failed(state.questions, action.payload.problem);
    },

    // ---- the type dialog ----
    typeAddOpened(state) {
      state.typeDialog = { ...closedTypeDialog, status: 'open' };
    },
    typeRenameOpened(state, action: PayloadAction<{ id: number }>) {
      const row = state.types.rows.find((r) => r.id === action.payload.id);
      if (row) state.typeDialog = { status: 'open', id: row.id, name: row.name, message: null, dirty: false };
    },
    typeNameChanged(state, action: PayloadAction<{ name: string }>) {
      if (state.typeDialog.status !== 'open') return;
      state.typeDialog.name = action.payload.name.slice(0, TYPE_NAME_MAX);
      state.typeDialog.message = null;
      state.typeDialog.dirty = true;
    },
    typeSaveClicked() {},
    typeSaveRejected(state, action: PayloadAction<{ message: Message }>) {
      if (state.typeDialog.status === 'open') state.typeDialog.message = action.payload.message;
    },
    typeSaveAccepted(state) {
      if (state.typeDialog.status === 'open') state.typeDialog = { ...state.typeDialog, status: 'saving', message: null };
    },
    typeSaved(state) {
      state.typeDialog = closedTypeDialog;
      reloadTypes(state);
      reloadQuestions(state, state.questions.pageIndex);
    },
    typeSaveFailed(state, action: PayloadAction<{ message: Message }>) {
      if (state.typeDialog.status === 'saving') state.typeDialog = { ...state.typeDialog, status: 'open', message: action.payload.message };
    },
    typeDialogClosed(state) {
      if (state.typeDialog.status === 'open') state.typeDialog = closedTypeDialog;
    },

    // ---- the question dialog ----
    questionAddOpened(state) {
      state.questionDialog = { ...closedQuestionDialog, status: 'open', draft: emptyDraft(state.typeId) };
    },
    questionEditOpened(state, action: PayloadAction<{ id: number }>) {
      const row = state.questions.rows.find((r) => r.id === action.payload.id);
      if (!row) return;
      const draft: QuestionDraft = { typeId: row.typeId, question: row.question, answer: row.answer, similar: [...row.similar], enabled: row.enabled };
      state.questionDialog = { ...closedQuestionDialog, status: 'open', id: row.id, draft };
    },
    questionTextChanged(state, action: PayloadAction<{ field: TextField; value: string }>) {
      if (state.questionDialog.status !== 'open') return;
      const { field, value } = action.payload;
      state.questionDialog.draft[field] = value.slice(0, LIMITS[field]);
      state.questionDialog.message = null;
      state.questionDialog.dirty = true;
      delete state.questionDialog.errors[field];
    },
    questionTypeChanged(state, action: PayloadAction<{ typeId: number | null }>) {
      if (state.questionDialog.status !== 'open') return;
      state.questionDialog.draft.typeId = action.payload.typeId;
      state.questionDialog.dirty = true;
      delete state.questionDialog.errors.typeId;
    },
    questionEnabledChanged(state, action: PayloadAction<{ enabled: boolean }>) {
      if (state.questionDialog.status !== 'open') return;
      state.questionDialog.draft.enabled = action.payload.enabled;
      state.questionDialog.dirty = true;
    },
    similarDraftChanged(state, action: PayloadAction<{ text: string }>) {
      if (state.questionDialog.status !== 'open') return;
      state.questionDialog.similarDraft = action.payload.text.slice(0, QUESTION_MAX);
      state.questionDialog.dirty = true;
    },
    /** the typed phrasing joins the list: blank and repeated ones (any case) are not added */
    similarAdded(state) {
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
    similarRemoved(state, action: PayloadAction<{ index: number }>) {
      const d = state.questionDialog;
      if (d.status !== 'open') return;
      d.draft.similar.splice(action.payload.index, 1);
      d.dirty = true;
    },
    questionSaveClicked() {},
    /** the dialog's own checks: every field's problem at once, each beside its field */
    questionSaveRejected(state, action: PayloadAction<{ errors: QuestionErrors }>) {
      if (state.questionDialog.status === 'open') state.questionDialog.errors = action.payload.errors;
    },
    questionSaveAccepted(state) {
      if (state.questionDialog.status === 'open') state.questionDialog = { ...state.questionDialog, status: 'saving', message: null, errors: {} };
    },
    questionSaved(state) {
      state.questionDialog = closedQuestionDialog;
      reloadTypes(state);
      reloadQuestions(state, state.questions.pageIndex);
    },
    questionSaveFailed(state, action: PayloadAction<{ message: Message }>) {
      if (state.questionDialog.status === 'saving') state.questionDialog = { ...state.questionDialog, status: 'open', message: action.payload.message };
    },
    questionDialogClosed(state) {
      if (state.questionDialog.status === 'open') state.questionDialog = closedQuestionDialog;
    },

    // ---- removal through the notice dialog ----
    typeRemoveClicked(state, action: PayloadAction<{ id: number }>) {
      const row = state.types.rows.find((r) => r.id === action.payload.id);
      if (row && !state.removal) state.removal = { kind: 'type', id: row.id, label: row.name, busy: false, message: null };
    },
    questionRemoveClicked(state, action: PayloadAction<{ id: number }>) {
      const row = state.questions.rows.find((r) => r.id === action.payload.id);
      if (row && !state.removal) state.removal = { kind: 'question', id: row.id, label: row.question, busy: false, message: null };
    },
    removalConfirmed(state) {
      if (state.removal && !state.removal.busy) state.removal = { ...state.removal, busy: true, message: null };
    },
    removalCancelled(state) {
      if (state.removal && !state.removal.busy) state.removal = null;
    },
    removed(state, action: PayloadAction<{ kind: 'type' | 'question'; id: number }>) {
      state.removal = null;
      reloadTypes(state);
      const { kind, id } = action.payload;
      if (kind === 'type' && state.typeId === id) state.typeId = null;
      // the last row of a page gone: show the page before
      const lastOnPage = kind === 'question' && state.questions.rows.length === 1 && state.questions.pageIndex > 1;
      reloadQuestions(state, lastOnPage ? state.questions.pageIndex - 1 : state.questions.pageIndex);
    },
    removalFailed(state, action: PayloadAction<{ message: Message }>) {
      if (state.removal) state.removal = { ...state.removal, busy: false, message: action.payload.message };
    },

    // ---- try it ----
    tryTextChanged(state, action: PayloadAction<{ text: string }>) {
      state.trial.text = action.payload.text.slice(0, TRY_TEXT_MAX);
    },
    trySubmitted(state) {
      const text = state.trial.text.trim();
      if (!text) return;
      state.trial = { ...state.trial, status: 'asking', asked: text, problem: null };
    },
    tryAnswered(state, action: PayloadAction<{ text: string; result: TryResult }>) {
      if (state.trial.status !== 'asking' || state.trial.asked !== action.payload.text) return;
      state.trial = { ...state.trial, status: 'answered', result: action.payload.result, problem: null };
    },
    tryFailed(state, action: PayloadAction<{ text: string; problem: Problem }>) {
      if (state.trial.status !== 'asking' || state.trial.asked !== action.payload.text) return;
      state.trial = { ...state.trial, status: 'failed', result: null, problem: action.payload.problem };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialRobotLibraryState);
  },
});

export const {
  screenOpened,
  typesLoaded,
  typesFailed,
  typeChosen,
  searchTextChanged,
  questionsSearched,
  questionsPageChanged,
  questionsPageSizeChanged,
  questionsLoaded,
  questionsFailed,
  typeAddOpened,
  typeRenameOpened,
  typeNameChanged,
  typeSaveClicked,
  typeSaveRejected,
  typeSaveAccepted,
  typeSaved,
  typeSaveFailed,
  typeDialogClosed,
  questionAddOpened,
  questionEditOpened,
  questionTextChanged,
  questionTypeChanged,
  questionEnabledChanged,
  similarDraftChanged,
  similarAdded,
  similarRemoved,
  questionSaveClicked,
  questionSaveRejected,
  questionSaveAccepted,
  questionSaved,
  questionSaveFailed,
  questionDialogClosed,
  typeRemoveClicked,
  questionRemoveClicked,
  removalConfirmed,
  removalCancelled,
  removed,
  removalFailed,
  tryTextChanged,
  trySubmitted,
  tryAnswered,
  tryFailed,
} = robotLibrarySlice.actions;

/** events after which the types (and their counts) are read again */
export const TYPE_EVENTS = [screenOpened.type, typeSaved.type, questionSaved.type, removed.type];
/** events after which the question page is read again */
export const QUESTION_EVENTS = [
  screenOpened.type,
  typeChosen.type,
  questionsSearched.type,
  questionsPageChanged.type,
  questionsPageSizeChanged.type,
  typeSaved.type,
  questionSaved.type,
  removed.type,
];

export { robotLibrarySlice };
/** state.robotLibrary's reducer */
export const robotLibraryReducer = robotLibrarySlice.reducer;
export default robotLibrarySlice.reducer;
