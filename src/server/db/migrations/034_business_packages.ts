// Issue 15, /cardsPackageConfig: business packages. A package per tenant and code, on the version
// in use; every version recorded (the first upload's and each upgrade's) with its manifest and
// its archive (DATA_DIR/files/business-packages/<stored_name>; a demo version has none); and the
// upload jobs, claimed through the shared queue (src/server/jobs), each ending with a recorded
// version or a reason. The tenant of every row is the session's.
import { sqlMigration } from './sql';

export default sqlMigration('034_business_packages', [
  `create table business_packages (
    id integer generated always as identity primary key,
    tenant_id text not null references tenants(id),
    code text not null,
    name text not null,
    description text not null default '',
    version text not null,
    status smallint not null default 1 check (status in (0, 1)),
    manifest jsonb not null,
    file_name text not null,
    stored_name text,
    created_by text not null,
    created_at timestamptz not null default now(),
    updated_by text not null,
    updated_at timestamptz not null default now(),
    unique (tenant_id, code))`,
  `create table business_package_versions (
    id integer generated always as identity primary key,
    package_id integer not null references business_packages(id) on delete cascade,
    tenant_id text not null references tenants(id),
    version text not null,
    description text not null default '',
    manifest jsonb not null,
    file_name text not null,
    stored_name text,
    size bigint not null default 0,
    entry_count integer not null default 0,
    created_by text not null,
    created_at timestamptz not null default now(),
    unique (package_id, version))`,
  `create index business_package_versions_tenant on business_package_versions (tenant_id, package_id)`,
  `create table business_package_jobs (
    key text primary key,
    seq integer generated always as identity unique,
    tenant_id text not null references tenants(id),
    user_id integer not null,
    account text not null,
    user_name text not null,
    file_name text not null,
    stored_name text,
    state text not null check (state in ('queued', 'running', 'finished', 'failed')),
    finish_rate real not null default 0,
    package_id integer references business_packages(id) on delete set null,
    code text,
    version text,
    upgrade boolean not null default false,
    attempts integer not null default 0,
    worker_id text,
    heartbeat_at timestamptz,
    created_at timestamptz not null default now(),
    started_at timestamptz,
    finished_at timestamptz,
    error_msg text,
    error_params jsonb)`,
  `create index business_package_jobs_queue on business_package_jobs (state, created_at, seq)`,
]);
