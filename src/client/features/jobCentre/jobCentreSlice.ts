// The job centre's slice: the list (read on start, on sign-in, when the panel opens, after a job
// ends), and every follow's events (lib/jobFollow) applied to the jobs it lists.
import { createAction, createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { JobItem, JobKind } from '../../../shared/jobs/api';
import { followKeyOf, jobEnded, jobFollowStarted, jobFollowStopped, jobProgressed } from '../../lib/jobFollow';
import type { Message } from '../../lib/problem';
import { signedOut } from '../session';
import { initialJobCentreState, JobCentreState as S } from './state';

type JobKey = { kind: JobKind; id: string };

const find = (state: S, ref: JobKey) => state.jobs.find((j) => j.kind === ref.kind && j.id === ref.id);

const jobCentreSlice = createSlice({
  name: 'jobCentre',
  initialState: initialJobCentreState,
  reducers: {
    listRequested(state) {
      state.status = 'loading';
    },
    listLoaded(state, action: PayloadAction<{ jobs: JobItem[] }>) {
      state.status = 'loaded';
      state.problem = null;
      state.jobs = action.payload.jobs;
    },
    listFailed(state, action: PayloadAction<{ problem: Message }>) {
      state.status = 'failed';
      state.problem = action.payload.problem;
    },
    panelOpened(state) {
      state.open = true;
    },
    panelClosed(state) {
      state.open = false;
    },
    /** endings already announced in this browser tab (sessionStorage), read on start */
    announcedRestored(state, action: PayloadAction<{ keys: string[] }>) {
      state.announced = [...new Set([...state.announced, ...action.payload.keys])];
    },
    endingAnnounced(state, action: PayloadAction<JobKey>) {
      const key = followKeyOf(action.payload);
      if (!state.announced.includes(key)) state.announced.push(key);
      if (state.names) delete state.names[key];
    },
    actionEnded(state, action: PayloadAction<JobKey>) {
      state.busy = state.busy.filter((k) => k !== followKeyOf(action.payload));
    },
  },
  extraReducers: (builder) => {
    const busy = (state: S, ref: JobKey) => {
      const key = followKeyOf(ref);
      if (!state.busy.includes(key)) state.busy.push(key);
    };
    builder
      .addCase(signedOut, () => initialJobCentreState)
      .addCase(jobFollowStarted, (state, { payload }) => {
        const key = followKeyOf(payload);
        state.following[key] = (state.following[key] ?? 0) + 1;
        if (payload.name) state.names = { ...state.names, [key]: payload.dryRun ? { name: payload.name, dryRun: true } : { name: payload.name } };
      })
      .addCase(jobFollowStopped, (state, { payload }) => {
        const key = followKeyOf(payload);
        if ((state.following[key] ?? 0) <= 1) delete state.following[key];
        else state.following[key] -= 1;
      })
      .addCase(jobProgressed, (state, { payload }) => {
        const job = find(state, payload);
        if (job) Object.assign(job, payload.update);
      })
      .addCase(jobEnded, (state, { payload }) => {
        const key = followKeyOf(payload);
        if ((state.following[key] ?? 0) <= 1) delete state.following[key];
        else state.following[key] -= 1;
        const job = find(state, payload);
        if (!job) return;
        if (payload.update) Object.assign(job, payload.update);
        else {
          job.state = payload.outcome;
          if (payload.problem?.text !== undefined) job.errorMsg = payload.problem.text;
        }
      })
      .addCase(cancelRequested, (state, { payload }) => busy(state, payload))
      .addCase(undoRequested, (state, { payload }) => busy(state, payload))
      .addCase(errorReportRequested, (state, { payload }) => busy(state, payload))
      .addCase(fileRequested, (state, { payload }) => busy(state, payload));
  },
});

/** The panel's buttons: the saga carries them out (each kind's own call). */
export const cancelRequested = createAction<JobKey>('jobCentre/cancelRequested');
export const undoRequested = createAction<JobKey>('jobCentre/undoRequested');
export const errorReportRequested = createAction<JobKey>('jobCentre/errorReportRequested');
export const fileRequested = createAction<JobKey>('jobCentre/fileRequested');

export const { listRequested, listLoaded, listFailed, panelOpened, panelClosed, announcedRestored, endingAnnounced, actionEnded } = jobCentreSlice.actions;
export default jobCentreSlice.reducer;
