// A workflow dialog's run (STYLE.md #7): its flow races the close the slice accepted and the
// sign-out. Whichever comes first cancels the others, so closing the dialog cancels its poller
// and calls, and the flow's `finally` sees `cancelled()` and says so in its own event.
import { ActionPattern, call, CallEffect, race, select, take } from 'redux-saga/effects';

/** Resolves on a `closeType` the slice accepted (its state then reads closed): a close refused
 *  while a start call is out or a job runs is waited through. */
export function* closeAccepted<S>(closeType: string, isClosed: (state: S) => boolean) {
  while (true) {
    yield take(closeType);
    const done: boolean = yield select(isClosed);
    if (done) return;
  }
}

export interface DialogEnds<S> {
  /** the dialog's close event and the reading of its state that says it is closed */
  closeType: string;
  isClosed: (state: S) => boolean;
  /** the sign-out events that end the dialog too */
  signOut: ActionPattern;
}

export function* runDialog<S>(flow: CallEffect, ends: DialogEnds<S>) {
  yield race({
    flow,
    closed: call(closeAccepted<S>, ends.closeType, ends.isClosed),
    signedOut: take(ends.signOut),
  });
}
