// Issue 14: the score mechanism of /serviceScore, one row per tenant (none: the defaults of
// src/shared/services/score.ts). Each change also leaves an audit row (document key
// `scoreMechanism`), so the history screen shows who changed the weights and how.
import { sqlMigration } from './sql';

export default sqlMigration('028_score_mechanism', [
  `create table score_mechanisms (
    tenant_id text primary key references tenants(id),
    rating_weight smallint not null check (rating_weight between 0 and 100),
    visit_weight smallint not null check (visit_weight between 0 and 100),
    favourite_weight smallint not null check (favourite_weight between 0 and 100),
    min_ratings integer not null check (min_ratings >= 0),
    visit_window_days smallint not null check (visit_window_days between 1 and 365),
    updated_at timestamptz not null default now(),
    check (rating_weight + visit_weight + favourite_weight = 100))`,
]);
