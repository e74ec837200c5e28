// The /dictionaryManage slice: the codes (dict/list), the chosen code's entries (dict/getDict)
// as saved and as edited (the draft), and the save (dict/saveDict). Status machines: codes
// idle → loading → ready | failed; entries idle → loading → ready ⇄ saving | failed. Edits are
// taken only while the entries are ready; a refused save keeps the draft with its reasons.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { DictCode, DictEntry, SaveDictEntry } from '../../../shared/dicts/api';
import type { Problem } from '../../lib/problem';
import { signedOut } from '../session';

export type SaidReason = { key: string; params?: Record<string, string | number> } | { text: string };

export interface DictManageState {
  codes: { status: 'idle' | 'loading' | 'ready' | 'failed'; items: DictCode[] };
  code: string | null;
  status: 'idle' | 'loading' | 'ready' | 'saving' | 'failed';
  saved: SaveDictEntry[];
  draft: SaveDictEntry[];
  /** `entries.<i>.<field>` → its reason: a catalogue key (the draft's own check, or the server's
   *  key) or the server's words */
  errors: Record<string, SaidReason>;
  problem: Problem | null;
}

export const initialDictManageState: DictManageState = {
  codes: { status: 'idle', items: [] },
  code: null,
  status: 'idle',
  saved: [],
  draft: [],
  errors: {},
  problem: null,
};

const withSort = (entries: DictEntry[]): SaveDictEntry[] => entries.map((e, i) => ({ dictKey: e.dictKey, dictValue: e.dictValue, sort: i }));

const dictManageSlice = createSlice({
  name: 'dictManage',
  initialState: initialDictManageState,
  reducers: {
    screenOpened(state) {
      state.codes.status = 'loading';
    },
    codesLoaded(state, action: PayloadAction<{ codes: DictCode[] }>) {
      state.codes = { status: 'ready', items: action.payload.codes };
    },
    codesFailed(state, _action: PayloadAction<{ problem: Problem }>) {
      state.codes.status = 'failed';
    },
    /** another code chosen (the screen asks first while the draft holds edits) */
    codeChosen(state, action: PayloadAction<{ code: string }>) {
      if (state.status === 'saving') return;
      Object.assign(state, { code: action.payload.code, status: 'loading', saved: [], draft: [], errors: {}, problem: null });
    },
    entriesLoaded(state, action: PayloadAction<{ code: string; entries: DictEntry[] }>) {
      if (state.code !== action.payload.code || state.status !== 'loading') return;
      state.saved = withSort(action.payload.entries);
      state.draft = state.saved;
      state.status = 'ready';
    },
    entriesFailed(state, action: PayloadAction<{ code: string; problem: Problem }>) {
      if (state.code !== action.payload.code) return;
      state.status = 'failed';
      state.problem = action.payload.problem;
    },
    entryChanged(state, action: PayloadAction<{ index: number; field: 'dictKey' | 'dictValue' | 'sort'; value: string }>) {
      const { index, field, value } = action.payload;
      const entry = state.draft[index];
      if (state.status !== 'ready' || !entry) return;
      if (field === 'sort') entry.sort = value.trim() === '' ? Number.NaN : Number(value);
      else entry[field] = value;
      delete state.errors[`entries.${index}.${field}`];
    },
    entryAdded(state) {
      if (state.status !== 'ready') return;
      const sort = state.draft.reduce((max, e) => (Number.isFinite(e.sort) ? Math.max(max, e.sort + 1) : max), 0);
      state.draft.push({ dictKey: '', dictValue: '', sort });
    },
    entryRemoved(state, action: PayloadAction<{ index: number }>) {
      if (state.status !== 'ready') return;
      state.draft.splice(action.payload.index, 1);
      state.errors = {};
    },
    editsDiscarded(state) {
      if (state.status !== 'ready') return;
      state.draft = state.saved;
      state.errors = {};
    },
    saveClicked(state) {
      if (state.status !== 'ready') return;
      state.status = 'saving';
      state.errors = {};
    },
    /** the draft's own check or the server's 9009: each reason under its cell */
    saveRefused(state, action: PayloadAction<{ errors: Record<string, SaidReason> }>) {
      if (state.status !== 'saving') return;
      state.status = 'ready';
      state.errors = action.payload.errors;
    },
    saveFailed(state, action: PayloadAction<{ problem: Problem }>) {
      if (state.status !== 'saving') return;
      state.status = 'ready';
      state.problem = action.payload.problem;
    },
    dictSaved(state, action: PayloadAction<{ code: string; entries: DictEntry[] }>) {
      if (state.status !== 'saving' || state.code !== action.payload.code) return;
      state.saved = withSort(action.payload.entries);
      state.draft = state.saved;
      state.status = 'ready';
      const listed = state.codes.items.find((c) => c.code === action.payload.code);
      if (listed) listed.size = action.payload.entries.length;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialDictManageState);
  },
});

export const {
  screenOpened,
  codesLoaded,
  codesFailed,
  codeChosen,
  entriesLoaded,
  entriesFailed,
  entryChanged,
  entryAdded,
  entryRemoved,
  editsDiscarded,
  saveClicked,
  saveRefused,
  saveFailed,
  dictSaved,
} = dictManageSlice.actions;
export default dictManageSlice.reducer;
