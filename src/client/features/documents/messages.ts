// The messages this feature shows, added to the console's registry when its chunk loads: the
// screens' words (documentsUi, documents, documentPanels) and the definitions' labels (DOCUMENT_LABELS).
import { addCatalogue } from '../../../shared/i18n/registry';
import documents from '../../../shared/i18n/documents';
import documentsUi from './documentsUi';
import documentPanels from '../../../shared/i18n/documentPanels';
import { DOCUMENT_LABELS } from '../../../shared/documents';
// the form controls are the collections' (FormFieldControl, image upload, rich text)
import resourcesCatalogue from '../../../shared/i18n/resources';
import recordEditing from '../../../shared/i18n/recordEditing';
// the field rules' messages (fieldRule.*), which the form's own checks produce
import collectionsCatalogue from '../../../shared/i18n/collections';

export const DOCUMENT_CATALOGUES = [documents, documentsUi, documentPanels, resourcesCatalogue, recordEditing, collectionsCatalogue, ...DOCUMENT_LABELS];
for (const catalogue of DOCUMENT_CATALOGUES) addCatalogue(catalogue);
