// Backpressure on the apps' public intake (issue 33): a batch is a heavy call (up to 1,000 posts
// checked against the tenant's words and written in one transaction), and on the embedded
// database every call takes its turn with the console's. So each API process takes at most
// MAX_INTAKE_IN_FLIGHT batches at once; one more answers 503 with Retry-After at once, before its
// body is read, and the app sends it again later (batches carry their idempotency key). Four
// senders of 1,000-post batches then leave the console's lists answering in a batch's time.
// Beside it, @fastify/under-pressure sheds the intake when the event loop itself lags (routes/appCalls).
import type { FastifyInstance } from 'fastify';
import { refuseApp } from './refusal';

/** batches one API process works on at once */
export const MAX_INTAKE_IN_FLIGHT = 1;
/** how long a refused app waits before it sends the batch again */
export const INTAKE_RETRY_AFTER_S = 1;

/** Who hears of the gate's batches (the metrics' intake backlog: operations/metrics). */
export interface IntakeWatch {
  entered(): void;
  left(): void;
  refused(): void;
}

export interface IntakeGateOptions {
  maxInFlight?: number;
  /** the event loop's mean lag over a second past which the intake is shed (0: not watched) */
  maxEventLoopDelayMs?: number;
}

/** A second in which the event loop lagged this much on average: the process is saturated. */
export const INTAKE_MAX_EVENT_LOOP_DELAY_MS = 1000;

/** Counts the batches in flight in this plugin's routes and refuses one over the limit. */
export function registerIntakeGate(app: FastifyInstance, options: IntakeGateOptions = {}, watch?: IntakeWatch): void {
  const max = options.maxInFlight ?? MAX_INTAKE_IN_FLIGHT;
  let inFlight = 0;
  const counted = new WeakSet<object>();
  app.addHook('onRequest', async (request) => {
    if (inFlight >= max) {
      watch?.refused();
      refuseApp(503, 'appCalls.intakeBusy', { seconds: INTAKE_RETRY_AFTER_S }, { retryAfter: INTAKE_RETRY_AFTER_S });
    }
    inFlight += 1;
    watch?.entered();
    counted.add(request);
  });
  // every admitted request leaves once, however it ends (answered, refused, or the caller gone)
  const leave = async (request: object) => {
    if (counted.delete(request)) {
      inFlight -= 1;
      watch?.left();
    }
  };
  app.addHook('onResponse', leave);
  app.addHook('onRequestAbort', leave);
}
