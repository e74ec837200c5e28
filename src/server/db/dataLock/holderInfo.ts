// What a lock holder says about itself: through its socket, and in the holder file for people
// (and for a refusal when the holder does not answer).
import os from 'node:os';

/** 'starting' while a process still checks the folder, 'holding' once it has it */
export type LockState = 'starting' | 'holding';

export interface HolderInfo {
  pid: number;
  host: string;
  /** ISO time the process took (or began to take) the lock */
  startedAt: string;
  /** the folder's real path */
  dataDir: string;
  /** the holder's command line, for recognising it */
  command: string;
  state?: LockState;
  /** the holder's control socket (controlChannel.ts), once it takes commands: its name and where it lives */
  control?: { name: string; placement: 'folder' | 'proc' | 'tmp' };
}

function commandLine(): string {
  const text = process.argv.map((a) => (a.includes(' ') ? JSON.stringify(a) : a)).join(' ');
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/** This process, starting now on the folder (its real path). */
export function ownHolderInfo(dataDir: string): HolderInfo {
  return { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString(), dataDir, command: commandLine() };
}

/** What a socket or the holder file said, or null when it is not a holder's description. */
export function parseHolderInfo(text: string): HolderInfo | null {
  try {
    const v = JSON.parse(text.trim()) as HolderInfo;
    return typeof v === 'object' && v !== null && typeof v.pid === 'number' ? v : null;
  } catch {
    return null;
  }
}
