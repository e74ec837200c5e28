// The only way the side-by-side preview's screen and tests read its state.
import { initialPreLoginPreviewState, PreLoginPreviewState } from './preLoginPreviewSlice';

/** any store holding this feature's slice under `preLoginPreview` (it is injected lazily) */
export type WithPreLoginPreview = { preLoginPreview?: PreLoginPreviewState };

export const selectPreLoginPreview = (state: WithPreLoginPreview): PreLoginPreviewState => state.preLoginPreview ?? initialPreLoginPreviewState;
