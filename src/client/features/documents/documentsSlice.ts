// One slice for every configuration document, keyed by document key and identity. Actions are
// events that carry both ("documents/fieldChanged {key: 'loginPrompt', identity: null, ...}"); the
// entry's status is a state machine and an event that makes no sense in the current status is
// ignored, as is an event for a document whose screen was never opened.
//
// The reducer alone decides when a call is due: it sets status loading / saving / publishing /
// restoring (and history or diff 'loading'), and the saga makes the call a status asks for.
//
//   idle ─opened→ loading ─loaded→ ready ─saveRequested/publishRequested→ saving|publishing
//   ready ─restoreConfirmed→ restoring;  saving|publishing|restoring ─saved→ ready
//   … ─rejected→ ready (errors on fields) ─failed→ ready (problem) ─conflicted→ conflict
//   conflict ─conflictChoiceMade (per field both changed)─ keepMine→ saving (the three-way merge of
//   base, theirs and mine, shared/documents/merge) | restoring on the newest base ─takeTheirs→ loading
//   ready ─editsDiscarded→ ready (the base's values);  ready ─discardClicked→ confirming
//   ─discardConfirmed→ restoring (a saved draft returns to the published version) | ready (edits only)
//   ready, no unsaved edits ─callRequested→ saving (a documented write call of the definition's
//   `calls`, e.g. a robot scene switched, a moment title added) ─saved→ ready (its answer the base)
// A documented read call (a panel's list, a field's options) is `reads[call]`: readRequested →
// loading ─readLoaded | readFailed→ ready | failed, beside the machine (it changes no version).
import { createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { DocumentState, FieldChange, VersionSummary } from '../../../shared/documents/types';
import { documentByKey } from '../../../shared/documents';
import { applyChoices, mergeFields, MergeSide } from '../../../shared/documents/merge';
import {
  DocFieldErrors,
  DocRead,
  DocumentEntry,
  DocumentsState,
  idleRestore,
  initialDiff,
  initialEntry,
  setValueAt,
  slotOf,
  valuesOfContent,
} from './documentState';
import { pagedList } from '../../lib/pagedList';
import type { Problem } from '../../lib/problem';
import type { SamplePerson } from './preview/eIdSample';

export interface DocRefPayload {
  key: string;
  identity: string | null;
}
type Keyed<T = object> = PayloadAction<DocRefPayload & T>;

/** Runs `change` on the entry of the action's document, when its screen has been opened. */
const onEntry =
  <T>(change: (entry: DocumentEntry, payload: DocRefPayload & T) => void) =>
  (state: DocumentsState, action: Keyed<T>) => {
    const entry = state[slotOf(action.payload.key, action.payload.identity)];
    if (entry) change(entry, action.payload);
  };

const BUSY = ['saving', 'publishing', 'restoring'] as const;
const isBusy = (entry: DocumentEntry) => (BUSY as readonly string[]).includes(entry.status);

const uploading = (entry: DocumentEntry) => Object.values(entry.uploads).some((u) => u.status === 'uploading');

const startLoading = (entry: DocumentEntry) => {
  entry.status = 'loading';
  entry.problem = null;
  entry.conflict = null;
  entry.intent = null;
};

const reloadHistory = (entry: DocumentEntry) => pagedList.toPage(entry.history, 1);

const valuesOf = (entry: DocumentEntry, document: DocumentState) => {
  const def = documentByKey(entry.key);
  return def ? valuesOfContent(def, document.content ?? {}) : { ...document.content };
};

/** The form back to its base: unsaved edits, uploads and errors dropped. */
const dropEdits = (entry: DocumentEntry) => {
  if (entry.base) entry.values = valuesOf(entry, entry.base);
  entry.dirty = false;
  entry.errors = {};
  entry.uploads = {};
  entry.previews = {};
};

/** A saved draft the discard returns to the published version (a call), rather than edits only. */
export const hasSavedDraft = (entry: DocumentEntry) => !!entry.base?.hasDraft && entry.base.publishedVersion !== null;

/** The server's newest state becomes the base and the form. */
const adopt = (entry: DocumentEntry, document: DocumentState) => {
  entry.base = document;
  entry.values = valuesOf(entry, document);
  entry.dirty = false;
  entry.errors = {};
  entry.uploads = {};
  entry.previews = {};
  entry.problem = null;
  entry.intent = null;
  entry.conflict = null;
  entry.status = 'ready';
  entry.restore = idleRestore;
  entry.discard = 'idle';
  reloadHistory(entry);
};

const slice = createSlice({
  name: 'documents',
  initialState: {} as DocumentsState,
  reducers: {
    /** a screen (or an identity tab) opened: a document with unsaved edits keeps them, any other is read again */
    opened(state, action: Keyed) {
      const { key, identity } = action.payload;
      const slot = slotOf(key, identity);
      const existing = state[slot];
      // unsaved edits, a read or a call under way, or a conflict waiting for a choice: kept as they are
      if (existing && (existing.status === 'loading' || existing.status === 'conflict' || isBusy(existing) || (existing.status === 'ready' && existing.dirty)))
        return;
      const entry = (state[slot] = initialEntry(key, identity));
      startLoading(entry);
    },
    /** read again after a failure */
    reloadRequested: onEntry((entry) => {
      if (entry.status === 'failed') startLoading(entry);
    }),
    loaded: onEntry<{ document: DocumentState }>((entry, { document }) => {
      if (entry.status !== 'loading') return;
      adopt(entry, document);
      entry.diff = initialDiff();
    }),
    /** the person the preview shows (a face with a person, e.g. the e-ID card) */
    sampleLoaded: onEntry<{ sample: SamplePerson }>((entry, { sample }) => {
      entry.sample = sample;
    }),
    loadFailed: onEntry<{ problem: Problem }>((entry, { problem }) => {
      if (entry.status !== 'loading') return;
      entry.status = 'failed';
      entry.problem = problem;
    }),
    fieldChanged: onEntry<{ name: string; value: unknown }>((entry, { name, value }) => {
      if (entry.status !== 'ready') return;
      entry.values[name] = value;
      entry.dirty = true;
      delete entry.errors[name];
    }),
    /** an image picked for a field (the File is in lib/fileRegistry under file.id) */
    imagePicked: onEntry<{ name: string; file: { id: string; name: string; type: string } }>((entry, { name, file }) => {
      if (entry.status !== 'ready') return;
      entry.uploads[name] = file.type.startsWith('image/')
        ? { status: 'uploading', fileId: file.id, fileName: file.name, error: null }
        : { status: 'failed', fileId: file.id, fileName: file.name, error: { key: 'documentsUi.imageNotImage' } };
      delete entry.errors[name];
    }),
    imageUploaded: onEntry<{ name: string; fileId: string; value: string; url: string }>((entry, { name, fileId, value, url }) => {
      const upload = entry.uploads[name];
      if (!upload || upload.fileId !== fileId || upload.status !== 'uploading') return;
      delete entry.uploads[name];
      if (!setValueAt(entry.values, name, value)) return;
      entry.previews[name] = url;
      entry.dirty = true;
    }),
    imageRefused: onEntry<{ name: string; fileId: string; error: { text?: string; key?: string } }>((entry, { name, fileId, error }) => {
      const upload = entry.uploads[name];
      if (upload && upload.fileId === fileId && upload.status === 'uploading') entry.uploads[name] = { ...upload, status: 'failed', error };
    }),
    imageRemoved: onEntry<{ name: string }>((entry, { name }) => {
      if (entry.status !== 'ready') return;
      delete entry.uploads[name];
      if (!setValueAt(entry.values, name, null)) return;
      entry.previews[name] = '';
      entry.dirty = true;
    }),
    /** "Save draft" (not while an image uploads: its file id is not known yet) */
    saveRequested: onEntry((entry) => {
      if (entry.status !== 'ready' || !entry.dirty || uploading(entry)) return;
      entry.status = 'saving';
      entry.intent = { kind: 'save', publish: false };
      entry.problem = null;
    }),
    /** "Publish": the form's edits saved and published in one call, or the newest draft published */
    publishRequested: onEntry((entry) => {
      if (entry.status !== 'ready' || !entry.base || uploading(entry)) return;
      entry.problem = null;
      if (entry.dirty) {
        entry.status = 'saving';
        entry.intent = { kind: 'save', publish: true };
      } else if (entry.base.hasDraft) {
        entry.status = 'publishing';
        entry.intent = { kind: 'publish' };
      }
    }),
    /** a documented write call of the definition (a panel's): only over the saved form, so the
     *  call's new version and the form never part (unsaved edits: save or discard them first) */
    callRequested: onEntry<{ call: string; body: Record<string, unknown> }>((entry, { key, call, body }) => {
      if (entry.status !== 'ready' || entry.dirty || uploading(entry) || documentByKey(key)?.calls?.[call]?.kind !== 'write') return;
      entry.status = 'saving';
      entry.intent = { kind: 'call', call, body };
      entry.problem = null;
    }),
    /** a documented read call of the definition asked (again), with what it is sent */
    readRequested: onEntry<{ call: string; body?: Record<string, unknown> }>((entry, { key, call, body }) => {
      if (documentByKey(key)?.calls?.[call]?.kind !== 'read') return;
      const read: DocRead = { status: 'loading', body: body ?? {}, result: entry.reads[call]?.result ?? null, problem: null };
      entry.reads[call] = read;
    }),
    readLoaded: onEntry<{ call: string; result: unknown }>((entry, { call, result }) => {
      const read = entry.reads[call];
      if (read?.status !== 'loading') return;
      read.status = 'ready';
      read.result = result;
    }),
    readFailed: onEntry<{ call: string; problem: Problem }>((entry, { call, problem }) => {
      const read = entry.reads[call];
      if (read?.status !== 'loading') return;
      read.status = 'failed';
      read.problem = problem;
    }),
    /** the console's checks or the server's 9009 named fields to correct */
    rejected: onEntry<{ errors: DocFieldErrors }>((entry, { errors }) => {
      if (!isBusy(entry)) return;
      entry.status = 'ready';
      entry.intent = null;
      entry.errors = errors;
    }),
    /** refused as a whole (a fault, the network): the form keeps its edits to retry */
    failed: onEntry<{ problem: Problem }>((entry, { problem }) => {
      if (!isBusy(entry)) return;
      entry.status = 'ready';
      entry.intent = null;
      entry.problem = problem;
    }),
    saved: onEntry<{ document: DocumentState }>((entry, { document }) => {
      if (!isBusy(entry)) return;
      adopt(entry, document);
    }),
    /** someone saved a newer version since the form's base: nothing is overwritten, the administrator chooses */
    conflicted: onEntry<{ current: DocumentState; changes: FieldChange[] }>((entry, { current, changes }) => {
      if (!isBusy(entry) || !entry.intent || !entry.base) return;
      const def = documentByKey(entry.key);
      const merges = entry.intent.kind === 'save' || entry.intent.kind === 'publish';
      const merge =
        merges && def
          ? mergeFields(
              def.fields.map((f) => f.name),
              valuesOf(entry, entry.base),
              valuesOf(entry, current),
              entry.values,
            )
          : null;
      entry.conflict = { current, changes, intent: entry.intent, merge, choices: {} };
      entry.intent = null;
      entry.status = 'conflict';
    }),
    /** a field both changed: mine or theirs */
    conflictChoiceMade: onEntry<{ field: string; side: MergeSide }>((entry, { field, side }) => {
      const merge = entry.conflict?.merge;
      if (entry.status !== 'conflict' || !merge?.questions.some((q) => q.field === field) || (side !== 'mine' && side !== 'theirs')) return;
      entry.conflict!.choices[field] = side;
    }),
    /** keep mine: the merge saved on the newest version (their changes to other fields kept, each field
     *  both changed as chosen; not before every one is chosen), or a restore done again */
    keepMineChosen: onEntry((entry) => {
      if (entry.status !== 'conflict' || !entry.conflict) return;
      const { current, intent, merge, choices } = entry.conflict;
      if (merge) {
        const values = applyChoices(merge, choices);
        if (!values) return;
        entry.values = values;
      }
      entry.base = current;
      entry.dirty = true;
      entry.intent = intent.kind === 'publish' ? { kind: 'save', publish: true } : intent;
      entry.status = entry.intent.kind === 'restore' || entry.intent.kind === 'discardDraft' ? 'restoring' : 'saving';
      entry.conflict = null;
    }),
    /** take theirs: the edits are dropped and the newest version read */
    takeTheirsChosen: onEntry((entry) => {
      if (entry.status !== 'conflict') return;
      entry.dirty = false;
      startLoading(entry);
    }),
    historyPageChanged: onEntry<{ pageIndex: number }>((entry, { pageIndex }) => {
      if (entry.base === null || !Number.isInteger(pageIndex) || pageIndex < 1) return;
      pagedList.toPage(entry.history, pageIndex);
    }),
    historyLoaded: onEntry<{ pageIndex: number; rows: VersionSummary[]; total: number }>((entry, { pageIndex, rows, total }) => {
      if (entry.history.pageIndex === pageIndex) pagedList.loaded(entry.history, rows, total);
    }),
    historyFailed: onEntry<{ problem: Problem }>((entry, { problem }) => {
      pagedList.failed(entry.history, problem);
    }),
    /** one end of the comparison picked; with both ends (different) the diff is due */
    diffPicked: onEntry<{ end: 'from' | 'to'; version: number | null }>((entry, { end, version }) => {
      entry.diff[end] = version;
      const { from, to } = entry.diff;
      entry.diff.changes = [];
      entry.diff.status = from !== null && to !== null && from !== to ? 'loading' : 'idle';
    }),
    diffLoaded: onEntry<{ from: number; to: number; changes: FieldChange[] }>((entry, { from, to, changes }) => {
      if (entry.diff.status !== 'loading' || entry.diff.from !== from || entry.diff.to !== to) return;
      entry.diff.status = 'ready';
      entry.diff.changes = changes;
    }),
    diffFailed: onEntry<{ problem: Problem }>((entry) => {
      if (entry.diff.status === 'loading') entry.diff.status = 'failed';
    }),
    /** the unsaved edits thrown away (the leave guard's "discard") */
    editsDiscarded: onEntry((entry) => {
      if (entry.status === 'ready') dropEdits(entry);
      else if (entry.status === 'conflict') {
        // the edits that conflicted are dropped: the newest version is read, as with take theirs
        entry.dirty = false;
        startLoading(entry);
      }
    }),
    /** "Discard draft": asks first; only with unsaved edits or a saved draft over a published version */
    discardClicked: onEntry((entry) => {
      if (entry.status === 'ready' && entry.discard === 'idle' && (entry.dirty || hasSavedDraft(entry))) entry.discard = 'confirming';
    }),
    discardCancelled: onEntry((entry) => {
      entry.discard = 'idle';
    }),
    /** the edits dropped; a saved draft returns to the published version by the discardDraft call */
    discardConfirmed: onEntry((entry) => {
      if (entry.status !== 'ready' || entry.discard !== 'confirming') return;
      entry.discard = 'idle';
      dropEdits(entry);
      if (!hasSavedDraft(entry)) return;
      entry.intent = { kind: 'discardDraft' };
      entry.status = 'restoring';
      entry.problem = null;
    }),
    restoreClicked: onEntry<{ version: number }>((entry, { version }) => {
      if (entry.status !== 'ready' || entry.restore.status !== 'idle') return;
      entry.restore = { status: 'confirming', version };
    }),
    restoreCancelled: onEntry((entry) => {
      if (entry.restore.status === 'confirming') entry.restore = idleRestore;
    }),
    restoreConfirmed: onEntry((entry) => {
      if (entry.status !== 'ready' || entry.restore.status !== 'confirming' || entry.restore.version === null) return;
      entry.intent = { kind: 'restore', version: entry.restore.version };
      entry.restore = idleRestore;
      entry.status = 'restoring';
      entry.problem = null;
    }),
  },
});

export const {
  opened,
  reloadRequested,
  loaded,
  sampleLoaded,
  loadFailed,
  fieldChanged,
  imagePicked,
  imageUploaded,
  imageRefused,
  imageRemoved,
  saveRequested,
  publishRequested,
  rejected,
  failed,
  saved,
  conflicted,
  conflictChoiceMade,
  keepMineChosen,
  takeTheirsChosen,
  editsDiscarded,
  discardClicked,
  discardCancelled,
  discardConfirmed,
  historyPageChanged,
  historyLoaded,
  historyFailed,
  diffPicked,
  diffLoaded,
  diffFailed,
  restoreClicked,
  restoreCancelled,
  restoreConfirmed,
  callRequested,
  readRequested,
  readLoaded,
  readFailed,
} = slice.actions;

/** Events after which the detail may be due (status 'loading'). */
export const LOAD_EVENTS = [opened.type, reloadRequested.type, takeTheirsChosen.type, editsDiscarded.type];
/** Events after which a save, publish or restore may be due. */
export const WRITE_EVENTS = [saveRequested.type, publishRequested.type, keepMineChosen.type, restoreConfirmed.type, discardConfirmed.type, callRequested.type];
/** Events after which the history may be due. */
export const HISTORY_EVENTS = [loaded.type, saved.type, historyPageChanged.type];

/** the slice (name 'documents'), for the store's wiring; its reducer is the default export */
export const documentsSlice = slice;
export const documentsReducer = slice.reducer;
export default slice.reducer;
