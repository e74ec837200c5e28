// The document job feature as the settings document chunk brings it: its slice, its saga and
// its messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import documentJob from './documentJobSlice';
import { documentJobSaga } from './documentJobSaga';
import documentJobCatalogue from '../../../shared/i18n/documentJob';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    documentJob: ReturnType<typeof documentJob>;
  }
}

export const documentJobFeature = defineFeature({ name: 'documentJob', slices: { documentJob }, saga: documentJobSaga, catalogues: [documentJobCatalogue] });
