// Typed calls of /serviceCollectionStatistics (src/shared/services/favourites.ts).
import type { Envelope } from '../../shared/protocol';
import { FAVOURITE_PATHS, FavouriteCountBody, FavouriteCountRow, FavouriteTrend, FavouriteTrendBody } from '../../shared/services/favourites';
import type { Api } from './types';

/** serviceCollection/countList (ours): every service with the people keeping it now. */
export const fetchFavouriteCounts = (api: Api, body: FavouriteCountBody): Promise<Envelope<FavouriteCountRow[]>> =>
  api.request<FavouriteCountRow[]>({ method: 'POST', url: FAVOURITE_PATHS.counts, data: body });

/** serviceCollection/trend (ours): favourites added and removed per day of a range. */
export const fetchFavouriteTrend = (api: Api, body: FavouriteTrendBody): Promise<Envelope<FavouriteTrend>> =>
  api.request<FavouriteTrend>({ method: 'POST', url: FAVOURITE_PATHS.trend, data: body });
