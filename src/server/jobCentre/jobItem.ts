// What every kind's rows of the job centre share: the scoped read of a job table (the session's
// tenant and user, the scope's days, newest first, at most the scope's count; every job table
// has tenant_id, user_id and created_at) and the row itself, whose fields most kinds leave empty.
import { sql, SelectQueryBuilder } from 'kysely';
import type { JobItem } from '../../shared/jobs/api';
import type { JobScope } from './scope';

/** `query.$call(inScope(scope))`: the user's jobs of one table within the scope. */
export const inScope =
  (scope: JobScope) =>
  <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> =>
    query
      .where(sql<boolean>`tenant_id = ${scope.tenantId} and user_id = ${scope.userId} and created_at >= ${scope.since}`)
      .orderBy(sql.ref('created_at'), 'desc')
      .limit(scope.max);

type Named = Pick<JobItem, 'kind' | 'id' | 'state' | 'done' | 'total' | 'rate'> & Partial<JobItem>;

/** One row of the job centre: its times from the job's own, the fields `item` does not name empty. */
export const jobItem = (job: { created_at: Date; finished_at: Date | null }, item: Named): JobItem => ({
  fileName: '',
  subject: null,
  identity: null,
  target: null,
  dryRun: false,
  counts: null,
  errorMsg: null,
  errorKey: null,
  url: null,
  undoable: false,
  endingUnseen: false,
  createdAt: job.created_at.toISOString(),
  finishedAt: job.finished_at?.toISOString() ?? null,
  ...item,
});
