import { createFrameBridge, FrameCallError } from '../../../src/client/frame/frameBridge';
import type { FrameBridge } from '../../../src/client/frame/frameBridge';
import { deliver, flushPromises, makeParent } from './frameHarness';

let harness: ReturnType<typeof makeParent>;
let bridge: FrameBridge;
const onFrameId = jest.fn();

beforeEach(() => {
  harness = makeParent();
  onFrameId.mockClear();
  bridge = createFrameBridge({ parent: harness.parent, onFrameId, callTimeoutMs: 1_000 });
  bridge.start();
});
afterEach(() => {
  bridge.stop();
  harness.remove();
  jest.useRealTimers();
});

const lastPosted = () => harness.posted[harness.posted.length - 1];
const answer = (data: unknown, overrides: Record<string, unknown> = {}) => {
  const { message } = lastPosted();
  deliver({ webApiId: message.webApiId, apiName: message.apiName, webApiType: 'active', data, ...overrides }, harness.parent);
};

describe('frame bridge: handshake', () => {
  it('the frame id is empty until the parent answers', async () => {
    expect(bridge.embedded).toBe(true);
    expect(bridge.frameId()).toBe('');
    const handshake = bridge.handshake();
    expect(lastPosted()).toEqual({
      message: { webApiId: expect.any(String), apiName: 'getFrameId', webApiType: 'active', data: null },
      targetOrigin: window.location.origin,
    });
    expect(bridge.frameId()).toBe('');
    answer({ status: 1000, msg: 'ok', data: { frameId: 'frame-7' } });
    await expect(handshake).resolves.toBe('frame-7');
    expect(bridge.frameId()).toBe('frame-7');
    expect(onFrameId).toHaveBeenCalledWith('frame-7');
  });

  it('a handshake answered without an id fails and leaves the id empty', async () => {
    const handshake = bridge.handshake();
    answer({ status: 1000, msg: 'ok', data: {} });
    await expect(handshake).rejects.toBeInstanceOf(FrameCallError);
    expect(bridge.frameId()).toBe('');
  });

  it('the parent may also push the id', () => {
    deliver({ webApiId: 'p1', apiName: 'frameId', webApiType: 'passive', data: { frameId: 'pushed' } }, harness.parent);
    expect(bridge.frameId()).toBe('pushed');
    expect(lastPosted().message).toEqual({ webApiId: 'p1', apiName: 'frameId', webApiType: 'passive', data: { status: 1000, msg: 'ok', data: null } });
  });
});

describe('frame bridge: whom it trusts', () => {
  it.each([
    ['another origin', (): Window | null => harness.parent, 'http://evil.example'],
    ['this window itself', (): Window | null => window, window.location.origin],
    ['no window at all', (): Window | null => null, window.location.origin],
  ] as const)('ignores an answer from %s', async (_name, source, origin) => {
    jest.useFakeTimers();
    const call = bridge.call('getParentContext');
    const { message } = lastPosted();
    // the right id and shape, from the wrong place
    deliver(
      { webApiId: message.webApiId, apiName: message.apiName, webApiType: 'active', data: { status: 1000, msg: 'ok', data: 'forged' } },
      source(),
      origin,
    );
    jest.advanceTimersByTime(1_000);
    await expect(call).rejects.toMatchObject({ status: 8010 });
  });

  it('ignores a same-origin window that is not the parent', async () => {
    jest.useFakeTimers();
    const other = makeParent();
    const call = bridge.call('getParentContext');
    const { message } = lastPosted();
    deliver({ webApiId: message.webApiId, apiName: message.apiName, webApiType: 'active', data: { status: 1000, msg: '', data: 1 } }, other.parent);
    jest.advanceTimersByTime(1_000);
    await expect(call).rejects.toMatchObject({ status: 8010 });
    other.remove();
  });

  it('ignores pushes that are not frame messages', () => {
    const listener = jest.fn();
    bridge.on('notice', listener);
    const before = harness.posted.length;
    deliver('hello', harness.parent);
    deliver({ apiName: 'notice', data: 'x' }, harness.parent);
    deliver({ webApiId: 'n1', apiName: 'notice', webApiType: 'sideways', data: 'x' }, harness.parent);
    expect(listener).not.toHaveBeenCalled();
    expect(harness.posted.length).toBe(before);
  });
});

