// The favourites statistics feature as its screen chunk brings it: slice, saga and messages.
import { defineFeature } from '../../app/lazy/feature';
import serviceFavourites from './serviceFavouritesSlice';
import { serviceFavouritesSaga } from './serviceFavouritesSaga';
import serviceFavouritesCatalogue from '../../../shared/i18n/serviceFavourites';
import serviceStatsCatalogue from '../../../shared/i18n/serviceStats';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    serviceFavourites: ReturnType<typeof serviceFavourites>;
  }
}

export const serviceFavouritesFeature = defineFeature({
  name: 'serviceFavourites',
  slices: { serviceFavourites },
  saga: serviceFavouritesSaga,
  catalogues: [serviceFavouritesCatalogue, serviceStatsCatalogue],
});
