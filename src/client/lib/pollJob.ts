// The 3-second poll of a server job (STYLE.md #7, document 001 §8): read, hand the progress on,
// wait, until the job ends. 8010 and 406 (a slow answer, a job not ready yet) are waited through;
// any other failure of the read ends the poll. A feature's poller delegates here (`yield*`), so
// the effects it yields stay its own: the read, its events, `delay`.
import { delay, Effect } from 'redux-saga/effects';
import { IGNORED_POLL_STATUSES, IMPORT_POLL_MS } from '../../shared/imports/constants';
import { Envelope, Status } from '../../shared/protocol/status';
import { toProblem } from './problem';

export const POLL_INTERVAL_MS = IMPORT_POLL_MS;

const isIgnoredPollStatus = (status: number) => (IGNORED_POLL_STATUSES as readonly number[]).includes(status);

/** Why a read ended the poll: the server's (or the error's) msg; `thrown` when the call rejected. */
export interface PollFailure {
  msg: string | undefined;
  thrown: boolean;
}

type Step<E> = Generator<unknown, E, unknown>;

export interface JobPoll<P, E> {
  /** the effect that reads the progress (answers with an envelope, or throws) */
  read: () => Effect;
  /** a read that failed: say so; its value ends the poll */
  failed: (failure: PollFailure) => Step<E>;
  /** a progress read: say so; a value ends the poll, undefined polls on */
  progressed: (progress: P) => Step<E | undefined>;
}

export function* pollUntilDone<P, E>(poll: JobPoll<P, E>, intervalMs = POLL_INTERVAL_MS): Step<E> {
  while (true) {
    let reply: Envelope<P | null> | null = null;
    try {
      reply = (yield poll.read()) as Envelope<P | null>;
    } catch (e) {
      const problem = toProblem(e);
      if (!isIgnoredPollStatus(problem.status)) return yield* poll.failed({ msg: problem.msg, thrown: true });
    }
    if (reply && reply.status !== Status.OK && !isIgnoredPollStatus(reply.status)) return yield* poll.failed({ msg: reply.msg, thrown: false });
    const progress = reply?.status === Status.OK ? reply.result : null;
    if (progress) {
      const end = yield* poll.progressed(progress);
      if (end !== undefined) return end;
    }
    yield delay(intervalMs);
  }
}
