// Issue 29: a history that keeps the past. Each audit row names its object by the title it had
// when the write happened (a record's name field, a group's name, a file's name), so a deleted
// record is still named; rows written before this migration read their title at list time.
import { sqlMigration } from './sql';

export default sqlMigration('041_audit_titles', [`alter table audit_log add column if not exists target_title text`]);
