// The business packages feature as its screen chunk brings it: slice, saga and messages.
import { defineFeature } from '../../app/lazy/feature';
import businessPackages from './businessPackagesSlice';
import { businessPackagesSaga } from './businessPackagesSaga';
import businessPackagesCatalogue from '../../../shared/i18n/businessPackages';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    businessPackages: ReturnType<typeof businessPackages>;
  }
}

export const businessPackagesFeature = defineFeature({
  name: 'businessPackages',
  slices: { businessPackages },
  saga: businessPackagesSaga,
  catalogues: [businessPackagesCatalogue],
});
