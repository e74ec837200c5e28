// The job panel's state of one document, from the feature's domain selector (absent before the
// feature's chunk loads).
import { DocumentJobState, IDLE_JOB, JobEntry } from './documentJobSlice';

type WithJob = { documentJob?: DocumentJobState };

const selectDomain = (state: WithJob) => state.documentJob;

export const selectDocumentJob =
  (doc: string) =>
  (state: WithJob): JobEntry =>
    selectDomain(state)?.[doc] ?? IDLE_JOB;
