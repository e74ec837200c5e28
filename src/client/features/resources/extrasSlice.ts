// The collection screens' tools, related lists and tabs (extrasState.ts), keyed by resource
// key. Events are named for what happened ("resourceExtras/toolClicked {key, tool}"); the saga
// acts on the status the reducer sets, so an event that makes no sense now causes no call.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import { pagedList } from '../../lib/pagedList';
import type { Problem } from '../../lib/problem';
import { closedRelated, emptyExtras, Chip, ExtrasEntry, Figure, ResourceExtrasState } from './extrasState';

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
    toolDone(state, action: Keyed<{ figures?: Figure[]; chips?: Chip[] }>) {
      const entry = entryOf(state, action.payload.key);
      if (entry.tool.status !== 'running' || !entry.tool.key) return;
      if (action.payload.figures || action.payload.chips)
        entry.summary = { key: entry.tool.key, figures: action.payload.figures ?? [], chips: action.payload.chips ?? [] };
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
    /** the preview came on screen from its first slide (the saga reads the clock and ticks until previewHidden) */
    previewShown(state, action: Keyed) {
      entryOf(state, action.payload.key).preview.index = 0;
    },
    previewHidden(state, action: Keyed) {
      entryOf(state, action.payload.key).preview.index = 0;
    },
    previewClockRead(state, action: Keyed<{ now: string }>) {
      entryOf(state, action.payload.key).preview.now = action.payload.now;
    },
    /** the auto-advance: the next slide, and the clock read again */
    previewTicked(state, action: Keyed<{ now: string }>) {
      const preview = entryOf(state, action.payload.key).preview;
      preview.index += 1;
      preview.now = action.payload.now;
    },
    previewStepped(state, action: Keyed<{ by: 1 | -1 }>) {
      const preview = entryOf(state, action.payload.key).preview;
      if (action.payload.by === 1 || action.payload.by === -1) preview.index += action.payload.by;
    },
    previewDotClicked(state, action: Keyed<{ index: number }>) {
      if (Number.isInteger(action.payload.index) && action.payload.index >= 0) entryOf(state, action.payload.key).preview.index = action.payload.index;
    },
    previewPlacementChosen(state, action: Keyed<{ placement: string }>) {
      const preview = entryOf(state, action.payload.key).preview;
      preview.placement = action.payload.placement;
      preview.index = 0;
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
  previewShown,
  previewHidden,
  previewClockRead,
  previewTicked,
  previewStepped,
  previewDotClicked,
  previewPlacementChosen,
} = extrasSlice.actions;
export default extrasSlice.reducer;
