// The messages this feature shows, added to the console's registry when its chunk loads: the
// screens' words (documentsUi) and the definitions' labels (documents).
import { addCatalogue } from '../../../shared/i18n/registry';
import documents from '../../../shared/i18n/documents';
import documentsUi from '../../../shared/i18n/documentsUi';

addCatalogue(documents);
addCatalogue(documentsUi);

export const DOCUMENT_CATALOGUES = [documents, documentsUi];
