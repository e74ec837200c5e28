// Issue 16: the file store's PostgreSQL backing (src/server/files/store/postgresArea.ts, chosen
// with FILE_STORE=postgres), so several API processes share every stored file through the
// database. A file is a row (its area and key, size and chunk count once complete) and its bytes
// are chunks of at most 512 KB, written as the upload streams in and read back one at a time.
// A row not yet complete is a file being written (or one whose writer died): no reader sees it,
// and the sweeps remove it as an orphan once old enough.
import { sqlMigration } from './sql';

export default sqlMigration('037_stored_files', [
  `create table if not exists stored_files (
    area text not null,
    key text not null,
    size bigint not null default 0,
    chunks integer not null default 0,
    complete boolean not null default false,
    created_at timestamptz not null default now(),
    primary key (area, key))`,
  `create table if not exists stored_file_chunks (
    area text not null,
    key text not null,
    seq integer not null,
    data bytea not null,
    primary key (area, key, seq),
    foreign key (area, key) references stored_files (area, key) on delete cascade)`,
]);
