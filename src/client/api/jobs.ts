// The job centre's list (src/shared/jobs/api.ts): the signed-in user's running and recent jobs.
import { JOB_PATHS, JobItem } from '../../shared/jobs/api';
import type { Envelope } from '../../shared/protocol';
import type { Api } from './types';

export const fetchJobList = (api: Api): Promise<Envelope<JobItem[]>> => api.request<JobItem[]>({ method: 'POST', url: JOB_PATHS.list, data: {} });

/** Endings the centre announced (export kinds only record them), no longer unseen. */
export const markJobsSeen = (api: Api, jobs: { kind: 'export' | 'photoExport'; id: string }[]): Promise<Envelope<number>> =>
  api.request<number>({ method: 'POST', url: JOB_PATHS.seen, data: { jobs } });
