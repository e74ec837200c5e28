// The state the console starts from: the stored session (still signed in, perhaps locked)
// and the stored language.
import { loadSessionState } from '../features/session/persist';
import { loadLocale } from '../features/ui/persist';
import { initialUiState } from '../features/ui/uiSlice';
import type { RootState } from './reducers';

export function loadPreloadedState(): Partial<RootState> {
  return { session: loadSessionState(), ui: { ...initialUiState, locale: loadLocale() } };
}
