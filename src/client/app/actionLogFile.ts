// Reading an exported action log (actionLog.ts writes it): Redux DevTools' lifted state, ours or
// one DevTools exported, or the DevTools app's other export, `{payload, preloadedState}` (the
// actions and the committed state, each as JSON text), which DevTools' Import (importState of
// @redux-devtools/utils, then instrument's IMPORT_STATE) also reads. Apart from actionLog.ts, so
// the first load (which records and exports the log) does not carry what only a replay and the
// tests read.
import type { UnknownAction } from '@reduxjs/toolkit';
import { ActionLogFile, DEVTOOLS_INIT } from './actionLog';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** `{payload, preloadedState}` as DevTools' Import reads it: the payload's lifted state, or its
 *  actions after INIT from the preloaded state (instrument's IMPORT_STATE of an array). */
function unwrapExport(file: Record<string, unknown>): unknown {
  if (typeof file.payload !== 'string') return file;
  const payload = parsed(file.payload);
  if (!Array.isArray(payload)) return payload;
  const entry = (action: unknown) => ({ type: 'PERFORM_ACTION', action, timestamp: 0, stack: undefined });
  const actionsById: Record<number, unknown> = { 0: entry({ type: DEVTOOLS_INIT }) };
  payload.forEach((action, i) => (actionsById[i + 1] = entry(action)));
  return {
    actionsById,
    nextActionId: payload.length + 1,
    stagedActionIds: Array.from({ length: payload.length + 1 }, (_, i) => i),
    skippedActionIds: [],
    committedState: typeof file.preloadedState === 'string' ? parsed(file.preloadedState) : undefined,
    currentStateIndex: payload.length,
    computedStates: [],
    isLocked: false,
    isPaused: false,
  };
}

/** A DevTools lifted state (ours, or one DevTools exported), checked enough to replay. */
export function parseActionLog(json: string | ActionLogFile): ActionLogFile {
  let file: unknown = typeof json === 'string' ? parsed(json) : json;
  if (isObject(file)) file = unwrapExport(file);
  const ok =
    isObject(file) &&
    isObject(file.actionsById) &&
    Array.isArray(file.stagedActionIds) &&
    Array.isArray(file.skippedActionIds) &&
    'committedState' in file &&
    file.stagedActionIds.every((id) => {
      const entry = (file as { actionsById: Record<string, unknown> }).actionsById[String(id)];
      return isObject(entry) && isObject(entry.action) && typeof entry.action.type === 'string';
    });
  if (!ok) throw new Error('not a Redux DevTools action log');
  return file as ActionLogFile;
}

/** The actions a replay applies, in order: the staged ones after DevTools' INIT, less the skipped. */
export function loggedActions(file: ActionLogFile): UnknownAction[] {
  return file.stagedActionIds
    .slice(1)
    .filter((id) => !file.skippedActionIds.includes(id))
    .map((id) => file.actionsById[id].action);
}
