// The photo export's changes (src/server/photoExport). Filled in by issue 5.
import { sqlMigration } from './sql';

export default sqlMigration('014_photo_exports', []);
