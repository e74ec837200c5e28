// The one poll of a server job (issue 17): every 3 seconds its kind's progress call, each answer
// put as `jobProgressed`, its end as `jobEnded` (also returned). A screen's progress dialog calls
// it for the job it started; the job centre calls it for the running jobs nobody follows (one
// follow a job: `jobFollowStarted` / `jobFollowStopped` let the centre see who follows what).
// Cancelling the caller (a dialog closed, a sign-out) stops the poll, never the job.
import { cancelled, put } from 'redux-saga/effects';
import { isJobRunning } from '../../../shared/jobs/api';
import { pollUntilDone } from '../pollJob';
import { JobDetails, JobEnded, JobOutcome, JobProgressed, jobEnded, jobFollowStarted, jobFollowStopped, jobProgressed, JobRef, JobUpdate } from './events';
import { JOB_READERS, JobReader } from './readers';

const outcomeOf = (update: JobUpdate): JobOutcome => (update.state === 'finished' ? 'finished' : update.state === 'cancelled' ? 'cancelled' : 'failed');

export function* followJob(ref: JobRef): Generator<unknown, JobEnded, unknown> {
  const { kind, id } = ref;
  const reader = JOB_READERS[kind] as unknown as JobReader<'import'>;
  let end: JobEnded | null = null;
  yield put(jobFollowStarted({ kind, id, ...(ref.name ? { name: ref.name } : {}), ...(ref.dryRun ? { dryRun: true as const } : {}) }));
  try {
    end = yield* pollUntilDone<JobDetails[typeof kind], JobEnded>({
      read: () => reader.read(ref),
      waitsThrough: reader.waitsThrough,
      *failed({ msg }) {
        const ended = { kind, id, outcome: 'failed', update: null, detail: null, problem: msg ? { text: msg } : null } as JobEnded;
        yield put(jobEnded(ended));
        return ended;
      },
      *progressed(detail) {
        const update = reader.update(detail as JobDetails['import']);
        yield put(jobProgressed({ kind, id, update, detail } as JobProgressed));
        if (isJobRunning(update.state)) return undefined;
        const ended = { kind, id, outcome: outcomeOf(update), update, detail, problem: update.errorMsg ? { text: update.errorMsg } : null } as JobEnded;
        yield put(jobEnded(ended));
        return ended;
      },
    });
    return end;
  } finally {
    if (!end && ((yield cancelled()) as boolean)) yield put(jobFollowStopped({ kind, id }));
  }
}
