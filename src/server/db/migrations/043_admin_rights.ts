// Issue 36: each administrator holds a role (admin_roles, the adminRoles collection made by its
// 007_resource_ migration) and records when it last signed in. Every tenant gets its built-in
// role 全部权限 (grants ['*']) and every existing administrator holds it, so nobody loses a right.
import { sqlMigration } from './sql';

export default sqlMigration('043_admin_rights', [
  `alter table admin_users
    add column role_id integer references admin_roles(id),
    add column last_sign_in_at timestamptz`,
  `create index admin_users_role on admin_users (role_id)`,
  `insert into admin_roles (tenant_id, name, grants, built_in, remark)
    select t.id, '全部权限', array['*'], true, null from tenants t
    where not exists (select 1 from admin_roles r where r.tenant_id = t.id and r.built_in)`,
  `update admin_users u set role_id = r.id from admin_roles r where r.tenant_id = u.tenant_id and r.built_in and u.role_id is null`,
]);
