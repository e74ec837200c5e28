// The export of a collection's current search (issue 12, src/server/exports/resourceWriter.ts) is
// a kind of export job ('resource'): it writes an xlsx of a ResourceDef's records, so it names no
// people identity (the column is null for it and only for it).
import { sqlMigration } from './sql';

export default sqlMigration('021_resource_exports', [
  `alter table export_jobs drop constraint if exists export_jobs_kind_check`,
  `alter table export_jobs add constraint export_jobs_kind_check check (kind in ('xlsx', 'photos', 'resource'))`,
  `alter table export_jobs alter column identity drop not null`,
  `alter table export_jobs add constraint export_jobs_identity_of_kind check ((identity is null) = (kind = 'resource'))`,
]);
