// The alumni moderation feature's public face: its events (the slice's actions) and selectors.
// The screen is AlumniModerationScreen.tsx; the chunk wiring is ./feature.ts.
export * from './alumniModerationSlice';
export * from './selectors';
