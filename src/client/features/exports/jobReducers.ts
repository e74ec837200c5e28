// The reducers of an export job, shared by the bulk export and the photo export (document 001 §4
// "Export" steps 2–5): the start call's answer, taken while the start is out; then each answer of
// the running job and its file, taken only for the job the dialog is running (its redisKey), so a
// late answer of a closed dialog's job changes nothing.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ExportProgress } from '../../../shared/exports/api';
import { initialJob, type JobState } from './state';
import type { Message } from '../../lib/problem';
import type { JobProgressed } from '../../lib/jobFollow';

type Keyed<T = object> = PayloadAction<{ redisKey: string } & T>;

/** What a slice with a running job holds: its status (running, finished, failed, …) and the job. */
interface WithJob {
  status: string;
  job: JobState;
}

const isJob = (state: WithJob, redisKey: string) => state.status === 'running' && state.job.redisKey === redisKey;

/** The job's progress, from the follow saga the job centre shares (lib/jobFollow): the answers of
 *  this dialog's job of `kind`. */
export const jobProgressedOf = (kind: 'export' | 'photoExport') => (state: WithJob, action: PayloadAction<JobProgressed>) => {
  const { payload } = action;
  if (payload.kind === kind && isJob(state, payload.id)) state.job.progress = payload.detail;
};

export const jobReducers = {
  exportFinished(state: WithJob, action: Keyed<{ progress: ExportProgress }>) {
    if (!isJob(state, action.payload.redisKey)) return;
    state.status = 'finished';
    state.job.progress = action.payload.progress;
  },
  /** The job ended failed (or was cancelled elsewhere): its errorMsg becomes the red line. */
  jobFailed(state: WithJob, action: Keyed<{ message: Message | null }>) {
    if (!isJob(state, action.payload.redisKey)) return;
    state.status = 'failed';
    state.job.error = action.payload.message;
  },
  /** The poll itself failed: the title turns to 'export failed'. */
  pollFailed(state: WithJob, action: Keyed<{ message: Message | null }>) {
    if (!isJob(state, action.payload.redisKey)) return;
    state.status = 'failed';
    state.job.pollFailed = true;
    state.job.error = action.payload.message;
  },
  downloadStarted(state: WithJob) {
    if (state.status === 'finished') state.job.download = 'downloading';
  },
  fileSaved(state: WithJob) {
    if (state.status === 'finished') state.job.download = 'saved';
  },
  downloadFailed(state: WithJob, _action: PayloadAction<{ message: Message }>) {
    if (state.status === 'finished') state.job.download = 'failed';
  },
  errorInfoOpened(state: WithJob) {
    if (state.job.error) state.job.errorOpen = true;
  },
  errorInfoClosed(state: WithJob) {
    state.job.errorOpen = false;
  },
  /** "Keep running in the job centre" while the job runs: the call goes out (the saga closes the
   *  dialog once the server agrees, without stopping the job). */
  keepRunningClicked(state: WithJob) {
    if (state.status !== 'running' || state.job.keep === 'asking') return;
    state.job.keep = 'asking';
    state.job.keepError = null;
  },
  keepRunningFailed(state: WithJob, action: Keyed<{ message: Message }>) {
    if (!isJob(state, action.payload.redisKey)) return;
    state.job.keep = 'idle';
    state.job.keepError = action.payload.message;
  },
};

/** The answer to the start call (document 001 §4 "Export" step 2), the same for both exports;
 *  `closed` is what the slice's state becomes when the dialog closes. */
export const startReducers = (closed: object) => ({
  /** Status 1000: the key is kept, the form closes and the progress dialog opens. */
  started(state: WithJob, action: Keyed) {
    if (state.status !== 'starting') return;
    state.status = 'running';
    state.job = { ...initialJob, redisKey: action.payload.redisKey };
  },
  /** Status 1002: the message is shown (a toast) and the dialog closes. */
  startRefused(state: WithJob, _action: PayloadAction<{ message: Message }>) {
    if (state.status === 'starting') Object.assign(state, closed);
  },
  /** Any other status: close is enabled again and the message is shown in the form. */
  startFailed(state: WithJob & { message: Message | null }, action: PayloadAction<{ message: Message }>) {
    if (state.status !== 'starting') return;
    state.status = 'editing';
    state.message = action.payload.message;
  },
});
