// Issue 36, the rights check's cost: the session's lookup read the role's version through a third
// join (admin_roles) on every call. Each administrator now carries the stamp of its rights'
// last change (admin_users.role_stamp), kept by the database whatever writes: given a role, or
// its role changed (any update of admin_roles), the stamp moves. The lookup reads two tables
// again; the rights are expanded once per role and stamp (auth/roles.ts).
import { sqlMigration } from './sql';

export default sqlMigration('044_admin_role_stamp', [
  `alter table admin_users add column role_stamp timestamptz not null default clock_timestamp()`,
  `create function admin_users_role_given() returns trigger language plpgsql as $$
begin
  new.role_stamp := clock_timestamp();
  return new;
end $$`,
  `create trigger admin_users_role_given before update of role_id on admin_users
    for each row when (old.role_id is distinct from new.role_id) execute function admin_users_role_given()`,
  `create function admin_roles_changed() returns trigger language plpgsql as $$
begin
  update admin_users set role_stamp = clock_timestamp() where role_id = new.id;
  return null;
end $$`,
  `create trigger admin_roles_changed after update on admin_roles for each row execute function admin_roles_changed()`,
]);
