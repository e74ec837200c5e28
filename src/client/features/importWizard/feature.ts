// The importWizard feature as its screen chunks bring it: the import wizard (any screen that opens it lists this feature):
// its slice, its saga and its messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import importWizard from './importWizardSlice';
import { importWizardSaga } from './importWizardSaga';
import importWizardCatalogue from '../../../shared/i18n/importWizard';
import imports from '../../../shared/i18n/imports';
import workflows from '../../../shared/i18n/workflows';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    importWizard: ReturnType<typeof importWizard>;
  }
}

export const importWizardFeature = defineFeature({
  name: 'importWizard',
  slices: { importWizard },
  saga: importWizardSaga,
  catalogues: [importWizardCatalogue, imports, workflows],
});
