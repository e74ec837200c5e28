// Letting the event loop go round between pages of a job, so the API keeps answering while it
// runs. A timer, not setImmediate: PGlite answers with promises that settle as microtasks, so a
// page started from an immediate could run the next one in the same loop turn
// (imports/jobs/runJob.ts).
export const yieldToEventLoop = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