describe('frame bridge: active calls', () => {
  it('resolves with the parent result matched by webApiId', async () => {
    const first = bridge.call('getParentContext', { want: 'locale' });
    const firstId = lastPosted().message.webApiId;
    const second = bridge.call('openTab', { url: '/x' });
    expect(lastPosted().message).toMatchObject({ apiName: 'openTab', webApiType: 'active', data: { url: '/x' } });
    expect(lastPosted().message.webApiId).not.toBe(firstId);
    // answers arrive out of order
    answer({ status: 1002, msg: 'unsupported', data: null });
    deliver(
      { webApiId: firstId, apiName: 'getParentContext', webApiType: 'active', data: { status: 1000, msg: 'ok', data: { locale: 'en' } } },
      harness.parent,
    );
    await expect(first).resolves.toEqual({ status: 1000, msg: 'ok', data: { locale: 'en' } });
    await expect(second).resolves.toEqual({ status: 1002, msg: 'unsupported', data: null });
  });

  it('a bare answer counts as success', async () => {
    const call = bridge.call('ping');
    answer('pong');
    await expect(call).resolves.toEqual({ status: 1000, msg: '', data: 'pong' });
  });

  it('times out, and a late answer is then ignored', async () => {
    jest.useFakeTimers();
    const call = bridge.call('slow', null, 500);
    jest.advanceTimersByTime(499);
    await flushPromises();
    jest.advanceTimersByTime(1);
    await expect(call).rejects.toMatchObject({ name: 'FrameCallError', status: 8010 });
    expect(() => answer({ status: 1000, msg: '', data: null })).not.toThrow();
  });

  it('signals go out without waiting for an answer', () => {
    bridge.signal('modelOpen', { frameId: '' });
    expect(lastPosted().message).toMatchObject({ apiName: 'modelOpen', webApiType: 'active', data: { frameId: '' } });
  });

  it('stopping rejects pending calls and stops listening', async () => {
    const call = bridge.call('x');
    const { message } = lastPosted();
    bridge.stop();
    await expect(call).rejects.toMatchObject({ status: 8008 });
    const listener = jest.fn();
    bridge.on('notice', listener);
    deliver({ webApiId: 'n', apiName: 'notice', webApiType: 'passive', data: 'x' }, harness.parent);
    deliver({ webApiId: message.webApiId, apiName: 'x', webApiType: 'active', data: null }, harness.parent);
    expect(listener).not.toHaveBeenCalled();
    await expect(bridge.call('y')).rejects.toMatchObject({ status: 8008 });
  });
});

describe('frame bridge: pushes from the parent', () => {
  it.each(['noticeConfigChange', 'modelDestroyed', 'notice'])('dispatches %s to its listeners and acknowledges it', (apiName) => {
    const listener = jest.fn();
    const other = jest.fn();
    bridge.on(apiName, listener);
    bridge.on('somethingElse', other);
    const data = { changed: apiName };
    deliver({ webApiId: 'push-1', apiName, webApiType: 'passive', data }, harness.parent);
    expect(listener).toHaveBeenCalledWith(data, { webApiId: 'push-1', apiName, webApiType: 'passive', data });
    expect(other).not.toHaveBeenCalled();
    expect(lastPosted()).toEqual({
      message: { webApiId: 'push-1', apiName, webApiType: 'passive', data: { status: 1000, msg: 'ok', data: null } },
      targetOrigin: window.location.origin,
    });
  });

  it('acknowledges a push nobody listens to as unsupported, and a failing listener as a fault', () => {
    deliver({ webApiId: 'a', apiName: 'unknownPush', webApiType: 'passive', data: null }, harness.parent);
    expect(lastPosted().message.data).toMatchObject({ status: 1002 });
    bridge.on('notice', () => {
      throw new Error('boom');
    });
    deliver({ webApiId: 'b', apiName: 'notice', webApiType: 'passive', data: null }, harness.parent);
    expect(lastPosted().message.data).toEqual({ status: 9999, msg: 'boom', data: null });
  });

  it('an unsubscribed listener hears nothing more', () => {
    const listener = jest.fn();
    const off = bridge.on('notice', listener);
    off();
    deliver({ webApiId: 'c', apiName: 'notice', webApiType: 'passive', data: 'x' }, harness.parent);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('frame bridge outside a frame', () => {
  it('is not embedded: calls reject at once and signals go nowhere', async () => {
    const alone = createFrameBridge();
    alone.start();
    expect(alone.embedded).toBe(false);
    await expect(alone.call('x')).rejects.toMatchObject({ status: 8008 });
    const spy = jest.spyOn(window, 'postMessage');
    alone.signal('modelOpen');
    expect(spy).not.toHaveBeenCalled();
    alone.stop();
  });
});
