// Every action the store sees, in the order its reducers saw it, with the state it started
// from: exported as JSON (header button), replayed into a store without sagas, it reaches the
// same state. Passwords and secrets are redacted (an app key's new secret, shown once, replays as
// the redaction mark; no other reducer reads them).
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

export const LOG_FORMAT = 'campus-action-log';

export interface LoggedAction {
  /** epoch ms, for the reader; replay ignores it */
  at: number;
  action: UnknownAction;
}

export interface ActionLogFile {
  format: typeof LOG_FORMAT;
  version: 1;
  exportedAt: number;
  /** the state before the first logged action */
  initialState: unknown;
  actions: LoggedAction[];
}

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

export interface ActionLog {
  middleware: Middleware;
  /** marks the state the log starts from (the store's state right after it is made) */
  start(state: unknown): void;
  toFile(): ActionLogFile;
}

/**
 * Keeps at most 2 × limit actions. When full, the oldest `limit` are dropped and the state that
 * followed them (kept by reference: Redux state is immutable, so this is cheap) becomes the start.
 */
export function createActionLog(limit = 2000): ActionLog {
  let initialState: unknown;
  let middle: unknown;
  let entries: LoggedAction[] = [];

  const middleware: Middleware = (api) => (next) => (action) => {
    // Recorded before it reaches the reducers: an action a saga puts while this one is being
    // reduced must come after it in the log, as it does in the reducers.
    if (entries.length >= 2 * limit) {
      initialState = middle;
      entries = entries.slice(limit);
    }
    if (entries.length === limit) middle = api.getState();
    entries.push({ at: Date.now(), action: redactAction(action as UnknownAction) });
    return next(action);
  };

  return {
    middleware,
    start(state) {
      initialState = state;
      entries = [];
    },
    toFile: () => ({ format: LOG_FORMAT, version: 1, exportedAt: Date.now(), initialState, actions: [...entries] }),
  };
}

export function parseActionLog(json: string | ActionLogFile): ActionLogFile {
  const file = typeof json === 'string' ? (JSON.parse(json) as ActionLogFile) : json;
  if (!file || file.format !== LOG_FORMAT || !Array.isArray(file.actions)) throw new Error('not a console action log');
  return file;
}
