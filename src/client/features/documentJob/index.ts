// The document job feature's public face: its events, the slice and saga to wire, the selector.
export { documentJobSlice, startClicked, started, startFailed, jobFinished, jobFailed, pollStopped } from './documentJobSlice';
export type { JobEntry, JobStatus, DocumentJobState } from './documentJobSlice';
export { documentJobSaga } from './documentJobSaga';
export { selectDocumentJob } from './selectors';
