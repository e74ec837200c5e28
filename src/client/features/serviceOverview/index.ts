// The overview feature's face: its events and selectors.
export { opened, rangeChosen, retried, figuresLoaded, figuresFailed } from './serviceOverviewSlice';
export * from './selectors';
