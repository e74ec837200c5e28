// Which file store a process uses: FILE_STORE=folder (the default: DATA_DIR/files) or
// FILE_STORE=postgres (the database itself, so several API processes share every file; it needs
// the tables of migration 037, and works on PGlite as well as PostgreSQL).
import path from 'node:path';
import type { Db } from '../../db/schema';
import { FILE_STORE_KINDS, FileBackend, FileStoreKind } from './area';
import { folderBackend } from './folderArea';
import { postgresBackend } from './postgresArea';

export function fileStoreKindOf(value: string | undefined): FileStoreKind {
  const v = (value ?? '').trim().toLowerCase();
  if (!v) return 'folder';
  if ((FILE_STORE_KINDS as readonly string[]).includes(v)) return v as FileStoreKind;
  throw new Error(`FILE_STORE must be one of ${FILE_STORE_KINDS.join(', ')} (was "${value}")`);
}

export function openFileBackend(kind: FileStoreKind, db: Db, dataDir: string): FileBackend {
  return kind === 'postgres' ? postgresBackend(db, path.join(dataDir, 'tmp', 'file-store')) : folderBackend(dataDir);
}
