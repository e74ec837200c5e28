// Step 3 and the job (state.ts): start, poll, finish or fail, and closing. A dry run goes
// starting → running → previewed (its counts shown in step 3); a real run ends finished or
// failed and is shown in the progress dialog.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ImportTargetKey, ImportTaskStatus } from '../../../shared/imports';
import { ImportCounts, ImportWizardState as S, TERMINAL_STATUSES, canClose, initialRun } from './state';
import { Message } from '../../lib/problem';
import type { JobProgressed } from '../../lib/jobFollow';

const isRunOf = (state: S, key: string) => state.status === 'running' && state.run.key === key;

/** A progress answer of the shared follow saga (lib/jobFollow): taken for this run's job only. */
export function runProgressed(state: S, action: PayloadAction<JobProgressed>) {
  if (action.payload.kind !== 'import' || !isRunOf(state, action.payload.id)) return;
  state.run.progress = action.payload.detail;
}

export const runReducers = {
  importStartRequested(state: S, action: PayloadAction<{ dryRun: boolean }>) {
    if (state.status !== 'settings' && state.status !== 'previewed') return;
    state.status = 'starting';
    state.run = { ...initialRun, dryRun: action.payload.dryRun };
  },
  importStarted(state: S, action: PayloadAction<{ key: string; dryRun: boolean }>) {
    if (state.status !== 'starting' || state.run.dryRun !== action.payload.dryRun) return;
    state.status = 'running';
    state.run.key = action.payload.key;
  },
  startRefused(state: S, action: PayloadAction<{ problem: Message }>) {
    if (state.status !== 'starting') return;
    // Document 000 §4: show the server's msg (a toast: the dialog is gone), close the settings
    // dialog, no polling.
    state.status = 'refused';
    state.open = false;
    state.run.error = action.payload.problem;
  },
  importFinished(state: S, action: PayloadAction<{ target: ImportTargetKey; key: string; counts: ImportCounts }>) {
    if (!isRunOf(state, action.payload.key) || state.run.dryRun) return;
    state.status = 'finished';
    if (state.run.progress) {
      state.run.progress.finished = true;
      state.run.progress.finishRate = 1;
    }
  },
  dryRunFinished(state: S, action: PayloadAction<{ key: string; status: ImportTaskStatus }>) {
    if (!isRunOf(state, action.payload.key) || !state.run.dryRun) return;
    state.status = 'previewed';
    state.run.progress = action.payload.status;
  },
  importFailed(state: S, action: PayloadAction<{ key: string; problem: Message | null }>) {
    if (!isRunOf(state, action.payload.key)) return;
    state.run.error = action.payload.problem;
    if (state.run.dryRun) {
      // A failed dry run wrote nothing: back to step 3, with the reason shown there.
      state.status = 'settings';
      return;
    }
    state.status = 'failed';
    // Document 000 §2: on failure the error dialog shows the import's error message.
    state.run.errorDialogOpen = action.payload.problem !== null;
  },
  errorDialogOpened(state: S) {
    if (state.run.error || state.run.progress?.errorMsg) state.run.errorDialogOpen = true;
  },
  errorDialogClosed(state: S) {
    state.run.errorDialogOpen = false;
  },
  closed(state: S) {
    if (!state.open || !canClose(state)) return;
    state.open = false;
  },
  cancelled(state: S) {
    state.open = false;
    if (!TERMINAL_STATUSES.includes(state.status)) state.status = 'cancelled';
  },
};
