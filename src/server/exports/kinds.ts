// What an export job writes, by its kind (export_jobs.kind, migration 014): the bulk export's
// xlsx, the photo export's zip and a collection's xlsx ('resource'). Everything around the file is the same for every kind and
// lives once in this folder (the queue and runner, the file store, progress, cancel, restart
// from the top, clean-up, the signed download); a kind only says what its file is and how it
// is filled. The xlsx writer is this folder's (xlsxWriter.ts); the photo zip's is registered by
// the photo feature (src/server/photos/plugin.ts → src/server/photoExport/zipWriter.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema';
import type { FileStore, StoredExt } from '../imports/fileStore';
import { XLSX_MIME } from '../imports/workbook';
import type { ExportJobRow } from './jobRows';

export const EXPORT_KINDS = ['xlsx', 'photos', 'resource'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The stored file's extension (also the download's) and its content type, by kind. */
export const EXPORT_FILE_TYPES: Record<ExportKind, { ext: StoredExt; mime: string }> = {
  xlsx: { ext: 'xlsx', mime: XLSX_MIME },
  photos: { ext: 'zip', mime: 'application/zip' },
  resource: { ext: 'xlsx', mime: XLSX_MIME },
};

/** What a writer gets: the database, the clock, and when to stop. */
export interface ExportContext {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
  now: () => Date;
  /** rows a page of the xlsx: one read, one append, one progress write */
  pageSize: number;
  stopping: () => boolean;
  /** tests: called after each page is written and recorded */
  afterPage?: (job: ExportJobRow, written: number) => Promise<void> | void;
  /** the rows (or pictures) of each page written, counted (the metrics' export rows) */
  onRows?: (rows: number) => void;
}

/** An open file being written. */
export interface ExportSink {
  /** ends the file; resolves with its size in bytes */
  finish(): Promise<number>;
  /** stops writing and removes the file */
  abort(): Promise<void>;
}

/** How one kind writes its file: `open` creates it at the given path, `fill` writes it page by
 *  page, recording progress after each page (recordProgress, where a cancel is seen) and
 *  answering why it stopped. The caller finishes or aborts the sink and ends the job. */
export interface ExportWriter<S extends ExportSink = ExportSink> {
  open(ctx: ExportContext, job: ExportJobRow, file: string): S | Promise<S>;
  fill(ctx: ExportContext, job: ExportJobRow, workerId: string, sink: S): Promise<'finished' | 'cancelled' | 'stopped'>;
}

/** The writers a runner knows, by kind (the photo feature adds its own). */
export type ExportWriters = Map<ExportKind, ExportWriter>;
