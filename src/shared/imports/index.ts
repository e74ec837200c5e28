export * from './constants';
export * from './api';
export * from './targets';
export * from './matching';
export * from './normalise';
