// The password change and the sign-in throttle's counters (src/server/auth/throttle.ts).
// 015 is left to the uploads migration being written beside this one.
import { sqlMigration } from './sql';

export default sqlMigration('016_password_change', [
  // set for the demo administrators (published password) and an administrator created from the
  // environment at a production start; cleared by a successful password change
  `alter table admin_users add column must_change_password boolean not null default false`,
  // one row a throttle key (account at an address, account, address): the time its budget is
  // used up to (GCRA's theoretical arrival time). A row whose tat has passed means nothing and
  // may be deleted at any time.
  `create table sign_in_throttle (
    key text primary key,
    tat timestamptz not null)`,
  `create index sign_in_throttle_tat on sign_in_throttle (tat)`,
  // the failure log the old throttle counted after the password check (replaced by the above)
  `drop table if exists login_failures`,
]);
