// The request layer's public face: createApi for the store, the Api contract for sagas, and
// the typed auth calls.
export * from './types';
export * from './auth';
export { createApi } from './createApi';
export type { ConsoleApi, Clients } from './createApi';
export type { ApiDeps, CallerInfo } from './deps';
export { localTokenStore, memoryTokenStore } from './tokenStore';
export type { TokenStore, Tokens } from './tokenStore';
