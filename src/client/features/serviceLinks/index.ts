// The service link picker's public face: its events and selectors; the view is
// ServiceLinkPicker.tsx, the chunk wiring ./feature.ts.
export * from './serviceLinksSlice';
export * from './selectors';
