// Messages between the console and a parent page that embeds it (document 002 §3–5).
//
// Every message is { webApiId, apiName, webApiType, data }. webApiType says who started the
// exchange:
//   'active'  — started by the console. Console → parent: a call or a signal. Parent → console:
//               the answer to a call, with the call's webApiId and a FrameResult as data.
//   'passive' — started by the parent. Parent → console: a push (notice-config change, model
//               destroyed, notice, frame id). Console → parent: its acknowledgement, with the
//               push's webApiId and a FrameResult as data.
// So each side tells a request from an answer by the direction alone.
export type WebApiType = 'active' | 'passive';

export interface FrameMessage<D = unknown> {
  webApiId: string;
  apiName: string;
  webApiType: WebApiType;
  data: D;
}

/** The outcome of a call or a push, shaped like the server's envelope. */
export interface FrameResult<D = unknown> {
  status: number;
  msg: string;
  data: D;
}

export const isFrameMessage = (x: unknown): x is FrameMessage => {
  const m = x as FrameMessage;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.webApiId === 'string' &&
    m.webApiId !== '' &&
    typeof m.apiName === 'string' &&
    m.apiName !== '' &&
    (m.webApiType === 'active' || m.webApiType === 'passive')
  );
};

export const isFrameResult = (x: unknown): x is FrameResult => {
  const r = x as FrameResult;
  return typeof r === 'object' && r !== null && typeof r.status === 'number';
};
