// Cached option lists (dictionaries of document 002, key-value dropdowns of document 000), one
// entry per list key. A small status machine per list: (none) → loading → loaded | failed, and
// back to loading when a stale or failed list is needed again. Earlier options stay visible
// while a list reloads. The saga (dictsSaga.ts) decides when to fetch; this only records events.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { OptionsStatus } from '../../widgets/dict/types';
import type { Option } from '../../widgets/select/types';
import { isSignOutEvent } from './signOut';
import type { OptionsSource } from './sources';

export interface OptionsProblem {
  status: number;
  msg: string;
}

export interface OptionsEntry {
  status: Exclude<OptionsStatus, 'idle'>;
  options: Option[];
  /** epoch ms when the options were fetched (from the cache: when the cached copy was) */
  loadedAt: number | null;
  problem: OptionsProblem | null;
}

export interface DictsState {
  entries: Record<string, OptionsEntry>;
}

export const initialDictsState: DictsState = { entries: {} };

const dictsSlice = createSlice({
  name: 'dicts',
  initialState: initialDictsState,
  reducers: {
    /** A widget needs a list. No state change: the saga answers from the cache or fetches. */
    optionsNeeded(_state, _action: PayloadAction<{ source: OptionsSource }>) {},
    optionsFetchStarted(state, action: PayloadAction<{ key: string }>) {
      const entry = state.entries[action.payload.key];
      state.entries[action.payload.key] = { status: 'loading', options: entry?.options ?? [], loadedAt: entry?.loadedAt ?? null, problem: null };
    },
    optionsLoaded(state, action: PayloadAction<{ key: string; options: Option[]; loadedAt: number; fromCache: boolean }>) {
      const { key, options, loadedAt } = action.payload;
      state.entries[key] = { status: 'loaded', options, loadedAt, problem: null };
    },
    optionsFailed(state, action: PayloadAction<{ key: string; problem: OptionsProblem }>) {
      const entry = state.entries[action.payload.key];
      // A failure only means something for a list that was loading.
      if (entry?.status !== 'loading') return;
      entry.status = 'failed';
      entry.problem = action.payload.problem;
    },
    /** The list changed on the server (a dictionary saved in /dictionaryManage): forgotten here
     *  and in the session copy, so the next widget that needs it reads it again. */
    optionsStale(state, action: PayloadAction<{ key: string }>) {
      delete state.entries[action.payload.key];
    },
    /** A second widget waited for another's load that never settled; it now fetches itself. */
    optionsWaitTimedOut(_state, _action: PayloadAction<{ key: string; tries: number }>) {},
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSignOutEvent, () => initialDictsState);
  },
});

export const { optionsNeeded, optionsFetchStarted, optionsLoaded, optionsFailed, optionsWaitTimedOut, optionsStale } = dictsSlice.actions;
export default dictsSlice.reducer;
