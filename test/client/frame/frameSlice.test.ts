import frame, {
  bridgeStarted,
  frameIdReceived,
  handshakeFailed,
  initialFrameState,
  modelClosed,
  modelDestroyedByParent,
  modelOpened,
  noticeConfigChanged,
  noticeReceived,
  parentCallFailed,
  parentContextReceived,
  selectFrameId,
  selectFrameModelOpen,
  selectIsEmbedded,
} from '../../../src/client/frame/frameSlice';
import { noticeToast } from '../../../src/client/frame/noticeToast';

const run = (...actions: Parameters<typeof frame>[1][]) => actions.reduce(frame, initialFrameState);

describe('frame slice', () => {
  it('starts with an empty frame id, outside a frame', () => {
    expect(frame(undefined, { type: '@@init' })).toEqual(initialFrameState);
    expect(initialFrameState.frameId).toBe('');
  });

  it('embedded: waits for the handshake, then holds the id', () => {
    const state = run(bridgeStarted({ embedded: true }), frameIdReceived({ frameId: 'f1' }));
    expect(state).toMatchObject({ embedded: true, handshake: 'answered', frameId: 'f1' });
    expect(selectFrameId({ frame: state })).toBe('f1');
    expect(selectIsEmbedded({ frame: state })).toBe(true);
  });

  it('a failed handshake counts only while waiting', () => {
    expect(run(bridgeStarted({ embedded: true }), handshakeFailed({ status: 8010, msg: 't' })).handshake).toBe('failed');
    expect(run(bridgeStarted({ embedded: true }), frameIdReceived({ frameId: 'f' }), handshakeFailed({ status: 8010, msg: 't' })).handshake).toBe('answered');
  });

  it('follows dialogs and the parent pushes', () => {
    const state = run(
      modelOpened(),
      noticeConfigChanged({ config: { a: 1 } }),
      modelDestroyedByParent({ data: null }),
      modelDestroyedByParent({ data: null }),
      noticeReceived({ notice: 'hi' }),
      parentContextReceived({ context: { locale: 'en' } }),
      parentCallFailed({ apiName: 'x', status: 8010, msg: 't' }),
    );
    expect(state).toMatchObject({ modelOpen: true, noticeConfig: { a: 1 }, modelsDestroyed: 2, lastNotice: 'hi', parentContext: { locale: 'en' } });
    expect(selectFrameModelOpen({ frame: frame(state, modelClosed()) })).toBe(false);
  });
});

describe('noticeToast', () => {
  it('shows a bare string as information', () => {
    expect(noticeToast('今晚维护')).toEqual({ kind: 'info', text: '今晚维护' });
  });
  it('joins a title and content and keeps a known kind', () => {
    expect(noticeToast({ title: '通知', message: '已更新', kind: 'success' })).toEqual({ kind: 'success', text: '通知: 已更新' });
    expect(noticeToast({ msg: 'm', type: 'loud' })).toEqual({ kind: 'info', text: 'm' });
  });
  it('shows nothing for an empty notice', () => {
    expect(noticeToast('  ')).toBeNull();
    expect(noticeToast({})).toBeNull();
    expect(noticeToast(7)).toBeNull();
  });
});
