// The apps' news section (src/server/news): the campus news inbox (the articles the school's
// news site delivered, by channel), the news the apps read (what the last synchronisation copied
// from the inbox: the channels the published appService document enables, within its keep
// window), and the synchronisation jobs (the queue columns of src/server/jobs/queue.ts). At most
// one job a tenant waits or runs at once (a partial unique index).
import { sqlMigration } from './sql';

export default sqlMigration('023_news', [
  `create table news_inbox (
    tenant_id text not null references tenants(id),
    article_id text not null,
    channel text not null,
    title text not null,
    summary text not null default '',
    cover text,
    url text not null,
    published_at timestamptz not null,
    updated_at timestamptz not null default now(),
    primary key (tenant_id, article_id))`,
  `create index news_inbox_channel on news_inbox (tenant_id, channel, published_at)`,
  `create table app_news (
    tenant_id text not null references tenants(id),
    article_id text not null,
    channel text not null,
    title text not null,
    summary text not null default '',
    cover text,
    url text not null,
    published_at timestamptz not null,
    synced_at timestamptz not null,
    primary key (tenant_id, article_id))`,
  `create index app_news_latest on app_news (tenant_id, published_at desc)`,
  `create table news_sync_jobs (
    key text primary key,
    seq integer generated always as identity unique,
    tenant_id text not null references tenants(id),
    user_name text not null,
    state text not null default 'queued' check (state in ('queued', 'running', 'finished', 'failed', 'cancelled')),
    cancel_requested boolean not null default false,
    total_num integer not null default 0,
    finish_num integer not null default 0,
    added integer not null default 0,
    updated integer not null default 0,
    removed integer not null default 0,
    attempts integer not null default 0,
    worker_id text,
    heartbeat_at timestamptz,
    created_at timestamptz not null default now(),
    started_at timestamptz,
    finished_at timestamptz,
    error_msg text)`,
  `create index news_sync_jobs_queue on news_sync_jobs (state, created_at)`,
  `create unique index news_sync_jobs_open on news_sync_jobs (tenant_id) where state in ('queued', 'running')`,
]);
