// What every saga may take from its context (getContext): the request layer and navigation.
// Sagas never touch window.location, so tests run them with a recording navigate.
import type { Api } from '../api/types';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

export interface SagaContext {
  api: Api;
  navigate: Navigate;
}
