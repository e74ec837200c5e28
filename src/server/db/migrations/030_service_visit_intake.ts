// Issue 14: the visit log's intake. A batch the apps send is kept here as one row of column
// arrays, in the transaction that claims its id and adds it to the daily roll-ups; the visit
// filer (src/server/appCalls/visitFiler.ts) moves it into service_visits, whose three indexes
// cost about 20 ms of PGlite's one thread per 1,000 rows (measured), in the background. Times
// are epoch milliseconds (int8): a timestamptz[] literal costs ~4 ms more a batch to parse.
import { sqlMigration } from './sql';

export default sqlMigration('030_service_visit_intake', [
  `create table service_visit_intake (
    id bigint generated always as identity primary key,
    tenant_id text not null,
    batch_id text not null,
    received_at timestamptz not null default now(),
    services integer[] not null,
    person_ids integer[] not null,
    accounts text[] not null,
    identities text[] not null,
    clients text[] not null,
    at_ms bigint[] not null)`,
]);
