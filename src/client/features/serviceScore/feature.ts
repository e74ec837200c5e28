// The service score feature as its screen chunk brings it: slice, saga and messages.
import { defineFeature } from '../../app/lazy/feature';
import serviceScore from './serviceScoreSlice';
import { serviceScoreSaga } from './serviceScoreSaga';
import serviceScoreCatalogue from '../../../shared/i18n/serviceScore';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    serviceScore: ReturnType<typeof serviceScore>;
  }
}

export const serviceScoreFeature = defineFeature({
  name: 'serviceScore',
  slices: { serviceScore },
  saga: serviceScoreSaga,
  catalogues: [serviceScoreCatalogue],
});
