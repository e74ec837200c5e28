// The import wizard's slice: the status machine of state.ts, its reducers split by stage.
// Actions are events in the past tense; the ones made here with createAction change no state
// (the saga decides what they lead to, and puts the outcome as another event).
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { FileRef } from '../../lib/fileRegistry';
import { signedOut } from '../session';
import { historyReducers } from './historyReducers';
import { runProgressed, runReducers } from './runReducers';
import { jobProgressed } from '../../lib/jobFollow';
import { initialImportWizardState } from './state';
import { stepReducers } from './stepReducers';

const importWizardSlice = createSlice({
  name: 'importWizard',
  initialState: initialImportWizardState,
  reducers: { ...stepReducers, ...runReducers, ...historyReducers },
  extraReducers: (builder) => {
    // Nothing of one administrator's import stays for the next one to see.
    builder.addCase(signedOut, () => initialImportWizardState);
    // the job's progress, from the follow saga the job centre shares
    builder.addCase(jobProgressed, runProgressed);
  },
});

/** Files were picked (refs: the Files are in the file registry); the saga checks and uploads. */
export const fileChosen = createAction<{ files: FileRef[] }>('importWizard/fileChosen');
/** Next on step 1 (settings checked, mapping loaded) or step 2 (mapping checked). */
export const nextClicked = createAction('importWizard/nextClicked');
export const templateRequested = createAction('importWizard/templateRequested');
export const errorReportRequested = createAction<{ errorKey: string }>('importWizard/errorReportRequested');
export const originalRequested = createAction<{ key: string; fileName: string }>('importWizard/originalRequested');

export const {
  opened,
  tabChanged,
  fileRefused,
  uploadStarted,
  uploadSucceeded,
  uploadFailed,
  checkFieldsLoaded,
  checkFieldsFailed,
  headerRowChanged,
  ruleChanged,
  checkFieldsChanged,
  basicInfoChanged,
  settingsRejected,
  settingsAccepted,
  mappingLoaded,
  mappingFailed,
  fieldMatched,
  mappingRejected,
  mappingAccepted,
  stepBackClicked,
  importStartRequested,
  importStarted,
  startRefused,
  importFinished,
  dryRunFinished,
  importFailed,
  errorDialogOpened,
  errorDialogClosed,
  closed,
  cancelled: wizardCancelled,
  historyPageChanged,
  historyLoaded,
  historyFailed,
  undoClicked,
  undoDismissed,
  undoConfirmed,
  importUndone,
  undoFailed,
} = importWizardSlice.actions;

export default importWizardSlice.reducer;
