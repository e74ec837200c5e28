// Typed calls of the console's backups (src/shared/platform/backups.ts): the archives, a backup
// started and polled, an archive fetched with the session.
import { BACKUP_PATHS, BackupJob, BackupRow } from '../../shared/platform/backups';
import type { Envelope } from '../../shared/protocol';
import type { Api } from './types';

export const fetchBackups = (api: Api): Promise<Envelope<BackupRow[]>> => api.request<BackupRow[]>({ method: 'GET', url: BACKUP_PATHS.list });

export const startBackup = (api: Api): Promise<Envelope<BackupJob>> => api.request<BackupJob>({ method: 'POST', url: BACKUP_PATHS.start, data: {} });

export const fetchBackupState = (api: Api, id: string): Promise<Envelope<BackupJob>> =>
  api.request<BackupJob>({ method: 'GET', url: BACKUP_PATHS.state, params: { id } });

export const downloadBackup = (api: Api, file: string): Promise<Blob> =>
  // an archive may be large: the 600 s client
  api.download({ method: 'GET', url: BACKUP_PATHS.download, params: { file }, client: 'upload' });
