// Issue 32: an export whose page is gone is cancelled once its follower has been silent for a
// while (exports/follower.ts), unless the user kept it running in the job centre; an ending its
// user did not see is announced at the next sign-in. Jobs already there count as followed when
// they last moved, and their endings as seen.
import { sqlMigration } from './sql';

export default sqlMigration('039_export_followers', [
  `alter table export_jobs add column if not exists followed_at timestamptz`,
  `alter table export_jobs add column if not exists keep_running boolean not null default false`,
  `alter table export_jobs add column if not exists ending_seen_at timestamptz`,
  `update export_jobs set followed_at = coalesce(heartbeat_at, created_at) where followed_at is null`,
  `update export_jobs set ending_seen_at = finished_at where ending_seen_at is null and finished_at is not null`,
]);
