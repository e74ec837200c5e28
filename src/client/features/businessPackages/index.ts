// The business packages feature's public face: its events (the slice's actions) and selectors.
// The screen is BusinessPackagesScreen.tsx; the chunk wiring is ./feature.ts.
export * from './businessPackagesSlice';
export * from './selectors';
