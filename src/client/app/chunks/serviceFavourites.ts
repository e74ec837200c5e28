// The favourites statistics' chunk (/serviceCollectionStatistics); Highcharts is a chunk of its
// own that the first chart loads.
import { serviceFavouritesFeature } from '../../features/serviceFavourites/feature';

export { default } from '../../features/serviceFavourites/ServiceFavouritesScreen';
export const features = [serviceFavouritesFeature];
