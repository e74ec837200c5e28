// Time travel shows the past without making a new present (issue 34). While Redux DevTools
// (instrument's lifted state: the current step is not the last) or the replay viewer holds the
// console at an earlier step, the console's own effects stay still: no action reaches the store
// (the router listener's route/changed, the screens' screenOpened / optionsNeeded on mount, a
// saga's put) and polls wait before their next read (lib/pollJob.ts). One flag, readable outside
// the reducers, set by whoever holds the console in the past; `timeTravelGuard` (the store's first
// middleware) drops what is dispatched meanwhile. Back at the latest step, the screens that remount
// there open without a word: the flag clears only after the render that follows (a macrotask),
// and when the router was sent back to the present's route (route/travelledRoute.ts), only once
// that route has rendered (AppRoot's effect, after its screens' own) and a macrotask more: the
// router renders in a transition, later than a macrotask after the jump. If that render never
// comes (a route that cannot render), the present is back after SETTLE_LIMIT_MS all the same.

import type { Middleware } from '@reduxjs/toolkit';

/** Who holds the console at an earlier step: 'devtools' (the lifted store), 'viewer' (?replay). */
const holders = new Set<string>();
let settling = false;
let settleTimer: ReturnType<typeof setTimeout> | undefined;
/** the router was sent to a step's route while travelling and has not rendered it yet: the return waits for it */
let awaitingRoute = false;
let limitTimer: ReturnType<typeof setTimeout> | undefined;
/** the longest the present waits for its route to render */
export const SETTLE_LIMIT_MS = 2000;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((l) => l());

function clearTimers() {
  if (settleTimer !== undefined) clearTimeout(settleTimer);
  if (limitTimer !== undefined) clearTimeout(limitTimer);
  settleTimer = undefined;
  limitTimer = undefined;
}

function settled() {
  clearTimers();
  settling = false;
  awaitingRoute = false;
  notify();
}

/** something was dropped while settling: the present's screens are still opening */
let droppedWhileSettling = false;

/** settles after a macrotask in which nothing was dropped, unless the present's route is still on its way */
function settleSoon() {
  if (settleTimer !== undefined) clearTimeout(settleTimer);
  droppedWhileSettling = false;
  settleTimer = setTimeout(() => {
    settleTimer = undefined;
    if (awaitingRoute) return;
    if (droppedWhileSettling) {
      if (limitTimer === undefined) limitTimer = setTimeout(settled, SETTLE_LIMIT_MS);
      settleSoon();
      return;
    }
    settled();
  });
}

/** True while some holder shows an earlier step, and until the present has rendered again. */
export const isTimeTravelling = (): boolean => holders.size > 0 || settling;

/** A holder shows an earlier step (true) or the latest again (false). */
export function setShowingPast(holder: string, past: boolean): void {
  if (past === holders.has(holder)) return;
  if (past) {
    holders.add(holder);
    clearTimers();
    settling = false;
    notify();
    return;
  }
  holders.delete(holder);
  if (holders.size > 0) return;
  // what the present's rendering does on its way back (a screen remounting dispatches it opened)
  // is still the past's doing
  settling = true;
  if (awaitingRoute) startLimit();
  settleSoon();
}

function startLimit() {
  if (limitTimer === undefined) limitTimer = setTimeout(settled, SETTLE_LIMIT_MS);
}

/** The router is sent to a step's route while travelling (route/travelledRoute.ts): back at the
 *  latest step, settling lasts until it has rendered. */
export function routeRequested(): void {
  if (!isTimeTravelling()) return;
  awaitingRoute = true;
  if (settling) startLimit();
}

/** A route rendered, its screens' effects run (AppRoot's effect): the present's, if awaited, settles a macrotask later. */
export function routeRendered(): void {
  if (!awaitingRoute) return;
  awaitingRoute = false;
  settleSoon();
}

/** Calls `listener` whenever isTimeTravelling() may have changed; returns the unsubscribe. */
export function onTimeTravelChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once the console is at its latest step (now, if it is). Polls wait on it. */
export function untilPresent(): Promise<void> {
  if (!isTimeTravelling()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = onTimeTravelChange(() => {
      if (isTimeTravelling()) return;
      stop();
      resolve();
    });
  });
}

/** The shape of instrument's lifted state this reads. */
interface LiftedLike {
  getState(): { currentStateIndex: number; computedStates: readonly unknown[] };
  subscribe(listener: () => void): () => void;
}

/** Instrument's lifted state shows an earlier step: DevTools jumped, or an import left it there. */
export const liftedShowsPast = (lifted: ReturnType<LiftedLike['getState']>): boolean => lifted.currentStateIndex < lifted.computedStates.length - 1;

/** Follows a lifted store (DevTools' extension or instrument): sets the holder from its state. */
export function followLiftedStore(lifted: LiftedLike, holder = 'devtools'): () => void {
  const check = () => setShowingPast(holder, liftedShowsPast(lifted.getState()));
  check();
  const unsubscribe = lifted.subscribe(check);
  return () => {
    unsubscribe();
    setShowingPast(holder, false);
  };
}

/** The store's first middleware: while the console shows the past, nothing dispatched reaches it. */
export const timeTravelGuard: Middleware = () => (next) => (action) => {
  if (!isTimeTravelling()) return next(action);
  if (settling) droppedWhileSettling = true;
  return undefined;
};

/** For tests: the present, no holder, no settling. */
export function resetTimeTravel(): void {
  holders.clear();
  settled();
}
