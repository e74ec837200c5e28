// The robot library feature's public face: its events (the slice's actions) and selectors.
// Views are imported from their own files; the chunk wiring is ./feature.ts.
export { robotLibrarySlice, robotLibraryReducer } from './robotLibrarySlice';
export * from './selectors';
