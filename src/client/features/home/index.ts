// The home feature's face for the store wiring: its slice (key `home`) and its saga.
export { default as homeReducer, homeSlice } from './homeSlice';
export { homeSaga } from './homeSaga';
export * from './selectors';
