// The small manifest of every backup archive (manifest.json, its last entry: its counts are known
// once the rest is written): what made it, when, the database's schema version (the migrations it had: a restore of an older archive is migrated by
// the next start, db/migrate.ts) and counts to check a restore against.
import type { FileStoreKind } from '../files/store/area';

export const ARCHIVE_FORMAT = 'campus-backup';
export const ARCHIVE_VERSION = 1;
/** the archive's entries: the manifest, the database's dump, the file store's files (folder store) */
export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'database.tar';
export const FILES_PREFIX = 'files/';

export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  createdAt: string;
  database: 'pglite';
  schema: {
    /** the last migration the database had: the schema version */
    last: string | null;
    /** how many migrations it had */
    applied: number;
    /** their names */
    names: string[];
  };
  /** where the files were: a folder store's files are in the archive under files/, the database's in the database */
  fileStore: FileStoreKind;
  counts: {
    tenants: number;
    people: number;
    /** rows of stored_files (the files of FILE_STORE=postgres) */
    storedFiles: number;
    /** files of the folder store in the archive, and their bytes */
    files: number;
    fileBytes: number;
    databaseBytes: number;
  };
}

export function parseManifest(text: string): BackupManifest {
  const m = JSON.parse(text) as BackupManifest;
  if (m?.format !== ARCHIVE_FORMAT) throw new Error('not a campus backup archive (its manifest.json is not one)');
  if (m.version !== ARCHIVE_VERSION) throw new Error(`backup archive version ${String(m.version)} is not one this server reads (${ARCHIVE_VERSION})`);
  return m;
}
