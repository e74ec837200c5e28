// A PGlite server's backups: one at a time (a second request while one runs waits for it and gets
// its archive), each followed by pruning to BACKUP_KEEP. The schedule (schedule.ts), the local
// command channel (`npm run backup` while serving: controlHandler) and the console's button all go
// through here; the console also lists the archives and downloads one (routes/backups).
import path from 'node:path';
import type { ControlHandler } from '../db/dataLock/controlChannel';
import { BackupProgress, BackupSource, MadeBackup, makeBackup } from './makeBackup';
import { backupsDirOf, ListedBackup, listBackups, pruneBackups } from './names';
import { startBackupSchedule, ScheduleClock } from './schedule';
import type { BackupSettings } from './settings';

export interface Backups {
  /** makes an archive now (or joins the one being made) and prunes */
  backUp(onProgress?: (p: BackupProgress) => void): Promise<MadeBackup>;
  /** answers `npm run backup` from another process (db/dataLock/controlChannel.ts) */
  controlHandler: ControlHandler;
  /** the complete archives, newest first */
  list(): Promise<ListedBackup[]>;
  /** the path of an archive the list names, or null (any other name: nothing outside the folder) */
  fileOf(name: string): Promise<string | null>;
  /** starts the schedule (BACKUP_EVERY_HOURS); the returned function stops it */
  schedule(clock?: ScheduleClock, log?: (line: string) => void): () => void;
}

export function backupsOf(source: BackupSource, settings: BackupSettings): Backups {
  let running: Promise<MadeBackup> | null = null;
  const listeners = new Set<(p: BackupProgress) => void>();

  const backUp = (onProgress?: (p: BackupProgress) => void): Promise<MadeBackup> => {
    if (onProgress) listeners.add(onProgress);
    if (!running) {
      running = (async () => {
        try {
          const made = await makeBackup(source, (p) => listeners.forEach((l) => l(p)));
          await pruneBackups(source.dataDir, settings.keep);
          return made;
        } finally {
          running = null;
          listeners.clear();
        }
      })();
    }
    return running;
  };

  const controlHandler: ControlHandler = async (command, send) => {
    if (command !== 'backup') return void send({ error: `unknown command "${command}"` });
    const made = await backUp((p) => send({ progress: p }));
    send({ done: true, file: made.file, bytes: made.bytes, tookMs: made.tookMs, heldMs: made.heldMs, manifest: made.manifest });
  };

  const list = () => listBackups(source.dataDir);
  const fileOf = async (name: string) => ((await list()).some((b) => b.name === name) ? path.join(backupsDirOf(source.dataDir), name) : null);

  return {
    backUp,
    controlHandler,
    list,
    fileOf,
    schedule: (clock, log = console.log) =>
      startBackupSchedule({
        settings,
        clock,
        newest: async () => (await listBackups(source.dataDir))[0]?.createdAt.getTime() ?? null,
        backUp: async () => {
          const made = await backUp();
          log(`backup: ${made.file} (${made.bytes} bytes, ${made.tookMs} ms)`);
        },
        onError: (e) => console.error('backup failed:', e),
      }),
  };
}
