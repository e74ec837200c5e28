// The robot library screen's slice (state.robotLibrary): every event of the screen, gathered from
// the files that handle each part (its lists, the type and question dialogs, the removal notice
// and "try it"); the action types are `robotLibrary/<event>`. A change that needs the server sets
// its part 'loading', 'saving', busy or 'asking'; the saga (robotLibrarySaga.ts) does the call and
// answers with the matching loaded/saved/failed event. Answers that no longer match the state are
// ignored.
import { createSlice } from '@reduxjs/toolkit';
import { signedOut } from '../session';
import { listCases } from './listCases';
import { questionDialogCases } from './questionDialogCases';
import { removalCases } from './removalCases';
import { initialRobotLibraryState } from './state';
import { trialCases } from './trialCases';
import { typeDialogCases } from './typeDialogCases';

const robotLibrarySlice = createSlice({
  name: 'robotLibrary',
  initialState: initialRobotLibraryState,
  reducers: {
    ...listCases,
    ...typeDialogCases,
    ...questionDialogCases,
    ...removalCases,
    ...trialCases,
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
