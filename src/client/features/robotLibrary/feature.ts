// The robot library feature as its screen chunk brings it: its slice, its saga and its messages
// (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import robotLibrary from './robotLibrarySlice';
import { robotLibrarySaga } from './robotLibrarySaga';
import robotCatalogue from '../../../shared/i18n/robot';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    robotLibrary: ReturnType<typeof robotLibrary>;
  }
}

export const robotLibraryFeature = defineFeature({ name: 'robotLibrary', slices: { robotLibrary }, saga: robotLibrarySaga, catalogues: [robotCatalogue] });
