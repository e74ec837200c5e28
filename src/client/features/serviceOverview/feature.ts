// The overview feature as its screen chunk brings it: slice, saga and messages.
import { defineFeature } from '../../app/lazy/feature';
import serviceOverview from './serviceOverviewSlice';
import { serviceOverviewSaga } from './serviceOverviewSaga';
import serviceStatsCatalogue from '../../../shared/i18n/serviceStats';
import workflows from '../../../shared/i18n/workflows';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    serviceOverview: ReturnType<typeof serviceOverview>;
  }
}

export const serviceOverviewFeature = defineFeature({
  name: 'serviceOverview',
  slices: { serviceOverview },
  saga: serviceOverviewSaga,
  catalogues: [serviceStatsCatalogue, workflows],
});
