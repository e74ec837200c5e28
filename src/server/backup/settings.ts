// The backup schedule's settings from the environment: BACKUP_EVERY_HOURS (24: daily; 0: no
// scheduled backups) and BACKUP_KEEP (14 archives kept, older ones removed after each backup; 0:
// keep them all). Only a PGlite server schedules backups (PostgreSQL: pg_dump, README).

export interface BackupSettings {
  everyHours: number;
  keep: number;
}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number, 0 or more (was "${raw}")`);
  return n;
}

export function backupSettingsOf(env: NodeJS.ProcessEnv): BackupSettings {
  return { everyHours: number(env, 'BACKUP_EVERY_HOURS', 24), keep: Math.floor(number(env, 'BACKUP_KEEP', 14)) };
}
