export * from './base64';
export * from './codec';
export * from './sha256';
export * from './signing';
export * from './status';
export * from './constants';
