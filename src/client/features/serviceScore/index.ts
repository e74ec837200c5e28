// The service score feature's public face: its events (the slice's actions) and selectors. The
// screen is ServiceScoreScreen.tsx; the chunk wiring is ./feature.ts.
export * from './serviceScoreSlice';
export * from './selectors';
