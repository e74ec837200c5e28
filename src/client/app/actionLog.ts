// Every action the store sees, in the order its reducers saw it, with the state it started
// from, written as Redux DevTools' own lifted state (@redux-devtools/instrument's LiftedState:
// what the DevTools extension's Export writes and its Import reads). Exported as JSON (header
// button), it opens in DevTools' Import, in the replay panel (?replay, ./replayPanel) and in a
// store without sagas (replay.ts), and reaches the same state at every step. Passwords and
// secrets are redacted, in the actions and in the state the log starts from (an app key's new
// secret, shown once, replays as the redaction mark; no other reducer reads them).
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { LiftedState, PerformAction } from '@redux-devtools/instrument';

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

const SECRET = /password|token|signingKey|secret/i;
export const REDACTED = '[redacted]';

function redact(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET.test(k) && typeof v === 'string' ? REDACTED : redact(v, depth + 1);
  return out;
}

/** The action with every password-like string replaced (also used by Redux DevTools). */
export const redactAction = <A>(action: A): A => redact(action) as A;

const lifted = (action: UnknownAction, timestamp: number): LiftedEntry => ({ type: 'PERFORM_ACTION', action, timestamp, stack: undefined });

export interface ActionLog {
  middleware: Middleware;
  /** marks the state the log starts from (the store's state right after it is made) */
  start(state: unknown): void;
  toFile(): ActionLogFile;
}

/**
 * Keeps at most 2 × limit actions. When full, the oldest `limit` are dropped and the state that
 * followed them (kept by reference: Redux state is immutable, so this is cheap) becomes the
 * committed state.
 */
export function createActionLog(limit = 2000): ActionLog {
  let committedState: unknown;
  let startedAt = Date.now();
  let middle: { state: unknown; at: number } | undefined;
  let entries: LiftedEntry[] = [];

  const middleware: Middleware = (api) => (next) => (action) => {
    // Recorded before it reaches the reducers: an action a saga puts while this one is being
    // reduced must come after it in the log, as it does in the reducers.
    if (entries.length >= 2 * limit && middle) {
      ({ state: committedState, at: startedAt } = middle);
      entries = entries.slice(limit);
    }
    if (entries.length === limit) middle = { state: api.getState(), at: Date.now() };
    entries.push(lifted(redactAction(action as UnknownAction), Date.now()));
    return next(action);
  };

  return {
    middleware,
    start(state) {
      committedState = state;
      startedAt = Date.now();
      entries = [];
      middle = undefined;
    },
    toFile() {
      const actionsById: Record<number, LiftedEntry> = { 0: lifted({ type: DEVTOOLS_INIT }, startedAt) };
      entries.forEach((entry, i) => (actionsById[i + 1] = entry));
      const ids = [0, ...entries.map((_, i) => i + 1)];
      return {
        actionsById,
        nextActionId: entries.length + 1,
        stagedActionIds: ids,
        skippedActionIds: [],
        // the state the window starts from may be one that held a secret shown once (the
        // actions that set it are redacted, so a replay reaches the mark either way)
        committedState: redact(committedState),
        currentStateIndex: entries.length,
        computedStates: [],
        isLocked: false,
        isPaused: false,
      };
    },
  };
}
