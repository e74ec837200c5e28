// The visit-count feature's face: its events and selectors.
export { opened, rangeChosen, filterChosen, pageChosen, retried, countsLoaded, countsFailed } from './serviceVisitCountSlice';
export * from './selectors';
