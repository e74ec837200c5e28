// The people lists' chunk: the screen and the features it uses (its own, the dictionaries, and
// the import, export and photo dialogs it opens).
import { dictsFeature } from '../../features/dicts/feature';
import { exportFeature } from '../../features/exports/feature';
import { importWizardFeature } from '../../features/importWizard/feature';
import { peopleFeature } from '../../features/people/feature';
import { photoExportFeature } from '../../features/photoExport/feature';
import { photoImportFeature } from '../../features/photoImport/feature';

export { default } from '../../features/people/PeopleScreen';
export const features = [peopleFeature, dictsFeature, importWizardFeature, exportFeature, photoImportFeature, photoExportFeature];
