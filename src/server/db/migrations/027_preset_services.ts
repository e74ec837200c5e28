// Issue 14: the services each role sees by default on its home screen, in order
// (/PresetRoleService), and the personal lists of named people over their roles' presets
// (/PresetPersonalService). A save replaces a whole list in one transaction (delete, then insert
// the positions 0..n-1), so (owner, position) is the key and a service is in a list once.
// A person has a personal preset when preset_person_modes holds a row for them (possibly with
// no services yet); the mode says whether their list replaces their roles' presets or comes first.
import { sqlMigration } from './sql';

export default sqlMigration('027_preset_services', [
  `create table preset_role_services (
    tenant_id text not null references tenants(id),
    role_id integer not null references perm_roles(id) on delete cascade,
    service_id integer not null references services(id) on delete cascade,
    position smallint not null,
    primary key (role_id, position))`,
  `create unique index preset_role_services_service on preset_role_services (role_id, service_id)`,
  `create index preset_role_services_tenant on preset_role_services (tenant_id, role_id)`,
  `create table preset_person_modes (
    tenant_id text not null references tenants(id),
    person_id integer primary key references people(id) on delete cascade,
    mode text not null check (mode in ('replace', 'prepend')),
    updated_at timestamptz not null default now())`,
  `create index preset_person_modes_tenant on preset_person_modes (tenant_id, person_id desc)`,
  `create table preset_person_services (
    tenant_id text not null references tenants(id),
    person_id integer not null references preset_person_modes(person_id) on delete cascade,
    service_id integer not null references services(id) on delete cascade,
    position smallint not null,
    primary key (person_id, position))`,
  `create unique index preset_person_services_service on preset_person_services (person_id, service_id)`,
]);
