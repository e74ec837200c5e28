// The favourites statistics feature's public face: its events (the slice's actions) and
// selectors. The screen is ServiceFavouritesScreen.tsx; the chunk wiring is ./feature.ts.
export * from './serviceFavouritesSlice';
export * from './selectors';
