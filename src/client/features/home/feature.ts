// The home feature as its screen chunks bring it (welcome, download and phone download pages):
// its slice, its saga and its messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import home from './homeSlice';
import { homeSaga } from './homeSaga';
import homeCatalogue from '../../../shared/i18n/home';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    home: ReturnType<typeof home>;
  }
}

export const homeFeature = defineFeature({ name: 'home', slices: { home }, saga: homeSaga, catalogues: [homeCatalogue] });
