// The page-before-login preview's public face: its events and selector. The screen is
// PreLoginPreviewScreen.tsx's default export (for its chunk); the wiring is ./feature.ts.
export { opened, draftsLoaded, draftsFailed, preLoginPreviewSlice, preLoginPreviewReducer } from './preLoginPreviewSlice';
export { selectPreLoginPreview } from './selectors';
