// The console's backups (issue 37): the archives of the embedded database and the file store
// under DATA_DIR/backups, listed, made on demand as a job the console polls, and downloaded, by an
// administrator whose role gives every right (全部权限) only. On PostgreSQL the list is refused
// (pg_dump backs it up: README "Operations → Backups").
//
//   GET  /api/ops/backups/list                 → BackupRow[] (newest first)
//   POST /api/ops/backups/start     {}         → BackupJob (answers at once; one backup at a time)
//   GET  /api/ops/backups/state     ?id=       → BackupJob
//   GET  /api/ops/backups/download  ?name=     → the archive (a name of the list only)

export const BACKUP_BASE = '/api/ops/backups';
export const BACKUP_PATHS = {
  list: `${BACKUP_BASE}/list`,
  start: `${BACKUP_BASE}/start`,
  state: `${BACKUP_BASE}/state`,
  download: `${BACKUP_BASE}/download`,
} as const;

export interface BackupRow {
  name: string;
  /** bytes */
  size: number;
  /** ISO instant the archive was written */
  createdAt: string;
}

export type BackupStage = 'database' | 'files' | 'writing' | 'done';

export interface BackupJob {
  id: string;
  stage: BackupStage;
  /** 0..100 */
  percent: number;
  done: boolean;
  /** the archive's name once done */
  name: string | null;
  /** why it failed (the server's message), or null */
  error: string | null;
}
