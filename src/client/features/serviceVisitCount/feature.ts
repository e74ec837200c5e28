// The visit-count feature as its screen chunk brings it: slice, saga and messages.
import { defineFeature } from '../../app/lazy/feature';
import serviceVisitCount from './serviceVisitCountSlice';
import { serviceVisitCountSaga } from './serviceVisitCountSaga';
import serviceStatsCatalogue from '../../../shared/i18n/serviceStats';
import workflows from '../../../shared/i18n/workflows';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    serviceVisitCount: ReturnType<typeof serviceVisitCount>;
  }
}

export const serviceVisitCountFeature = defineFeature({
  name: 'serviceVisitCount',
  slices: { serviceVisitCount },
  saga: serviceVisitCountSaga,
  catalogues: [serviceStatsCatalogue, workflows],
});
