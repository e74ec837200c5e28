// The bulk export's table (src/server/exports): one row an export job, its only state. Runners
// claim queued rows with FOR UPDATE SKIP LOCKED (the same queue columns as import_jobs, so one
// claim and requeue serves both: src/server/jobs); the file it writes sits in the file store
// under stored_name (DATA_DIR/files/exports) until it is cancelled or expires.
import { sqlMigration } from './sql';

export default sqlMigration('010_exports', [
  `create table export_jobs (
    key text primary key,
    seq integer generated always as identity unique,
    tenant_id text not null references tenants(id),
    user_id integer not null,
    user_name text not null,
    identity text not null check (identity in ('NEW_STUDENT', 'STUDENT', 'GRADUATE_STUDENT', 'TEACHER', 'OTHER')),
    file_name text not null,
    params jsonb not null,
    state text not null default 'queued' check (state in ('queued', 'running', 'finished', 'failed', 'cancelled')),
    cancel_requested boolean not null default false,
    total_num integer not null default 0,
    finish_num integer not null default 0,
    stored_name text,
    file_size bigint,
    attempts integer not null default 0,
    worker_id text,
    heartbeat_at timestamptz,
    created_at timestamptz not null default now(),
    started_at timestamptz,
    finished_at timestamptz,
    error_msg text,
    error_params jsonb)`,
  `create index export_jobs_queue on export_jobs (state, created_at)`,
  `create index export_jobs_tenant on export_jobs (tenant_id, state)`,
  // the clean-up looks for files to remove: ended jobs still holding one
  `create index export_jobs_files on export_jobs (finished_at) where stored_name is not null`,
]);
