// Letting the event loop go round between the pages or batches of a job (exports, imports, photo
// imports, the alumni intake, a vacuum's two steps), so the API keeps answering while it runs. A
// timer, not setImmediate: PGlite answers with promises that settle as microtasks, so a page
// started from an immediate could run the next one in the same loop turn.
export const yieldToEventLoop = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
