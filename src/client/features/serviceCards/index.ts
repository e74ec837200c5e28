// The service-card designer's public face: its events (the slice's actions) and selectors. The
// screen is ServiceCardsScreen.tsx; the chunk wiring is ./feature.ts.
export * from './serviceCardsSlice';
export * from './selectors';
