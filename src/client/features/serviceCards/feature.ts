// The service-card designer as its screen chunk brings it: slice, saga and messages.
import { defineFeature } from '../../app/lazy/feature';
import serviceCards from './serviceCardsSlice';
import { serviceCardsSaga } from './serviceCardsSaga';
import serviceCardsCatalogue from '../../../shared/i18n/serviceCards';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    serviceCards: ReturnType<typeof serviceCards>;
  }
}

export const serviceCardsFeature = defineFeature({
  name: 'serviceCards',
  slices: { serviceCards },
  saga: serviceCardsSaga,
  catalogues: [serviceCardsCatalogue],
});
