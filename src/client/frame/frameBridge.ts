// The cross-frame messaging helper (document 002 §3–5), free of Redux so it is tested on its
// own; startFrameBridge.ts connects it to the store.
//
// Trust: a message counts only when it comes from the console's own origin and from the parent
// window (so never from this window itself, nor from another frame or popup).
import { FRAME_API, FRAME_CALL_TIMEOUT_MS, FRAME_HANDSHAKE_TIMEOUT_MS, FRAME_STATUS } from './apiNames';
import { FrameMessage, FrameResult, isFrameMessage, isFrameResult } from './types';

export class FrameCallError extends Error {
  readonly status: number;
  constructor(status: number, msg: string) {
    super(msg);
    this.name = 'FrameCallError';
    this.status = status;
  }
}

export type FrameListener = (data: unknown, message: FrameMessage) => void;

export interface FrameBridgeOptions {
  /** the console's window; default window */
  self?: Window;
  /** the embedding window; default self.parent (which is self when not embedded) */
  parent?: Window;
  callTimeoutMs?: number;
  /** told whenever the parent gives the frame its id */
  onFrameId?: (frameId: string) => void;
}

export interface FrameBridge {
  readonly embedded: boolean;
  /** '' until the parent answers */
  frameId(): string;
  start(): void;
  stop(): void;
  /** asks the parent for the frame id; resolves with it */
  handshake(timeoutMs?: number): Promise<string>;
  /** an active call: resolves with the parent's FrameResult, rejects with FrameCallError */
  call<D = unknown>(apiName: string, data?: unknown, timeoutMs?: number): Promise<FrameResult<D>>;
  /** an active message that expects no answer */
  signal(apiName: string, data?: unknown): void;
  /** listens to the parent's pushes of one apiName; returns the unsubscribe */
  on(apiName: string, listener: FrameListener): () => void;
}

interface Pending {
  resolve: (r: FrameResult) => void;
  reject: (e: FrameCallError) => void;
  timer: ReturnType<typeof setTimeout>;
}

let sequence = 0;
const newWebApiId = (): string => `console-${Date.now().toString(36)}-${(++sequence).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export function createFrameBridge(options: FrameBridgeOptions = {}): FrameBridge {
  const self = options.self ?? window;
  const parent = options.parent ?? self.parent;
  const embedded = !!parent && parent !== self;
  const origin = self.location.origin;
  const callTimeoutMs = options.callTimeoutMs ?? FRAME_CALL_TIMEOUT_MS;
  const pending = new Map<string, Pending>();
  const listeners = new Map<string, Set<FrameListener>>();
  let frameId = '';
  let started = false;

  const post = (message: FrameMessage) => parent.postMessage(message, origin);

  const setFrameId = (id: unknown) => {
    if (typeof id !== 'string' || id === '') return;
    frameId = id;
    options.onFrameId?.(id);
  };

  const answerCall = (message: FrameMessage) => {
    const call = pending.get(message.webApiId);
    if (!call) return; // late (timed out) or not ours
    pending.delete(message.webApiId);
    clearTimeout(call.timer);
    // A parent that answers with bare data still counts as a success.
    call.resolve(
      isFrameResult(message.data)
        ? { status: message.data.status, msg: message.data.msg ?? '', data: message.data.data }
        : { status: FRAME_STATUS.OK, msg: '', data: message.data },
    );
  };

  const handlePush = (message: FrameMessage) => {
    if (message.apiName === FRAME_API.frameId) setFrameId((message.data as { frameId?: unknown })?.frameId ?? message.data);
    const own = listeners.get(message.apiName);
    let result: FrameResult<null> = { status: FRAME_STATUS.OK, msg: 'ok', data: null };
    if (!own?.size && message.apiName !== FRAME_API.frameId)
      result = { status: FRAME_STATUS.UNSUPPORTED, msg: `no listener for ${message.apiName}`, data: null };
    own?.forEach((listener) => {
      try {
        listener(message.data, message);
      } catch (e) {
        result = { status: FRAME_STATUS.FAULT, msg: e instanceof Error ? e.message : String(e), data: null };
      }
    });
    post({ webApiId: message.webApiId, apiName: message.apiName, webApiType: 'passive', data: result });
  };

  const receive = (event: MessageEvent) => {
    if (event.origin !== origin || !event.source || event.source === self || event.source !== parent) return;
    if (!isFrameMessage(event.data)) return;
    if (event.data.webApiType === 'active') answerCall(event.data);
    else handlePush(event.data);
  };

  const call = <D>(apiName: string, data: unknown = null, timeoutMs = callTimeoutMs): Promise<FrameResult<D>> => {
    if (!embedded || !started)
      return Promise.reject(new FrameCallError(FRAME_STATUS.UNAVAILABLE, embedded ? 'frame bridge not started' : 'not embedded in a parent frame'));
    const webApiId = newWebApiId();
    return new Promise<FrameResult<D>>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(webApiId);
        reject(new FrameCallError(FRAME_STATUS.TIMEOUT, `no answer to ${apiName} within ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(webApiId, { resolve: resolve as (r: FrameResult) => void, reject, timer });
      post({ webApiId, apiName, webApiType: 'active', data });
    });
  };

  return {
    embedded,
    frameId: () => frameId,
    start() {
      if (started) return;
      started = true;
      self.addEventListener('message', receive);
    },
    stop() {
      started = false;
      self.removeEventListener('message', receive);
      pending.forEach((p) => {
        clearTimeout(p.timer);
        p.reject(new FrameCallError(FRAME_STATUS.UNAVAILABLE, 'frame bridge stopped'));
      });
      pending.clear();
    },
    async handshake(timeoutMs = FRAME_HANDSHAKE_TIMEOUT_MS) {
      const answer = await call<{ frameId?: string } | string>(FRAME_API.getFrameId, null, timeoutMs);
      const id = typeof answer.data === 'string' ? answer.data : answer.data?.frameId;
      if (answer.status !== FRAME_STATUS.OK || typeof id !== 'string' || id === '') {
        throw new FrameCallError(answer.status === FRAME_STATUS.OK ? FRAME_STATUS.FAULT : answer.status, answer.msg || 'the parent gave no frame id');
      }
      setFrameId(id);
      return id;
    },
    call,
    signal(apiName, data = null) {
      if (embedded && started) post({ webApiId: newWebApiId(), apiName, webApiType: 'active', data });
    },
    on(apiName, listener) {
      const set = listeners.get(apiName) ?? new Set<FrameListener>();
      set.add(listener);
      listeners.set(apiName, set);
      return () => set.delete(listener);
    },
  };
}
