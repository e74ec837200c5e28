// A batch's items checked a few at a time, the event loop let go round between (issue 33): the
// word checks of a 1,000-post batch are ~100 ms of plain computation, which held every other
// call of the process (the console's lists) for as long. Now a call waits at most one turn's
// checks, and then only for the batch's own transaction.
import { yieldToEventLoop } from '../../jobs/pace';

/** items checked between two turns of the event loop (~50 posts of 500 characters: ~5 ms) */
export const CHECKS_PER_TURN = 50;

export async function eachYielding<T>(items: readonly T[], work: (item: T, index: number) => unknown, perTurn = CHECKS_PER_TURN): Promise<void> {
  for (let i = 0; i < items.length; i += 1) {
    if (i > 0 && i % perTurn === 0) await yieldToEventLoop();
    work(items[i], i);
  }
}
