// The 3-second poll of a server job (STYLE.md #7, document 001 §8): read, hand the progress on,
// wait, until the job ends. The statuses the poll's document ignores are waited through (by default
// 8010 and 406, a slow answer and a job not ready yet, document 000 §4; the photo flows only 8010,
// document 001 §8); any other failure of the read ends the poll. A feature's poller delegates here (`yield*`), so
// the effects it yields stay its own: the read (through `callAsk`), its events, `delay`.
// While DevTools or the replay viewer shows an earlier step, the poll waits before its next read
// (lib/timeTravel.ts): time travel makes no request.
import { call, delay, Effect } from 'redux-saga/effects';
import { IGNORED_POLL_STATUSES, IMPORT_POLL_MS } from '../../shared/imports/constants';
import { Envelope } from '../../shared/protocol/status';
import { isTimeTravelling, untilPresent } from './timeTravel';
import { isOk } from './reply';

export const POLL_INTERVAL_MS = IMPORT_POLL_MS;

/** Why a read ended the poll: the server's msg (or the failed call's, through `callAsk`). */
export interface PollFailure {
  msg: string | undefined;
}

type Step<E> = Generator<unknown, E, unknown>;

export interface JobPoll<P, E> {
  /** the effect that reads the progress: `callAsk(fetchX, ...)`, an envelope, never a throw */
  read: () => Effect;
  /** a read that failed: say so; its value ends the poll */
  failed: (failure: PollFailure) => Step<E>;
  /** a progress read: say so; a value ends the poll, undefined polls on */
  progressed: (progress: P) => Step<E | undefined>;
  /** the statuses waited through (default IGNORED_POLL_STATUSES, document 000's 8010 and 406) */
  waitsThrough?: readonly number[];
}

export function* pollUntilDone<P, E>(poll: JobPoll<P, E>, intervalMs = POLL_INTERVAL_MS): Step<E> {
  const ignored: readonly number[] = poll.waitsThrough ?? IGNORED_POLL_STATUSES;
  while (true) {
    if (isTimeTravelling()) yield call(untilPresent);
    const reply = (yield poll.read()) as Envelope<P | null>;
    if (!isOk(reply) && !ignored.includes(reply.status)) return yield* poll.failed({ msg: reply.msg });
    const progress = isOk(reply) ? reply.result : null;
    if (progress) {
      const end = yield* poll.progressed(progress);
      if (end !== undefined) return end;
    }
    yield delay(intervalMs);
  }
}
