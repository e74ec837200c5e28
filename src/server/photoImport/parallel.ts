// Runs async work over a list with at most `limit` pieces in flight, answers in list order. The
// first failure rejects (pieces already started are let finish, nothing new starts).
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const i = next;
      next += 1;
      try {
        out[i] = await work(items[i], i);
      } catch (e) {
        failed = true;
        throw e;
      }
    }
  };
  const lanes = Array.from({ length: Math.min(limit, items.length) }, lane);
  const settled = await Promise.allSettled(lanes);
  const rejected = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (rejected) throw rejected.reason;
  return out;
}
