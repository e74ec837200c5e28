// The preset services feature as its screen chunk brings it: its slice, its saga and its
// messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import presetServices from './presetServicesSlice';
import { presetServicesSaga } from './presetServicesSaga';
import presetsCatalogue from '../../../shared/i18n/presets';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    presetServices: ReturnType<typeof presetServices>;
  }
}

export const presetServicesFeature = defineFeature({
  name: 'presetServices',
  slices: { presetServices },
  saga: presetServicesSaga,
  catalogues: [presetsCatalogue],
});
