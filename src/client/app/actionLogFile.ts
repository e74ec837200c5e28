// Reading an exported action log (actionLog.ts writes it): Redux DevTools' lifted state, ours or
// one DevTools exported. Apart from actionLog.ts, so the first load (which records and exports
// the log) does not carry what only a replay and the tests read.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ActionLogFile } from './actionLog';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A DevTools lifted state (ours, or one DevTools exported), checked enough to replay. */
export function parseActionLog(json: string | ActionLogFile): ActionLogFile {
  let file: unknown = json;
  if (typeof json === 'string') {
    try {
      file = JSON.parse(json);
    } catch {
      file = null;
    }
  }
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
