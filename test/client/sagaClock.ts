// Saga tests run on a virtual clock, so a loaded machine cannot change what they see.
//
// redux-saga-test-plan's expectSaga keeps time with setTimeout: a `.delay(ms)` before a
// `.dispatch(...)` is a setTimeout, `run(ms)` / `silentRun(ms)` race the saga against one, and
// its end check is a setTimeout(0). The sagas' own delay effects, the tests' scripted slow
// answers (`later(ms, value)`) and their waits between steps are setTimeouts too. On the wall
// clock a busy 2-core machine could let a 300 ms run end before a 20 ms dispatch had been taken
// up, or a slow answer overtake a fast one; each such flake was once patched by hand.
//
// The expectSaga exported here is the library's, with Jest's modern fake timers turned on when
// the saga is made (so every timer the test sets from then on is virtual), and its `run` /
// `silentRun` driving that clock until the run ends, one timer at a time: before each timer
// fires, every promise job and every real setImmediate hop then pending is let through (a few
// hops: jsdom's FileReader reads a Blob in two), as a browser runs promise jobs between timers.
// So a scripted answer lands before the next timer whatever the machine's speed, and the order
// of events is fixed by the virtual times alone: the tests keep their `.delay(ms)` and
// `silentRun(300)`, which now cost 300 virtual ms and a few real ones. `elapse(ms)` is the
// virtual wait of a test that looks again after a run (is anything left polling?) or that steps
// a run by hand (`drive` in members/fixtures). Real timers come back after each test.
// What the clock cannot wait for is real I/O (a socket, a file): a saga test has none.
import { expectSaga as libraryExpectSaga } from 'redux-saga-test-plan';

type RunTimeout = Parameters<ReturnType<typeof libraryExpectSaga>['run']>[0];

// Node's own setImmediate (Jest's jsdom environment fakes the window's timers, not Node's)
const realTimers = jest.requireActual<typeof import('timers')>('timers');
const realTurn = () => new Promise<void>((resolve) => realTimers.setImmediate(resolve));
// jsdom's FileReader takes two setImmediate hops; a promise chain after each needs none more
const REAL_TURNS_PER_STEP = 3;

let virtual = false;

/** Turns the virtual clock on for the rest of the test (expectSaga does it when a saga is made;
 *  call it first when a test sets a timer before that). */
export function useSagaClock(): void {
  if (virtual) return;
  // promise jobs stay real: the clock lets them run between timers
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  virtual = true;
}

// the clock behind the faked timers (sinon's, which Jest's modern timers are); Testing Library
// finds it the same way
interface Clock {
  next(): number;
  countTimers(): number;
}
const clock = () => (setTimeout as unknown as { clock: Clock }).clock;

async function letRealWorkThrough(): Promise<void> {
  for (let i = 0; i < REAL_TURNS_PER_STEP; i++) await realTurn();
}

// What the tests wait for (a run's end, a virtual wait's end). One pump serves them all, so the
// timers fire once each and in order however many waits are open (a run with a scripted wait
// beside it).
interface Goal {
  done: () => boolean;
  resolve: () => void;
  reject: (e: unknown) => void;
}
const goals = new Set<Goal>();
let pumping = false;

afterEach(() => {
  if (!virtual) return;
  goals.clear();
  jest.clearAllTimers();
  jest.useRealTimers();
  virtual = false;
});

/** Fires the virtual timers one at a time, in order, while a goal is open; everything pending
 *  in real time settles before each timer (as a browser runs promise jobs between timers). */
async function pump(): Promise<void> {
  pumping = true;
  try {
    while (virtual && goals.size > 0) {
      await letRealWorkThrough();
      if (!virtual) break;
      const reached = [...goals].filter((goal) => goal.done());
      for (const goal of reached) {
        goals.delete(goal);
        goal.resolve();
      }
      // a waiter that goes on (a script's next dispatch) acts before the clock moves again
      if (reached.length > 0) continue;
      if (clock().countTimers() === 0) throw new Error('sagaClock: a wait is open, but no timer is set and nothing real is pending');
      clock().next();
    }
  } catch (e) {
    for (const goal of goals) goal.reject(e);
    goals.clear();
  } finally {
    pumping = false;
  }
}

function until(done: () => boolean): Promise<void> {
  if (!virtual) return Promise.reject(new Error('sagaClock: the virtual clock is off (make the saga first)'));
  return new Promise((resolve, reject) => {
    goals.add({ done, resolve, reject });
    if (!pumping) void pump();
  });
}

async function driven<T>(run: Promise<T>): Promise<T> {
  let settled = false;
  const mark = () => {
    settled = true;
  };
  run.then(mark, mark);
  await until(() => settled);
  return run;
}

/** A virtual wait of `ms` inside a test: the timers due meanwhile fire in order. */
export async function elapse(ms: number): Promise<void> {
  let reached = false;
  if (virtual)
    setTimeout(() => {
      reached = true;
    }, ms);
  await until(() => reached);
}

/** expectSaga on the virtual clock (see above); used exactly as the library's. */
export const expectSaga = ((...args: Parameters<typeof libraryExpectSaga>) => {
  useSagaClock();
  const api = libraryExpectSaga(...args);
  const { run, silentRun } = api;
  return Object.assign(api, {
    run: (timeout?: RunTimeout) => driven(run(timeout)),
    silentRun: (timeout?: RunTimeout) => driven(silentRun(timeout)),
  });
}) as typeof libraryExpectSaga;
