// A process's hold on its data folder, as lockDataDir (or the Windows named pipe) returns it.
import type { ControlHandler } from './controlChannel';

export type Placement = 'folder' | 'proc' | 'tmp' | 'pipe';

export interface DataDirLock {
  /** the folder's real path */
  readonly dataDir: string;
  /** where the sockets live: in the folder itself, bound through /proc (a long path), under the temporary folder, or a named pipe (Windows) */
  readonly placement: Placement;
  /** for the start-up output when the lock could not live in the folder */
  readonly warning: string | null;
  /** whether the lock is still this process's: not released and its socket still listening (/readyz) */
  held(): boolean;
  /** starts taking commands from local processes (controlChannel.ts; `npm run backup` while serving);
   *  absent where the lock is a named pipe */
  takeCommands?(handler: ControlHandler): Promise<void>;
  /** closes the socket (removing its file) and the holder file; the process exiting does the same */
  release(): Promise<void>;
}
