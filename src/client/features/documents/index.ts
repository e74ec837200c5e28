// The configuration documents feature's public face: the slice and the saga to wire, the
// selectors; the screen is DocumentScreen.tsx's default export (for a lazy chunk).
export { documentsSlice, documentsReducer } from './documentsSlice';
export { documentsSaga } from './documentsSaga';
export { documentSelectors } from './documentsSelectors';
