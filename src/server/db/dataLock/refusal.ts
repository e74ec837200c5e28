// The refusal of a start on a data folder another live process holds (or keeps starting on):
// its message names the holder and what to do.
import os from 'node:os';
import type { HolderInfo } from './holderInfo';

/** Refused: another live process holds the folder (or keeps starting on it). */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: HolderInfo | null,
    readonly contended = false,
    /** a holder that did not answer: the pid its socket's name gives */
    readonly silentPid: number | null = null,
  ) {
    super(refusalText(dataDir, holder, contended, silentPid));
    this.name = 'DataDirInUse';
  }
}

function refusalText(dataDir: string, holder: HolderInfo | null, contended: boolean, silentPid: number | null): string {
  const sameHost = !holder || holder.host === os.hostname();
  const who = holder
    ? `process ${holder.pid}${sameHost ? '' : ` on host ${holder.host}`}, started ${holder.startedAt}${holder.command ? ` (${holder.command})` : ''}`
    : `a process that did not say who it is${silentPid ? ` (its lock socket names pid ${silentPid})` : ''}`;
  const lines = contended
    ? [
        `Start refused: another server process is starting on the data folder ${dataDir} at the same moment: ${who}.`,
        'Only one server may use a data folder. Wait until that one has started (or stopped), then try again if it is not the one you want.',
      ]
    : [
        `Start refused: the data folder ${dataDir} is in use by another server: ${who}.`,
        "Two servers on one data folder would overwrite each other's database and files, so this one does not start.",
        holder
          ? `Stop that server first (${sameHost ? `for example: kill ${holder.pid}` : `on host ${holder.host}`}), or give this one a folder of its own with DATA_DIR=<another folder>.`
          : 'Stop the other server first, or give this one a folder of its own with DATA_DIR=<another folder>.',
      ];
  lines.push('The lock ends with the process that holds it, even after a crash or kill -9: no file needs to be deleted.');
  return lines.join('\n');
}
