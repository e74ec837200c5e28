// The chunk loader on its own: shared state per loader, retry, time-out.
import { chunkEnvironment, chunkOf } from '../../../src/client/app/lazy/chunk';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('chunk loader', () => {
  it('loads once however many routes ask, and remembers the screen', async () => {
    const Screen = () => null;
    const loader = jest.fn(async () => ({ default: Screen }));
    chunkOf(loader).load();
    chunkOf(loader).load();
    await flush();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(chunkOf(loader).getSnapshot()).toEqual({ status: 'loaded', component: Screen, features: [] });
  });

  it('calls the import again on retry after a failure, and tells its listeners', async () => {
    const loader = jest
      .fn()
      .mockRejectedValueOnce(new Error('net::ERR_FAILED'))
      .mockResolvedValueOnce({ default: () => null });
    const chunk = chunkOf(loader);
    const listener = jest.fn();
    chunk.subscribe(listener);
    chunk.load();
    await flush();
    expect(chunk.getSnapshot()).toEqual({ status: 'failed', message: 'net::ERR_FAILED' });
    chunk.retry();
    await flush();
    expect(chunk.getSnapshot().status).toBe('loaded');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(listener.mock.calls.length).toBe(4); // loading, failed, loading, loaded
  });

  it('fails with ChunkLoadError when the import takes longer than its time-out', async () => {
    jest.useFakeTimers();
    try {
      const chunk = chunkOf(() => new Promise(() => undefined), 120_000);
      chunk.load();
      await jest.advanceTimersByTimeAsync(120_000);
      expect(chunk.getSnapshot()).toEqual({ status: 'failed', message: 'Loading chunk timed out after 120000 ms' });
    } finally {
      jest.useRealTimers();
    }
  });

  it("reloads the page when the import hands back the promise that failed (Parcel's runtime)", async () => {
    const failed = Promise.reject(new Error('Failed to fetch dynamically imported module: /NotBuiltPage.js'));
    failed.catch(() => undefined);
    const loader = jest.fn(() => failed);
    const reload = jest.spyOn(chunkEnvironment, 'reloadPage').mockImplementation(() => undefined);
    try {
      const chunk = chunkOf(loader);
      chunk.load();
      await flush();
      expect(chunk.getSnapshot().status).toBe('failed');
      chunk.retry();
      expect(reload).toHaveBeenCalledTimes(1);
      expect(chunk.getSnapshot().status).toBe('loading');
    } finally {
      reload.mockRestore();
    }
  });

  it('does not reload when the import gives a new promise (it is retried in place)', async () => {
    const loader = jest
      .fn()
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValueOnce({ default: () => null });
    const reload = jest.spyOn(chunkEnvironment, 'reloadPage').mockImplementation(() => undefined);
    try {
      const chunk = chunkOf(loader);
      chunk.load();
      await flush();
      chunk.retry();
      await flush();
      expect(reload).not.toHaveBeenCalled();
      expect(chunk.getSnapshot().status).toBe('loaded');
    } finally {
      reload.mockRestore();
    }
  });
});
