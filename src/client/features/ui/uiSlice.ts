// Console-wide UI state: the language and the toasts. Both are events any feature may cause
// (a saga puts toastShown after a save), so they live here rather than in each feature.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, Locale } from '../../../shared/i18n/registry';

export interface Toast {
  id: string;
  kind: 'success' | 'error' | 'info' | 'warning';
  /** an i18n key, translated when shown, so a language switch re-renders it */
  key?: string;
  params?: Record<string, string | number>;
  /** literal text (a server's msg, already in the user's language) */
  text?: string;
  /** an error's request id, shown small beneath it for a support desk (the server's log line) */
  requestId?: string;
}

export interface UiState {
  locale: Locale;
  toasts: Toast[];
}

export const initialUiState: UiState = { locale: DEFAULT_LOCALE, toasts: [] };
const MAX_TOASTS = 5;

const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    localeSwitched(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts = [...state.toasts, action.payload].slice(-MAX_TOASTS);
      },
      // The id is made where the event happens, so a replayed log reaches the same state.
      prepare(toast: Omit<Toast, 'id'> & { id?: string }) {
        return { payload: { ...toast, id: toast.id ?? `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
  },
});

export const { localeSwitched, toastShown, toastDismissed } = uiSlice.actions;
export const selectUi = (state: { ui: UiState }) => state.ui;
export const selectToasts = (state: { ui: UiState }) => state.ui.toasts;
export default uiSlice.reducer;
