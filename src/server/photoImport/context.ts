// What a running photo job needs, given by the runner.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema';
import type { PhotoStore } from '../photos/store';
import type { PhotoJobRow } from './tables';
import type { ZipStore } from './zipStore';

export interface PhotoRunContext {
  db: Db;
  zips: ZipStore;
  photos: PhotoStore;
  workerId: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** photos a batch (one read-and-decode round, one transaction) */
  batchSize: number;
  /** declared bytes a batch holds in memory at most (a batch has at least one photo) */
  batchBytes: number;
  stopping: () => boolean;
  /** tests: called after each committed step with the position reached */
  afterBatch?: (job: PhotoJobRow, lastIndex: number) => Promise<void> | void;
}

export type PhotoOutcome = 'finished' | 'cancelled' | 'failed' | 'stopped' | 'lost';

// A timer, not setImmediate: PGlite answers with promises that settle as microtasks, so only a
// timer is sure to let the loop go round (timers, incoming requests) between batches (runJob.ts
// of the Excel import does the same).
export { yieldToEventLoop } from '../jobs/pace';
