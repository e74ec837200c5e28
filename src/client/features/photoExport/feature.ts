// The photoExport feature as its screen chunks bring it: the photo export dialogs (any screen that opens them lists this feature):
// its slice, its saga and its messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import photoExport from './photoExportSlice';
import { photoExportSaga } from './photoExportSaga';
import photosCatalogue from '../../../shared/i18n/photos';
import photoExportUi from './photoExportUi';
import workflows from '../../../shared/i18n/workflows';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    photoExport: ReturnType<typeof photoExport>;
  }
}

export const photoExportFeature = defineFeature({
  name: 'photoExport',
  slices: { photoExport },
  saga: photoExportSaga,
  catalogues: [photosCatalogue, photoExportUi, workflows],
});
