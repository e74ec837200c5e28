// The apiNames the console and its parent exchange. The documents name the kinds (frame id,
// model open and close, notice-config change, model destroyed, notice); the spellings are ours
// and static/parent-demo.js uses the same ones.
export const FRAME_API = {
  /** console → parent call at start; the answer's data is { frameId } */
  getFrameId: 'getFrameId',
  /** console → parent call after the handshake; the answer's data is the parent's context */
  getParentContext: 'getParentContext',
  /** console → parent signals (no answer): a dialog opened / the last dialog closed */
  modelOpen: 'modelOpen',
  modelClose: 'modelClose',
  /** parent → console pushes */
  frameId: 'frameId',
  noticeConfigChange: 'noticeConfigChange',
  modelDestroyed: 'modelDestroyed',
  notice: 'notice',
} as const;

/** How long a call waits for the parent's answer. */
export const FRAME_CALL_TIMEOUT_MS = 10_000;
/** The handshake is shorter: a parent that does not answer soon is not going to. */
export const FRAME_HANDSHAKE_TIMEOUT_MS = 3_000;

/** Statuses of the frame layer itself (the server's own, reused for the same meanings). */
export const FRAME_STATUS = {
  OK: 1000,
  /** the parent does not handle that apiName / the console has no listener for it */
  UNSUPPORTED: 1002,
  /** a listener threw */
  FAULT: 9999,
  /** not embedded, or the bridge stopped */
  UNAVAILABLE: 8008,
  /** no answer in time */
  TIMEOUT: 8010,
} as const;
