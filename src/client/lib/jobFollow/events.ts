// The events of following a server job, whoever follows it (a screen's progress dialog or the job
// centre): the job centre's slice and each screen's slice reduce the same events, each taking
// the jobs it knows (kind and id).
import { createAction } from '@reduxjs/toolkit';
import type { DocumentJobProgress } from '../../../shared/documents/types';
import type { ExportProgress } from '../../../shared/exports/api';
import type { ImportTaskStatus } from '../../../shared/imports';
import type { JobItem, JobKind } from '../../../shared/jobs/api';
import type { PackageJobStatus } from '../../../shared/platform/businessPackages';
import type { PhotoImportStatus } from '../../../shared/photos/api';
import type { Message } from '../problem';

/** A job to follow: its kind and key; `via` is what its progress call also names (the import's
 *  upload id, the export's identity), when known. */
export interface JobRef {
  kind: JobKind;
  id: string;
  via?: string | null;
  /** what the follower calls the job (the uploaded file's name): the centre's name for it while
   *  its list does not hold the job yet (one that ends before the list is read again) */
  name?: string;
  /** an import's dry run (said in its announcement) */
  dryRun?: boolean;
}

export const followKeyOf = (ref: Pick<JobRef, 'kind' | 'id'>) => `${ref.kind}:${ref.id}`;

/** Each kind's own progress answer. */
export interface JobDetails {
  import: ImportTaskStatus;
  photoImport: PhotoImportStatus;
  export: ExportProgress;
  photoExport: ExportProgress;
  businessPackage: PackageJobStatus;
  newsSync: DocumentJobProgress;
}

/** What every kind's answer says in common: what the job centre shows of it. */
export type JobUpdate = Pick<JobItem, 'state' | 'done' | 'total' | 'rate' | 'counts' | 'errorMsg' | 'errorKey' | 'url'>;

/** A progress answer of one job, with its kind's own answer (`detail`) for the screen that runs it. */
export type JobProgressed = { [K in JobKind]: { kind: K; id: string; update: JobUpdate; detail: JobDetails[K] } }[JobKind];

export type JobOutcome = 'finished' | 'failed' | 'cancelled';

/** The job ended (or its progress call failed): how, its last answer when there was one. */
export type JobEnded = {
  [K in JobKind]: { kind: K; id: string; outcome: JobOutcome; update: JobUpdate | null; detail: JobDetails[K] | null; problem: Message | null };
}[JobKind];

export const jobFollowStarted = createAction<{ kind: JobKind; id: string; name?: string; dryRun?: true }>('jobs/followStarted');
/** A follow stopped before its job ended (its dialog closed, its screen left): the job runs on. */
export const jobFollowStopped = createAction<{ kind: JobKind; id: string }>('jobs/followStopped');
export const jobProgressed = createAction<JobProgressed>('jobs/progressed');
export const jobEnded = createAction<JobEnded>('jobs/ended');
