// What the console knows of its parent frame, fed by startFrameBridge: whether it is embedded,
// the frame id (empty until the parent answers), whether a dialog is open, and the latest of
// each push the parent sends. Data from the parent arrives by structured clone, so it is plain.
import { createSlice, PayloadAction } from '@reduxjs/toolkit';

export type HandshakeStatus = 'idle' | 'waiting' | 'answered' | 'failed';

export interface FrameState {
  embedded: boolean;
  frameId: string;
  handshake: HandshakeStatus;
  modelOpen: boolean;
  noticeConfig: unknown;
  /** the latest notice the parent sent */
  lastNotice: unknown;
  /** how many times the parent said a model was destroyed (a container can react to changes) */
  modelsDestroyed: number;
  parentContext: unknown;
}

export const initialFrameState: FrameState = {
  embedded: false,
  frameId: '',
  handshake: 'idle',
  modelOpen: false,
  noticeConfig: null,
  lastNotice: null,
  modelsDestroyed: 0,
  parentContext: null,
};

const frameSlice = createSlice({
  name: 'frame',
  initialState: initialFrameState,
  reducers: {
    bridgeStarted(state, action: PayloadAction<{ embedded: boolean }>) {
      state.embedded = action.payload.embedded;
      state.handshake = action.payload.embedded ? 'waiting' : 'idle';
    },
    frameIdReceived(state, action: PayloadAction<{ frameId: string }>) {
      state.frameId = action.payload.frameId;
      state.handshake = 'answered';
    },
    handshakeFailed(state, _action: PayloadAction<{ status: number; msg: string }>) {
      // A push may have brought the id meanwhile; then the failed call no longer matters.
      if (state.handshake === 'waiting') state.handshake = 'failed';
    },
    modelOpened(state) {
      state.modelOpen = true;
    },
    modelClosed(state) {
      state.modelOpen = false;
    },
    noticeConfigChanged(state, action: PayloadAction<{ config: unknown }>) {
      state.noticeConfig = action.payload.config;
    },
    modelDestroyedByParent(state, _action: PayloadAction<{ data: unknown }>) {
      state.modelsDestroyed += 1;
    },
    noticeReceived(state, action: PayloadAction<{ notice: unknown }>) {
      state.lastNotice = action.payload.notice;
    },
    parentContextReceived(state, action: PayloadAction<{ context: unknown }>) {
      state.parentContext = action.payload.context;
    },
    parentCallFailed(_state, _action: PayloadAction<{ apiName: string; status: number; msg: string }>) {},
  },
});

export const {
  bridgeStarted,
  frameIdReceived,
  handshakeFailed,
  modelOpened,
  modelClosed,
  noticeConfigChanged,
  modelDestroyedByParent,
  noticeReceived,
  parentContextReceived,
  parentCallFailed,
} = frameSlice.actions;

type WithFrame = { frame: FrameState };
export const selectFrame = (state: WithFrame): FrameState => state.frame;
export const selectFrameId = (state: WithFrame): string => state.frame.frameId;
export const selectIsEmbedded = (state: WithFrame): boolean => state.frame.embedded;
export const selectFrameModelOpen = (state: WithFrame): boolean => state.frame.modelOpen;

export default frameSlice.reducer;
