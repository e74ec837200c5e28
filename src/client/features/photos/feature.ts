// The photos feature as its screen chunks bring it: the photo screen:
// its slice, its saga and its messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import photos from './photosSlice';
import { photosSaga } from './photosSaga';
import photosCatalogue from '../../../shared/i18n/photos';
import photosUi from './photosUi';
// labels the photo screen shares with the people lists and the import (name, identifier, photo, total)
import peopleCatalogue from '../../../shared/i18n/people';
import imports from '../../../shared/i18n/imports';
import workflows from '../../../shared/i18n/workflows';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    photos: ReturnType<typeof photos>;
  }
}

export const photosFeature = defineFeature({
  name: 'photos',
  slices: { photos },
  saga: photosSaga,
  catalogues: [photosCatalogue, photosUi, workflows, peopleCatalogue, imports],
});
