// The dictionaries feature's public face: its events (the slice's actions) and selectors. The
// screen is DictManageScreen.tsx; the chunk wiring is ./feature.ts.
export * from './dictManageSlice';
export * from './selectors';
