// The chunk loader on its own: shared state per loader, retry, time-out, and a chunk of a build
// the server no longer has (after an upgrade) told apart from a network failure.
import { fireEvent, render, screen } from '@testing-library/react';
import { chunkEnvironment, chunkOf } from '../../../src/client/app/lazy/chunk';
import ChunkError from '../../../src/client/app/lazy/ChunkError';
import { newVersionDeployed, scriptsOf } from '../../../src/client/app/lazy/newVersion';
import { tFor } from '../../../src/client/i18n';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('chunk loader', () => {
  // the page's build is the one served unless a test says otherwise
  let deployed: jest.SpyInstance;
  beforeEach(() => {
    deployed = jest.spyOn(chunkEnvironment, 'newVersionDeployed').mockResolvedValue(false);
  });
  afterEach(() => deployed.mockRestore());

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

  it('fails as outdated, at once, when the chunk is gone and the server serves another build', async () => {
    deployed.mockResolvedValue(true);
    const loader = jest.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module: http://h/auditHistory.990dbb5f.js'));
    const chunk = chunkOf(loader);
    chunk.load();
    await flush();
    expect(chunk.getSnapshot()).toEqual({
      status: 'failed',
      message: 'Failed to fetch dynamically imported module: http://h/auditHistory.990dbb5f.js',
      outdated: true,
    });
    expect(deployed).toHaveBeenCalledTimes(1);
  });
});

describe('the failed screen', () => {
  const t = tFor('en');

  it('after an upgrade says a new version is there, and its button reloads the page', () => {
    const onReload = jest.fn();
    const onRetry = jest.fn();
    render(<ChunkError t={t} detail="Failed to fetch dynamically imported module" outdated onRetry={onRetry} onReload={onReload} />);
    expect(screen.getByRole('alert')).toHaveTextContent('A new version of the console is available (ChunkLoadError)');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('otherwise offers a retry', () => {
    const onRetry = jest.fn();
    render(<ChunkError t={tFor('zh-CN')} detail="net::ERR_FAILED" onRetry={onRetry} onReload={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('页面加载失败（ChunkLoadError）');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('a new build served', () => {
  const built = (client: string) =>
    `<!DOCTYPE html><html><script type=module src=/${client}></script><link rel=stylesheet href=/client.36270041.css><body><div id=root></div><script type=module src="/client.fb441611.js"></script>`;
  /** what fetch answers (jsdom has no Response): the status and the text */
  const answer = (text: string, status = 200) => ({ ok: status < 400, status, text: async () => text });
  let fetchSpy: jest.Mock;
  beforeEach(() => {
    document.head.innerHTML = '<script type="module" src="/client.2d0b1e2c.js"></script>';
    document.body.innerHTML = '<div id="root"></div><script type="module" src="/client.fb441611.js"></script>';
    fetchSpy = jest.fn();
    Object.defineProperty(globalThis, 'fetch', { value: fetchSpy, configurable: true, writable: true });
  });

  it('reads the scripts an index.html names, as paths', () => {
    expect(scriptsOf(built('client.2d0b1e2c.js'))).toEqual(['/client.2d0b1e2c.js', '/client.fb441611.js']);
  });

  it("is seen when the served index.html names other bundles than the page's, revalidating it", async () => {
    fetchSpy.mockResolvedValue(answer(built('client.99999999.js')));
    expect(await newVersionDeployed()).toBe(true);
    expect(fetchSpy.mock.calls[0][1]).toMatchObject({ cache: 'no-cache' });
  });

  it('is not seen when the same build is served, or when the server cannot be asked', async () => {
    fetchSpy.mockResolvedValueOnce(answer(built('client.2d0b1e2c.js')));
    expect(await newVersionDeployed()).toBe(false);
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await newVersionDeployed()).toBe(false);
    fetchSpy.mockResolvedValueOnce(answer('', 503));
    expect(await newVersionDeployed()).toBe(false);
  });
});
