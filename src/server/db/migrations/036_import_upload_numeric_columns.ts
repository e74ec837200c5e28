// Issue 16 §3. An upload keeps its columns' number cells (per column: how many rows, and the first
// one as an example), counted when the sheet is inspected, so the wizard's summary flags an
// identifier column that a spreadsheet program typed as numbers before any import starts.
import { sqlMigration } from './sql';

export default sqlMigration('036_import_upload_numeric_columns', [`alter table import_uploads add column numeric_columns jsonb not null default '[]'`]);
