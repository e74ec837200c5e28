// Following a server job: the events every follower's slice reduces, and the one follow saga.
export * from './events';
export { followJob } from './followJob';
export { JOB_READERS } from './readers';
