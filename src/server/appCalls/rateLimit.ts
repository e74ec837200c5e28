// Batches a key may send: a token bucket per app key, in memory (one server per data folder,
// README), on the app's clock. The default lets an app send bursts of 200 batches and 100 a
// second after that: well above the 50 batches of 1,000 visits a second the budget asks for.
export interface RateOptions {
  perSecond: number;
  burst: number;
}

export const DEFAULT_RATE: RateOptions = { perSecond: 100, burst: 200 };

export function createRateLimiter(options: RateOptions, now: () => number) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** Takes one batch from the key's bucket: 0 when allowed, else the seconds to wait. */
    take(key: string): number {
      const t = now();
      const b = buckets.get(key) ?? { tokens: options.burst, at: t };
      b.tokens = Math.min(options.burst, b.tokens + ((t - b.at) / 1000) * options.perSecond);
      b.at = t;
      buckets.set(key, b);
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - b.tokens) / options.perSecond));
    },
  };
}
