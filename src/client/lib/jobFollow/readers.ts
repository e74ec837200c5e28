// Each job kind's progress call and what its answer says in common (JobUpdate): the one place
// the follow saga learns how to read a kind. The answers are the kinds' own (their servers'
// progress calls), so a screen's dialog and the job centre read the same thing.
import type { Effect } from 'redux-saga/effects';
import { NEWS_PATHS } from '../../../shared/news/api';
import type { JobKind } from '../../../shared/jobs/api';
import type { Identity } from '../../../shared/domain/people';
import { fetchDocumentJobStatus } from '../../api/documentJobs';
import { fetchExportProgress, fetchResourceExportProgress } from '../../api/exports';
import { fetchImportJobProgress, fetchProgress } from '../../api/imports';
import { fetchPackageJob } from '../../api/businessPackages';
import { fetchPhotoExportProgress } from '../../api/photoExport';
import { fetchPhotoImportProgress } from '../../api/photoImport';
import { PHOTO_IGNORED_POLL_STATUSES } from '../../../shared/imports/constants';
import { callAsk } from '../ask';
import type { JobDetails, JobRef, JobUpdate } from './events';

export interface JobReader<K extends JobKind> {
  read: (ref: JobRef) => Effect;
  update: (detail: JobDetails[K]) => JobUpdate;
  /** the poll statuses waited through, when not document 000's 8010 and 406 (lib/pollJob) */
  waitsThrough?: readonly number[];
}

type Readers = { [K in JobKind]: JobReader<K> };

/** an import's answer (people or photos: the same counts), in the state the job centre shows */
const importUpdate = (s: JobDetails['import'] | JobDetails['photoImport'], state: JobUpdate['state']): JobUpdate => ({
  state,
  done: s.finishNum,
  total: s.totalNum,
  rate: s.finishRate,
  counts: { inserted: s.newInsertNum, updated: s.updateNum, skipped: s.jumpNum, failed: s.failNum },
  errorMsg: s.errorMsg,
  errorKey: s.errorKey,
  url: null,
});

const exportReader = (read: JobReader<'export'>['read']): JobReader<'export'> => ({
  read,
  update: (p) => ({
    // a finished export without its file is a failure (the file is gone)
    state: p.state === 'finished' && !p.url ? 'failed' : p.state,
    done: p.finishNum,
    total: p.totalNum,
    rate: p.finishRate,
    counts: null,
    errorMsg: p.errorMsg,
    errorKey: null,
    url: p.url,
  }),
});

export const JOB_READERS: Readers = {
  import: {
    read: (ref) => (ref.via ? callAsk(fetchProgress, ref.via, ref.id) : callAsk(fetchImportJobProgress, ref.id)),
    update: (s) => importUpdate(s, s.state),
  },
  photoImport: {
    read: (ref) => callAsk(fetchPhotoImportProgress, ref.id),
    waitsThrough: PHOTO_IGNORED_POLL_STATUSES,
    update: (s) => importUpdate(s, s.state === 'mapping' ? 'queued' : s.state),
  },
  export: exportReader((ref) => (ref.via ? callAsk(fetchExportProgress, ref.id, ref.via as Identity) : callAsk(fetchResourceExportProgress, ref.id))),
  photoExport: {
    ...exportReader((ref) => callAsk(fetchPhotoExportProgress, ref.id, ref.via as Identity)),
    waitsThrough: PHOTO_IGNORED_POLL_STATUSES,
  } as unknown as JobReader<'photoExport'>,
  businessPackage: {
    read: (ref) => callAsk(fetchPackageJob, ref.id),
    update: (s) => ({
      state: s.state,
      done: s.finished ? 1 : 0,
      total: 1,
      rate: s.finishRate,
      counts: null,
      errorMsg: s.errorMsg,
      errorKey: null,
      url: null,
    }),
  },
  newsSync: {
    read: (ref) => callAsk(fetchDocumentJobStatus, NEWS_PATHS.status, ref.id),
    update: (p) => {
      const total = Math.max(p.total, p.done);
      return {
        state: p.state,
        done: p.done,
        total,
        rate: p.state === 'finished' ? 1 : total > 0 ? Math.min(0.99, p.done / total) : 0,
        counts: null,
        errorMsg: p.errorMsg,
        errorKey: null,
        url: null,
      };
    },
  },
};
