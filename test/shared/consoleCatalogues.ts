// The console's own catalogues: the words only its screens show, kept beside the feature that
// owns them (src/client/features/<feature>/…Ui.ts) and left out of the server's
// (src/shared/i18n/index.ts). Listed by file, so that consoleCatalogues.test.ts holds the list
// whole (a catalogue declared under src/client and missing here fails there) and the shared
// tests check every message, the server's and these (everyCatalogue.ts). Adds nothing itself.
import type { Catalogue } from '../../src/shared/i18n/types';
import documentsUi from '../../src/client/features/documents/documentsUi';
import exportUi from '../../src/client/features/exports/exportUi';
import membersUi from '../../src/client/features/memberPicker/membersUi';
import peopleQueryUi from '../../src/client/features/peopleQuery/peopleQueryUi';
import photoExportUi from '../../src/client/features/photoExport/photoExportUi';
import photoImportUi from '../../src/client/features/photoImport/photoImportUi';
import photosUi from '../../src/client/features/photos/photosUi';

/** each console catalogue by its file (from the repository's root) */
export const CONSOLE_CATALOGUES: Record<string, Catalogue> = {
  'src/client/features/documents/documentsUi.ts': documentsUi,
  'src/client/features/exports/exportUi.ts': exportUi,
  'src/client/features/memberPicker/membersUi.ts': membersUi,
  'src/client/features/peopleQuery/peopleQueryUi.ts': peopleQueryUi,
  'src/client/features/photoExport/photoExportUi.ts': photoExportUi,
  'src/client/features/photoImport/photoImportUi.ts': photoImportUi,
  'src/client/features/photos/photosUi.ts': photosUi,
};
