// The photo export (src/server/photoExport) is a kind of export job: its zip is written by the
// same queue, runner, progress, cancel, clean-up and signed download as the bulk export's xlsx
// (src/server/exports/kinds.ts). `kind` says which writer fills a job's file; existing rows are
// xlsx exports.
import { sqlMigration } from './sql';

export default sqlMigration('014_photo_exports', [`alter table export_jobs add column kind text not null default 'xlsx' check (kind in ('xlsx', 'photos'))`]);
