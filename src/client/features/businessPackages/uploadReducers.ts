// The upload-and-follow flow's reducers (state.upload; document 001 §4 "Import"): a status machine
// that ignores an event making no sense in its status. Opening from closed; picks and confirm
// while choosing; the upload's answer while uploading; progress while polling; the close only
// once processing has ended (or before anything was sent); a finished one reloads the list; `flowCancelled`, the saga's word that
// the flow was cancelled (screen left, sign-out), resets it whatever its status.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { JobProgressed } from '../../lib/jobFollow';
import type { PackageJobStatus } from '../../../shared/platform/businessPackages';
import type { FileRef } from '../../lib/fileRegistry';
import type { Message } from '../../lib/problem';
import { BusinessPackagesState as S, initialUploadFlow } from './state';

/** The job's progress, from the follow saga the job centre shares (lib/jobFollow). */
export function uploadProgressed(state: S, action: PayloadAction<JobProgressed>) {
  const { payload } = action;
  if (payload.kind !== 'businessPackage' || state.upload.status !== 'polling' || payload.id !== state.upload.redisKey) return;
  state.upload.progress = payload.detail;
}

export const uploadReducers = {
  /** the screen's upload (a new package), or `upgrade` from a package's versions (a new version) */
  uploadOpened(state: S, action: PayloadAction<{ upgrade?: boolean } | undefined>) {
    if (state.upload.status !== 'closed') return;
    state.upload = { ...initialUploadFlow, status: 'choosing', upgrade: !!action.payload?.upgrade };
  },
  /** the files the user picked (registered in the file registry); the saga checks them */
  filesPicked(_state: S, _action: PayloadAction<{ files: FileRef[] }>) {},
  fileAccepted(state: S, action: PayloadAction<{ file: FileRef }>) {
    if (state.upload.status !== 'choosing') return;
    state.upload.file = action.payload.file;
    state.upload.fileProblem = null;
  },
  fileRefused(state: S, action: PayloadAction<{ problem: Message }>) {
    if (state.upload.status !== 'choosing') return;
    state.upload.fileProblem = action.payload.problem;
  },
  /** the upload dialog's OK; the saga checks and sends */
  uploadConfirmed(_state: S) {},
  uploadStarted(state: S) {
    if (state.upload.status !== 'choosing' || !state.upload.file) return;
    state.upload.status = 'uploading';
    state.upload.fileProblem = null;
  },
  /** the server turned the upload down (1002 or any other status): back to choosing, with its words */
  uploadRefused(state: S, action: PayloadAction<{ problem: Message }>) {
    if (state.upload.status !== 'uploading') return;
    state.upload.status = 'choosing';
    state.upload.fileProblem = action.payload.problem;
  },
  /** status 1000: the progress dialog opens and polling starts */
  uploadSucceeded(state: S, action: PayloadAction<{ redisKey: string }>) {
    if (state.upload.status !== 'uploading') return;
    state.upload.status = 'polling';
    state.upload.redisKey = action.payload.redisKey;
  },
  processingFinished(state: S, action: PayloadAction<{ progress: PackageJobStatus }>) {
    if (state.upload.status !== 'polling' || action.payload.progress.redisKey !== state.upload.redisKey) return;
    state.upload.status = 'finished';
    state.upload.progress = action.payload.progress;
    // the package (or its new version) is in the list now: it is read again
    state.list.status = 'loading';
    state.list.problem = null;
  },
  processingFailed(state: S, action: PayloadAction<{ redisKey: string; problem: Message }>) {
    if (state.upload.status !== 'polling' || action.payload.redisKey !== state.upload.redisKey) return;
    state.upload.status = 'failed';
    state.upload.problem = action.payload.problem;
  },
  /** the dialog's close: ignored while the upload or the processing runs (the button is disabled) */
  uploadDialogClosed(state: S) {
    if (state.upload.status === 'uploading' || state.upload.status === 'polling') return;
    state.upload = initialUploadFlow;
  },
  /** the flow was cancelled (the screen left, a sign-out): everything resets */
  flowCancelled(state: S) {
    state.upload = initialUploadFlow;
  },
};
