// The photoImport feature as its screen chunks bring it: the photo import dialogs (any screen that opens them lists this feature):
// its slice, its saga and its messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import photoImport from './photoImportSlice';
import { photoImportSaga } from './photoImportSaga';
import photoImportCatalogue from '../../../shared/i18n/photoImport';
import photoImportUi from './photoImportUi';
import workflows from '../../../shared/i18n/workflows';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    photoImport: ReturnType<typeof photoImport>;
  }
}

export const photoImportFeature = defineFeature({
  name: 'photoImport',
  slices: { photoImport },
  saga: photoImportSaga,
  catalogues: [photoImportCatalogue, photoImportUi, workflows],
});
