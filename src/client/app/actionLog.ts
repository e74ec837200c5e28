// Every action the store sees, in the order its reducers saw it, with the state it started
// from, written as Redux DevTools' own lifted state (@redux-devtools/instrument's LiftedState:
// what the DevTools extension's Export writes and its Import reads). Exported as JSON (header
// button), it opens in DevTools' Import, in the replay viewer (?replay, ./replayViewer) and in a
// store without sagas (replay.ts), and reaches the same state at every step. Safe to send by
// construction: every action and the state the log starts from pass through one sanitiser
// (logSanitiser.ts: secrets redacted, personal identifiers pseudonymised, previews cut) before
// they are kept. Bounded in count and in bytes (the JSON the file would be, counted as each
// action is kept): the oldest actions fold into the state the log starts from.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { LiftedState, PerformAction } from '@redux-devtools/instrument';
import { createLogSanitiser, REDACTED } from './logSanitiser';

/**
 * The file: DevTools' lifted state without its monitor's own state. `computedStates` is left
 * empty: DevTools' Import (instrument's IMPORT_STATE) recomputes every step from
 * `committedState` through the reducers, and a state per action would make the file grow
 * with the square of the session.
 */
export type ActionLogFile = Omit<LiftedState<unknown, UnknownAction, unknown>, 'monitorState'>;
type LiftedEntry = PerformAction<UnknownAction>;

/** The first staged action of every lifted state (instrument's INIT_ACTION). */
export const DEVTOOLS_INIT = '@@INIT';

export { REDACTED };
/** the default cap: bytes of the JSON the exported file would be */
export const ACTION_LOG_MAX_BYTES = 5 * 1024 * 1024;

const lifted = (action: UnknownAction, timestamp: number): LiftedEntry => ({ type: 'PERFORM_ACTION', action, timestamp, stack: undefined });

export interface ActionLog {
  middleware: Middleware;
  /** marks the state the log starts from (the store's state right after it is made) */
  start(state: unknown): void;
  toFile(): ActionLogFile;
  /** the log's sanitiser (Redux DevTools gets what it gives; the same pseudonyms) */
  sanitise<T>(value: T): T;
  /** bytes of the JSON toFile() would be (an upper bound: ids are counted at their widest) */
  size(): number;
  /** called after each kept action; returns the unsubscribe */
  subscribe(listener: () => void): () => void;
}

export interface ActionLogLimits {
  /** at most 2 × count actions; when full, the oldest `count` fold into the committed state */
  count?: number;
  /** at most this many bytes of JSON; when over, the oldest actions fold until under 3/4 of it */
  maxBytes?: number;
}

/** UTF-8 bytes of a string, without encoding it */
export function utf8Bytes(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      n += 2; // a surrogate pair: 4 bytes for 2 UTF-16 units
      i += 1;
    } else if (c >= 0x800) n += 2;
    else if (c >= 0x80) n += 1;
  }
  return n;
}

const jsonBytes = (value: unknown): number => utf8Bytes(JSON.stringify(value) ?? 'null');
/** an entry's share of the file besides its JSON: `"id":` and a comma in actionsById, `id,` in stagedActionIds */
const ENTRY_OVERHEAD = 2 * 10 + 5;

interface Kept {
  entry: LiftedEntry;
  bytes: number;
  /** the live state the action started from (by reference: Redux state is immutable) */
  before: unknown;
}

/**
 * Every action sanitised as it comes, with its size. When over the count or the byte cap, the
 * oldest actions are dropped and the live state the first kept one started from becomes the
 * committed state (sanitised once, there and then, by the same sanitiser).
 */
export function createActionLog(limits: ActionLogLimits | number = {}): ActionLog {
  const { count = 2000, maxBytes = ACTION_LOG_MAX_BYTES } = typeof limits === 'number' ? { count: limits } : limits;
  const sanitiser = createLogSanitiser();
  const listeners = new Set<() => void>();
  let committed: unknown;
  let committedBytes = 0;
  let startedAt = Date.now();
  let kept: Kept[] = [];
  let keptBytes = 0;

  const file = (entries: LiftedEntry[]): ActionLogFile => {
    const actionsById: Record<number, LiftedEntry> = { 0: lifted({ type: DEVTOOLS_INIT }, startedAt) };
    entries.forEach((entry, i) => (actionsById[i + 1] = entry));
    return {
      actionsById,
      nextActionId: entries.length + 1,
      stagedActionIds: [0, ...entries.map((_, i) => i + 1)],
      skippedActionIds: [],
      committedState: committed,
      currentStateIndex: entries.length,
      computedStates: [],
      isLocked: false,
      isPaused: false,
    };
  };
  // the file without actions and committed state, with its numbers at their widest
  const frameBytes = utf8Bytes(JSON.stringify({ ...file([]), committedState: null, nextActionId: 1e10, currentStateIndex: 1e10 })) + ENTRY_OVERHEAD;
  const size = () => frameBytes + committedBytes + keptBytes;

  const commit = (state: unknown, at: number) => {
    committed = sanitiser.sanitise(state);
    committedBytes = jsonBytes(committed);
    startedAt = at;
  };

  /** Over a limit: folds the oldest actions (to `count`, under 3/4 of the cap: room to grow again). */
  const fold = (current: () => unknown) => {
    if (kept.length <= 2 * count && size() <= maxBytes) return;
    const target = (maxBytes * 3) / 4;
    let drop = kept.length > 2 * count ? kept.length - count : 0;
    // the committed state changes as actions fold into it: measured again after each fold
    for (;;) {
      let rest = keptBytes - kept.slice(0, drop).reduce((n, k) => n + k.bytes, 0);
      while (drop < kept.length && frameBytes + committedBytes + rest > target) {
        rest -= kept[drop].bytes;
        drop += 1;
      }
      if (drop === 0) return;
      const first: Kept | undefined = kept[drop];
      commit(first ? first.before : current(), first ? first.entry.timestamp : Date.now());
      kept = kept.slice(drop);
      keptBytes = rest;
      drop = 0;
      // a state bigger than the cap on its own keeps no action
      if (size() <= target || kept.length === 0) return;
    }
  };

  const middleware: Middleware = (api) => (next) => (action) => {
    // Recorded before it reaches the reducers: an action a saga puts while this one is being
    // reduced must come after it in the log, as it does in the reducers.
    const entry = lifted(sanitiser.sanitise(action as UnknownAction), Date.now());
    const bytes = jsonBytes(entry) + ENTRY_OVERHEAD;
    kept.push({ entry, bytes, before: api.getState() });
    keptBytes += bytes;
    const result = next(action);
    fold(api.getState);
    listeners.forEach((l) => l());
    return result;
  };

  return {
    middleware,
    start(state) {
      commit(state, Date.now());
      kept = [];
      keptBytes = 0;
      listeners.forEach((l) => l());
    },
    toFile: () => file(kept.map((k) => k.entry)),
    sanitise: sanitiser.sanitise,
    size,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
