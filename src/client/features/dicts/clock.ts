// The saga reads time through this object so tests can provide it (`call(clock.now)`), and the
// time a list was fetched travels in its action, so a replayed log reaches the same state.
export const clock = { now: (): number => Date.now() };
