// The job centre's public face: its events and reads. Following a job is lib/jobFollow's (every
// screen's dialog and the centre share it); the header mounts app/shell/JobCentreMount.
export { listRequested as jobListRequested, panelOpened as jobCentreOpened } from './jobCentreSlice';
export { selectRunningCount } from './selectors';
export type { JobCentreState } from './state';
