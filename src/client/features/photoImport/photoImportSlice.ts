// The photo import's slice: the status machine of state.ts, its reducers split by dialog.
// Actions are events in the past tense; the ones made here with createAction change no state
// (the saga decides what they lead to, and puts the outcome as another event).
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { FileRef } from '../../lib/fileRegistry';
import { isScreenLeft } from '../route';
import { signedOut } from '../session';
import { formReducers } from './formReducers';
import { mappingReducers } from './mappingReducers';
import { jobProgressed } from '../../lib/jobFollow';
import { runProgressed, runReducers } from './runReducers';
import { initialPhotoImportState } from './state';

const photoImportSlice = createSlice({
  name: 'photoImport',
  initialState: initialPhotoImportState,
  reducers: { ...formReducers, ...mappingReducers, ...runReducers },
  extraReducers: (builder) => {
    // Nothing of one administrator's import stays for the next one to see.
    builder.addCase(signedOut, () => initialPhotoImportState);
    // the job's progress, from the follow saga the job centre shares
    builder.addCase(jobProgressed, runProgressed);
    // Leaving the screen ends the opening (lib/dialogRun.ts) and closes its dialogs, whatever
    // their step; a photo import already started goes on on the server.
    builder.addMatcher(isScreenLeft, () => initialPhotoImportState);
  },
});

/** Files were picked (refs: the Files are in the file registry); the saga checks them. */
export const filesPicked = createAction<{ files: FileRef[] }>('photoImport/filesPicked');
/** Confirm on the form: the saga checks the form and uploads. */
export const confirmClicked = createAction('photoImport/confirmClicked');
/** Confirm on the mapping dialog: the saga checks the required fields and starts the import. */
export const mappingConfirmClicked = createAction('photoImport/mappingConfirmClicked');
/** The error report links of the progress dialog: the photos' report, the sheet rows' report. */
export const errorReportRequested = createAction<{ errorKey: string }>('photoImport/errorReportRequested');
export const sheetErrorReportRequested = createAction<{ errorKey: string }>('photoImport/sheetErrorReportRequested');
/** An upload that waited for its mapping was left (closed, signed out, fields not readable): the
 *  server is told to drop it. */
export const uploadAbandoned = createAction<{ redisKey: string }>('photoImport/uploadAbandoned');
/** The opening ended before its flow did (closed, its screen left or signed out). */
export const cancelled = createAction('photoImport/cancelled');

export const {
  opened,
  fileRefused,
  fileAccepted,
  namingRuleChanged,
  repeatRuleChanged,
  errorRuleChanged,
  titleRowChanged,
  formRejected,
  uploadStarted,
  uploadSucceeded,
  uploadFailed,
  refused,
  closed,
  fieldsLoaded,
  fieldsFailed,
  systemFieldSelected,
  headerSelected,
  pairToggled,
  matchClicked,
  unmatchClicked,
  mappingRejected,
  mappingAccepted,
  startFailed,
  importStarted,
  importFinished,
  importFailed,
} = photoImportSlice.actions;

export default photoImportSlice.reducer;
