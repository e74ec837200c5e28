// A workflow dialog's run (STYLE.md #7): its flow races the close the slice accepted, leaving
// the screen it was opened on (a `route/changed` to another pathname: issue 17) and the sign-out.
// Whichever comes first cancels the others, so closing the dialog or pressing Back cancels its
// poller and calls, and the flow's `finally` sees `cancelled()` and says so in its own event
// (which closes the dialog's state and, for an export, asks the server to stop the job).
import { ActionPattern, call, CallEffect, race, select, take } from 'redux-saga/effects';
import { isScreenLeft } from '../features/route';

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
    // not refused like a close: the screen is gone whatever the dialog was doing
    left: take(isScreenLeft),
    signedOut: take(ends.signOut),
  });
}
