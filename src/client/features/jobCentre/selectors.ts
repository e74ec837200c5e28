// The job centre's reads: its slice may be absent (the header reads it before the chunk loads).
import { createSelector } from '@reduxjs/toolkit';
import { CANCELLABLE_KINDS, isJobRunning, JobItem } from '../../../shared/jobs/api';
import { followKeyOf } from '../../lib/jobFollow';
import { FollowedName, initialJobCentreState, JobCentreState } from './state';

type WithJobCentre = { jobCentre?: JobCentreState };

export const selectJobCentre = (state: WithJobCentre): JobCentreState => state.jobCentre ?? initialJobCentreState;
export const selectJobs = (state: WithJobCentre) => selectJobCentre(state).jobs;

export const selectRunningCount = createSelector([selectJobs], (jobs) => jobs.filter((j) => isJobRunning(j.state)).length);

export const selectPanelOpen = (state: WithJobCentre) => selectJobCentre(state).open;

/** Running jobs nobody follows yet: the centre follows them. */
export const selectUnfollowedRunning = createSelector([selectJobCentre], (s) => s.jobs.filter((j) => isJobRunning(j.state) && !s.following[followKeyOf(j)]));

export const selectJob = (state: WithJobCentre, kind: JobItem['kind'], id: string) => selectJobs(state).find((j) => j.kind === kind && j.id === id);

export const selectAnnounced = (state: WithJobCentre) => selectJobCentre(state).announced;
const NO_NAMES: Record<string, FollowedName> = {};
/** the names followers gave their jobs (follow key → name) */
export const selectFollowedNames = (state: WithJobCentre) => selectJobCentre(state).names ?? NO_NAMES;

/** What a row of the panel shows (the view renders it as it is). */
export interface JobRowView {
  key: string;
  job: JobItem;
  running: boolean;
  percent: number;
  canCancel: boolean;
  canUndo: boolean;
  hasErrorReport: boolean;
  hasFile: boolean;
  busy: boolean;
}

export const selectJobRows = createSelector([selectJobCentre], (s): JobRowView[] =>
  s.jobs.map((job) => {
    const key = followKeyOf(job);
    const running = isJobRunning(job.state);
    return {
      key,
      job,
      running,
      percent: Math.round(job.rate * 10000) / 100,
      canCancel: running && CANCELLABLE_KINDS.includes(job.kind),
      canUndo: job.undoable && !running,
      hasErrorReport: !!job.errorKey && (job.kind === 'import' || job.kind === 'photoImport') && !running,
      hasFile: !!job.url && job.state === 'finished',
      busy: s.busy.includes(key),
    };
  }),
);

export const selectPanelView = createSelector([selectJobCentre, selectJobRows], (s, rows) => ({
  open: s.open,
  loading: s.status === 'loading',
  problem: s.problem,
  rows,
}));
