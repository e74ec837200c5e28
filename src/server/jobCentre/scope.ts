// Whose jobs the job centre lists and how far back: the session's tenant and user only (never
// anything from the body), the last JOB_LIST_DAYS days, at most JOB_LIST_MAX of each kind before
// the kinds are merged and cut to JOB_LIST_MAX.
import { JOB_LIST_DAYS, JOB_LIST_MAX } from '../../shared/jobs/api';

export interface JobScope {
  tenantId: string;
  userId: number;
  since: Date;
  max: number;
  nowMs: number;
}

export const jobScope = (tenantId: string, userId: number, nowMs: number): JobScope => ({
  tenantId,
  userId,
  since: new Date(nowMs - JOB_LIST_DAYS * 86_400_000),
  max: JOB_LIST_MAX,
  nowMs,
});
