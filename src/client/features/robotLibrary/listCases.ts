// The robot library's lists (the question types, the one chosen, its questions searched by text
// and paged), for its slice (robotLibrarySlice.ts), and the reloads the dialogs and the removal
// ask for after a change. A change that needs the server sets its list 'loading'; the saga reads it.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { QuestionRow, QuestionTypeRow } from '../../../shared/robot/api';
import { SEARCH_TEXT_MAX } from '../../../shared/robot/api';
import { isListedPageSize } from '../../../shared/paging';
import type { Problem } from '../../lib/problem';
import { pagedList } from '../../lib/pagedList';
import { searchedListCases } from '../../lib/searchedList';
import { QUESTION_PAGE_SIZE, RobotLibraryState as S } from './state';

export const reloadTypes = (s: S) => {
  s.types = { ...s.types, status: 'loading', problem: null };
};
export const reloadQuestions = (s: S, pageIndex: number) => pagedList.toPage(s.questions, pageIndex);
const pageSizeOf = (size: number) => (isListedPageSize(size) ? size : QUESTION_PAGE_SIZE);

const questionList = searchedListCases<S, QuestionRow, 'text'>({ list: (s) => s.questions, field: 'text', maxLength: SEARCH_TEXT_MAX, pageSize: pageSizeOf });

export const listCases = {
  screenOpened(state: S) {
    reloadTypes(state);
    reloadQuestions(state, state.questions.pageIndex);
  },
  typesLoaded(state: S, action: PayloadAction<{ rows: QuestionTypeRow[] }>) {
    if (state.types.status !== 'loading') return;
    // (a chosen type gone meanwhile: the saga then chooses all types)
    state.types = { status: 'ready', rows: action.payload.rows, problem: null };
  },
  typesFailed(state: S, action: PayloadAction<{ problem: Problem }>) {
    if (state.types.status !== 'loading') return;
    state.types = { ...state.types, status: 'failed', problem: action.payload.problem };
  },
  typeChosen(state: S, action: PayloadAction<{ id: number | null }>) {
    if (state.typeId === action.payload.id) return;
    state.typeId = action.payload.id;
    reloadQuestions(state, 1);
  },

  // ---- the question list ----
  searchTextChanged: questionList.textChanged,
  questionsSearched: questionList.searched,
  questionsPageChanged: questionList.pageChanged,
  questionsPageSizeChanged: questionList.pageSizeChanged,
  questionsLoaded: questionList.loaded,
  questionsFailed: questionList.failed,
};
