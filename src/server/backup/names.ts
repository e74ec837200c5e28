// Where backups live and what they are called: DATA_DIR/backups/campus-backup-<UTC stamp>.zip. An
// archive is written under a temporary name (a leading dot, `.partial`) and renamed when whole,
// so a file under the final name is always a complete archive; a partial one left by a crash is
// removed by the next backup.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export const BACKUP_FOLDER = 'backups';
const NAME = /^campus-backup-(\d{8}T\d{6}(?:\d{3})?Z)\.zip$/;
const PARTIAL = /^\.campus-backup-.*\.partial$/;

export const backupsDirOf = (dataDir: string) => path.join(dataDir, BACKUP_FOLDER);

/** the archive's name for a moment: sorts by time */
export function backupNameAt(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `campus-backup-${stamp}.zip`;
}

export const partialNameOf = (name: string) => `.${name.replace(/\.zip$/, '')}.${process.pid}.partial`;

export const isBackupName = (name: string) => NAME.test(name);

export interface ListedBackup {
  name: string;
  bytes: number;
  createdAt: Date;
}

/** The complete archives in the folder, newest first. */
export async function listBackups(dataDir: string): Promise<ListedBackup[]> {
  const dir = backupsDirOf(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter(isBackupName).sort().reverse();
  const listed: ListedBackup[] = [];
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info) listed.push({ name, bytes: info.size, createdAt: info.mtime });
  }
  return listed;
}

/** Removes the archives beyond the newest `keep` (0 keeps all); returns the names removed. */
export async function pruneBackups(dataDir: string, keep: number): Promise<string[]> {
  if (keep <= 0) return [];
  const old = (await listBackups(dataDir)).slice(keep).map((b) => b.name);
  for (const name of old) await rm(path.join(backupsDirOf(dataDir), name), { force: true });
  return old;
}

/** Removes partial archives a stopped process left (never one this process is writing). */
export async function removeLeftPartials(dataDir: string, writing: ReadonlySet<string>): Promise<void> {
  const dir = backupsDirOf(dataDir);
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (PARTIAL.test(name) && !writing.has(name)) await rm(path.join(dir, name), { force: true });
  }
}
