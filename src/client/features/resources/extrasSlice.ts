// The collection screens' tools, related lists and tabs (extrasState.ts), keyed by resource
// key. Events are named for what happened ("resourceExtras/toolClicked {key, tool}"); the saga
// acts on the status the reducer sets, so an event that makes no sense now causes no call.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import { pagedList } from '../../lib/pagedList';
import type { Problem } from '../../lib/problem';
import { closedRelated, emptyExtras, ExtrasEntry, Figure, ResourceExtrasState } from './extrasState';

type Keyed<T = object> = PayloadAction<{ key: string } & T>;

const entryOf = (state: ResourceExtrasState, key: string): ExtrasEntry => (state.byKey[key] ??= emptyExtras());

const initialState: ResourceExtrasState = { byKey: {}, tabs: {} };

const extrasSlice = createSlice({
  name: 'resourceExtras',
  initialState,
  reducers: {
    /** a command with a question asks first; any other tool runs at once */
    toolClicked(state, action: Keyed<{ tool: string; confirm: boolean }>) {
      const entry = entryOf(state, action.payload.key);
      if (entry.tool.status !== 'idle') return;
      entry.tool = { key: action.payload.tool, status: action.payload.confirm ? 'confirming' : 'running' };
    },
    toolConfirmed(state, action: Keyed) {
      const entry = entryOf(state, action.payload.key);
      if (entry.tool.status === 'confirming') entry.tool.status = 'running';
    },
    toolCancelled(state, action: Keyed) {
      const entry = entryOf(state, action.payload.key);
      if (entry.tool.status === 'confirming') entry.tool = { key: null, status: 'idle' };
    },
    toolDone(state, action: Keyed<{ figures?: Figure[] }>) {
      const entry = entryOf(state, action.payload.key);
      if (entry.tool.status !== 'running' || !entry.tool.key) return;
      if (action.payload.figures) entry.summary = { key: entry.tool.key, figures: action.payload.figures };
      entry.tool = { key: null, status: 'idle' };
    },
    toolFailed(state, action: Keyed) {
      entryOf(state, action.payload.key).tool = { key: null, status: 'idle' };
    },
    summaryClosed(state, action: Keyed) {
      entryOf(state, action.payload.key).summary = null;
    },
    relatedOpened(state, action: Keyed<{ related: string; rowId: number; name: string }>) {
      const { related, rowId, name } = action.payload;
      entryOf(state, action.payload.key).related = { ...closedRelated(), key: related, rowId, name, status: 'loading' };
    },
    relatedPageChanged(state, action: Keyed<{ pageIndex: number }>) {
      const related = entryOf(state, action.payload.key).related;
      if (!related.key || !Number.isInteger(action.payload.pageIndex) || action.payload.pageIndex < 1) return;
      pagedList.toPage(related, action.payload.pageIndex);
    },
    relatedLoaded(state, action: Keyed<{ rows: Record<string, unknown>[]; total: number }>) {
      pagedList.loaded(entryOf(state, action.payload.key).related, action.payload.rows, action.payload.total);
    },
    relatedFailed(state, action: Keyed<{ problem: Problem }>) {
      pagedList.failed(entryOf(state, action.payload.key).related, action.payload.problem);
    },
    relatedClosed(state, action: Keyed) {
      entryOf(state, action.payload.key).related = closedRelated();
    },
    tabChosen(state, action: PayloadAction<{ route: string; key: string }>) {
      state.tabs[action.payload.route] = action.payload.key;
    },
  },
});

export const {
  toolClicked,
  toolConfirmed,
  toolCancelled,
  toolDone,
  toolFailed,
  summaryClosed,
  relatedOpened,
  relatedPageChanged,
  relatedLoaded,
  relatedFailed,
  relatedClosed,
  tabChosen,
} = extrasSlice.actions;
export default extrasSlice.reducer;
