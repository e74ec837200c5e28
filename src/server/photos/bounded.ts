// A bounded Promise.all: `fn` over the items with at most `limit` calls in flight, results in the
// items' order. Photo reads and conversions run on libuv's thread pool (4 threads by default):
// a few at once keep both cores busy without queueing a whole page of decodes in memory.
export async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
