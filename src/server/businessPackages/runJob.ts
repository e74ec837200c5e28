// One package job: the archive is judged again (inspect.ts; the file could have changed since the
// upload), its manifest read and checked, every entry read through as it declared (a lying size
// refuses it), then the version recorded (recordVersion.ts). A refusal ends the job as failed with
// its reason and removes the archive: no version, no file is left half-made.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema';
import { Refused, Refusal } from '../refusal';
import { withPackageZip } from './inspect';
import { failPackageJobRow, markProgress } from './jobRows';
import { readManifest } from './manifest';
import { CheckedArchive, recordVersion } from './recordVersion';
import type { PackageStore } from './store';
import type { PackageJobRow } from './tables';

export interface PackageRunContext {
  db: Db;
  store: PackageStore;
  workerId: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

export type PackageOutcome = 'finished' | 'failed';

/** entries read between two progress marks */
const MARK_EVERY = 50;

async function checkArchive(ctx: PackageRunContext, job: PackageJobRow, file: string): Promise<CheckedArchive> {
  return withPackageZip(file, async (zip) => {
    const manifest = await readManifest(zip);
    const entries = zip.entries;
    for (let i = 0; i < entries.length; i += 1) {
      await zip.verify(entries[i]);
      if ((i + 1) % MARK_EVERY === 0) await markProgress(ctx.db, job, ctx.workerId, (i + 1) / entries.length, ctx.now());
    }
    return { manifest, entryCount: entries.length, size: 0 };
  });
}

/** The archive goes before the job is seen failed, so whoever reads 'failed' finds no file left
 *  (a removal that fails leaves the file to the hourly sweep, cleanup.ts). */
export async function failPackageJob(ctx: PackageRunContext, job: PackageJobRow, reason: Refusal): Promise<void> {
  if (job.stored_name) await ctx.store.remove(job.stored_name).catch(() => undefined);
  await failPackageJobRow(ctx.db, job, ctx.workerId, reason, ctx.now());
}

export async function runPackageJob(ctx: PackageRunContext, job: PackageJobRow): Promise<PackageOutcome> {
  try {
    if (!job.stored_name) return (await failPackageJob(ctx, job, { key: 'businessPackages.refused.failed' }), 'failed');
    const checked = await ctx.store.withLocalFile(job.stored_name, (file) => checkArchive(ctx, job, file));
    await recordVersion(ctx.db, job, ctx.workerId, { ...checked, size: (await ctx.store.sizeOf(job.stored_name)) ?? 0 }, ctx.now());
    return 'finished';
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    await failPackageJob(ctx, job, e.refusal);
    return 'failed';
  }
}
