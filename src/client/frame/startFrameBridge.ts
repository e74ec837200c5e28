// The shell's one integration point: `startFrameBridge(store)` once at start. It listens to the
// parent, turns every frame event into a `frame/…` action, signals dialog open and close to
// the parent, asks for the frame id and then for the parent's context. Outside a frame it only
// records `embedded: false`. Sagas and views reach the parent through callParent().
import type { Dispatch } from '@reduxjs/toolkit';
import { toastShown } from '../features/ui/uiSlice';
import { FRAME_API, FRAME_STATUS } from './apiNames';
import { createFrameBridge, FrameBridge, FrameBridgeOptions, FrameCallError } from './frameBridge';
import {
  bridgeStarted,
  frameIdReceived,
  handshakeFailed,
  modelClosed,
  modelDestroyedByParent,
  modelOpened,
  noticeConfigChanged,
  noticeReceived,
  parentCallFailed,
  parentContextReceived,
} from './frameSlice';
import { noticeToast } from './noticeToast';
import { watchModals } from './watchModals';

export interface StartFrameBridgeOptions extends Omit<FrameBridgeOptions, 'onFrameId'> {
  /** where dialogs mount; default document.body */
  body?: HTMLElement;
}

let current: FrameBridge | null = null;

// Structured clone can carry Dates, Maps or Blobs; actions must replay from a JSON log.
function plain(data: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(data ?? null));
  } catch {
    return null;
  }
}

const problemOf = (e: unknown) =>
  e instanceof FrameCallError ? { status: e.status, msg: e.message } : { status: FRAME_STATUS.FAULT, msg: e instanceof Error ? e.message : String(e) };

export function startFrameBridge(store: { dispatch: Dispatch }, options: StartFrameBridgeOptions = {}): FrameBridge {
  current?.stop();
  const { dispatch } = store;
  const bridge = createFrameBridge({ ...options, onFrameId: (frameId) => dispatch(frameIdReceived({ frameId })) });
  bridge.start();
  dispatch(bridgeStarted({ embedded: bridge.embedded }));

  const unsubscribe = [
    bridge.on(FRAME_API.noticeConfigChange, (config) => dispatch(noticeConfigChanged({ config: plain(config) }))),
    bridge.on(FRAME_API.modelDestroyed, (data) => dispatch(modelDestroyedByParent({ data: plain(data) }))),
    bridge.on(FRAME_API.notice, (notice) => {
      dispatch(noticeReceived({ notice: plain(notice) }));
      const toast = noticeToast(notice);
      if (toast) dispatch(toastShown(toast));
    }),
  ];

  const stopWatching = bridge.embedded
    ? watchModals(options.body ?? document.body, (open) => {
        bridge.signal(open ? FRAME_API.modelOpen : FRAME_API.modelClose, { frameId: bridge.frameId() });
        dispatch(open ? modelOpened() : modelClosed());
      })
    : () => undefined;

  if (bridge.embedded) {
    bridge.handshake().then(
      () => askParentContext(bridge, dispatch),
      (e) => dispatch(handshakeFailed(problemOf(e))),
    );
  }

  const started: FrameBridge = {
    ...bridge,
    stop() {
      unsubscribe.forEach((off) => off());
      stopWatching();
      bridge.stop();
      if (current === started) current = null;
    },
  };
  current = started;
  return started;
}

async function askParentContext(bridge: FrameBridge, dispatch: Dispatch) {
  try {
    const answer = await bridge.call(FRAME_API.getParentContext);
    if (answer.status === FRAME_STATUS.OK) dispatch(parentContextReceived({ context: plain(answer.data) }));
    else dispatch(parentCallFailed({ apiName: FRAME_API.getParentContext, status: answer.status, msg: answer.msg }));
  } catch (e) {
    dispatch(parentCallFailed({ apiName: FRAME_API.getParentContext, ...problemOf(e) }));
  }
}

/** The running bridge, or null before startFrameBridge (and in tests that do not start one). */
export const getFrameBridge = (): FrameBridge | null => current;

/** An active call to the parent through the running bridge; sagas `call(callParent, name, data)`. */
export function callParent<D = unknown>(apiName: string, data?: unknown, timeoutMs?: number) {
  if (!current) return Promise.reject(new FrameCallError(FRAME_STATUS.UNAVAILABLE, 'frame bridge not started'));
  return current.call<D>(apiName, data, timeoutMs);
}
