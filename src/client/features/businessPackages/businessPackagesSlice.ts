// The business packages slice (state.businessPackages): the list and its dialogs
// (packageReducers.ts) and the upload-and-follow flow (uploadReducers.ts). A finished upload
// reloads the list (the saga answers processingFinished); leaving the screen closes the dialogs;
// a sign-out forgets everything of the tenant.
import { createSlice } from '@reduxjs/toolkit';
import { isScreenLeft } from '../route';
import { signedOut } from '../session';
import { dialogsClosed, packageReducers } from './packageReducers';
import { initialBusinessPackagesState } from './state';
import { uploadProgressed, uploadReducers } from './uploadReducers';
import { jobProgressed } from '../../lib/jobFollow';

const businessPackagesSlice = createSlice({
  name: 'businessPackages',
  initialState: initialBusinessPackagesState,
  reducers: { ...packageReducers, ...uploadReducers },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialBusinessPackagesState);
    // the upload's processing, from the follow saga the job centre shares
    builder.addCase(jobProgressed, uploadProgressed);
    builder.addMatcher(isScreenLeft, dialogsClosed);
  },
});

export const {
  screenOpened,
  searchTextChanged,
  searched,
  pageChosen,
  listRetried,
  listLoaded,
  listFailed,
  versionsOpened,
  versionsLoaded,
  versionsFailed,
  versionApplyClicked,
  versionApplied,
  versionApplyFailed,
  versionsClosed,
  editOpened,
  editChanged,
  editSaveClicked,
  editSaved,
  editFailed,
  editClosed,
  removeAsked,
  removeConfirmed,
  removed,
  removeFailed,
  removeCancelled,
  uploadOpened,
  filesPicked,
  fileAccepted,
  fileRefused,
  uploadConfirmed,
  uploadStarted,
  uploadRefused,
  uploadSucceeded,
  processingFinished,
  processingFailed,
  uploadDialogClosed,
  flowCancelled,
} = businessPackagesSlice.actions;
export default businessPackagesSlice.reducer;
export { businessPackagesSlice };
