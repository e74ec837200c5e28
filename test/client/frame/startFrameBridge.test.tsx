import { configureStore } from '@reduxjs/toolkit';
import { act, render, waitFor } from '@testing-library/react';
import { Modal } from 'semantic-ui-react';
import frame from '../../../src/client/frame/frameSlice';
import { callParent, getFrameBridge, startFrameBridge } from '../../../src/client/frame/startFrameBridge';
import type { FrameMessage } from '../../../src/client/frame/types';
import ui from '../../../src/client/features/ui/uiSlice';
import { deliver, flushPromises, makeParent } from './frameHarness';

const makeStore = () => configureStore({ reducer: { ui, frame } });
let harness: ReturnType<typeof makeParent>;

beforeEach(() => {
  harness = makeParent();
});
afterEach(() => {
  getFrameBridge()?.stop();
  harness.remove();
  jest.useRealTimers();
});

const sent = (apiName: string): FrameMessage[] => harness.posted.map((p) => p.message).filter((m) => m.apiName === apiName);
const answerLast = (apiName: string, data: unknown) => {
  const [message] = sent(apiName).slice(-1);
  deliver({ webApiId: message.webApiId, apiName, webApiType: 'active', data }, harness.parent);
};

describe('startFrameBridge', () => {
  it('records an embedded start, then the frame id and the parent context as the parent answers', async () => {
    const store = makeStore();
    startFrameBridge(store, { parent: harness.parent });
    expect(store.getState().frame).toMatchObject({ embedded: true, frameId: '', handshake: 'waiting' });

    answerLast('getFrameId', { status: 1000, msg: 'ok', data: { frameId: 'demo-frame-1' } });
    await flushPromises();
    expect(store.getState().frame).toMatchObject({ frameId: 'demo-frame-1', handshake: 'answered' });

    answerLast('getParentContext', { status: 1000, msg: 'ok', data: { title: 'Parent demo' } });
    await flushPromises();
    expect(store.getState().frame.parentContext).toEqual({ title: 'Parent demo' });
  });

  it('a parent that never answers leaves the id empty and the handshake failed', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    startFrameBridge(store, { parent: harness.parent });
    jest.advanceTimersByTime(3_000);
    await flushPromises();
    expect(store.getState().frame).toMatchObject({ frameId: '', handshake: 'failed' });
    expect(sent('getParentContext')).toHaveLength(0);
  });

  it('signals the first dialog opening and the last one closing', async () => {
    const store = makeStore();
    startFrameBridge(store, { parent: harness.parent });
    const { rerender } = render(
      <>
        <Modal open content="a" />
        <Modal open content="b" />
      </>,
    );
    await waitFor(() => expect(sent('modelOpen')).toHaveLength(1));
    expect(store.getState().frame.modelOpen).toBe(true);
    rerender(
      <>
        <Modal open={false} content="a" />
        <Modal open content="b" />
      </>,
    );
    await flushPromises();
    expect(sent('modelClose')).toHaveLength(0);
    rerender(
      <>
        <Modal open={false} content="a" />
        <Modal open={false} content="b" />
      </>,
    );
    await waitFor(() => expect(sent('modelClose')).toHaveLength(1));
    expect(sent('modelOpen')[0]).toMatchObject({ webApiType: 'active', data: { frameId: '' } });
    expect(store.getState().frame.modelOpen).toBe(false);
  });

  it('turns the parent pushes into frame actions, and a notice into a toast', () => {
    const store = makeStore();
    startFrameBridge(store, { parent: harness.parent });
    act(() => {
      deliver({ webApiId: 'p1', apiName: 'noticeConfigChange', webApiType: 'passive', data: { sound: false } }, harness.parent);
      deliver({ webApiId: 'p2', apiName: 'modelDestroyed', webApiType: 'passive', data: { id: 'm1' } }, harness.parent);
      deliver({ webApiId: 'p3', apiName: 'notice', webApiType: 'passive', data: { title: '系统通知', content: '今晚维护', type: 'warning' } }, harness.parent);
    });
    const state = store.getState();
    expect(state.frame).toMatchObject({
      noticeConfig: { sound: false },
      modelsDestroyed: 1,
      lastNotice: { title: '系统通知', content: '今晚维护', type: 'warning' },
    });
    expect(state.ui.toasts).toEqual([expect.objectContaining({ kind: 'warning', text: '系统通知: 今晚维护' })]);
    expect(harness.posted.filter((p) => p.message.webApiType === 'passive').map((p) => p.message.data)).toEqual([
      { status: 1000, msg: 'ok', data: null },
      { status: 1000, msg: 'ok', data: null },
      { status: 1000, msg: 'ok', data: null },
    ]);
  });

  it('keeps only plain data from the parent, so actions replay from JSON', () => {
    const store = makeStore();
    startFrameBridge(store, { parent: harness.parent });
    const at = new Date('2025-01-02T03:04:05.000Z');
    act(() => deliver({ webApiId: 'p1', apiName: 'noticeConfigChange', webApiType: 'passive', data: { at, tags: new Map() } }, harness.parent));
    expect(store.getState().frame.noticeConfig).toEqual({ at: '2025-01-02T03:04:05.000Z', tags: {} });
  });

  it('callParent reaches the parent through the running bridge', async () => {
    await expect(callParent('x')).rejects.toMatchObject({ status: 8008 });
    startFrameBridge(makeStore(), { parent: harness.parent });
    const call = callParent('openTab', { url: '/serviceList' });
    answerLast('openTab', { status: 1000, msg: 'ok', data: true });
    await expect(call).resolves.toEqual({ status: 1000, msg: 'ok', data: true });
  });

  it('outside a frame only records that, and watches no dialog', async () => {
    const store = makeStore();
    const post = jest.spyOn(window, 'postMessage');
    startFrameBridge(store);
    expect(store.getState().frame).toMatchObject({ embedded: false, handshake: 'idle' });
    render(<Modal open content="a" />);
    await flushPromises();
    expect(store.getState().frame.modelOpen).toBe(false);
    expect(post).not.toHaveBeenCalled();
  });

  it('stopping detaches everything', async () => {
    const store = makeStore();
    const bridge = startFrameBridge(store, { parent: harness.parent });
    bridge.stop();
    expect(getFrameBridge()).toBeNull();
    const before = harness.posted.length;
    render(<Modal open content="a" />);
    deliver({ webApiId: 'p', apiName: 'notice', webApiType: 'passive', data: 'x' }, harness.parent);
    await flushPromises();
    expect(harness.posted.length).toBe(before);
    expect(store.getState().frame.lastNotice).toBeNull();
  });
});
