// Cross-frame messaging with a parent page (document 002 §3–5). See README.md.
export { startFrameBridge, callParent, getFrameBridge } from './startFrameBridge';
export { createFrameBridge, FrameCallError } from './frameBridge';
export type { FrameBridge, FrameBridgeOptions, FrameListener } from './frameBridge';
export { FRAME_API, FRAME_STATUS, FRAME_CALL_TIMEOUT_MS, FRAME_HANDSHAKE_TIMEOUT_MS } from './apiNames';
export type { FrameMessage, FrameResult, WebApiType } from './types';
export { default as frameReducer, selectFrame, selectFrameId, selectIsEmbedded, selectFrameModelOpen } from './frameSlice';
export type { FrameState } from './frameSlice';
