// Issue 16 §3. An import job counts the identifiers its file held as number cells (per column:
// how many rows, and the first one as an example), so the dry run and the progress show them.
// A remembered mapping keeps the headers of the file it was made for: for a file with the same
// headers it wins over name matching (src/shared/imports/matching.ts).
import { sqlMigration } from './sql';

export default sqlMigration('024_import_numeric_cells', [
  `alter table import_jobs add column numeric_cells jsonb not null default '[]'`,
  `alter table import_mappings add column headers jsonb`,
]);
