// The photo zip import's tables (src/server/photoImport). Filled in by issue 5.
import { sqlMigration } from './sql';

export default sqlMigration('013_photo_imports', []);
