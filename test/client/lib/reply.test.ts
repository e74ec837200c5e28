// "Answer OK or say the refusal" (src/client/lib/reply.ts): which statuses each predicate
// accepts, and the sagas that give an OK reply's result or put the refusal said by problemOf —
// run with redux-saga-test-plan.
import { expectSaga } from '../sagaClock';
import { put } from 'redux-saga/effects';
import type { Envelope } from '../../../src/shared/protocol';
import { Status } from '../../../src/shared/protocol/status';
import type { Problem } from '../../../src/client/lib/problem';
import { answered, isOk, listed, okOrRefusal, okResult, resultOrRefusal, succeeded } from '../../../src/client/lib/reply';

const reply = <T>(status: number, result: T, msg = ''): Envelope<T> => ({ status, msg, result });
const failed = (problem: Problem) => ({ type: 'test/failed', payload: { problem } });
const loaded = (value: unknown) => ({ type: 'test/loaded', payload: value });

describe('reply predicates', () => {
  it('each accepts its statuses and no other', () => {
    const statuses = [Status.OK, Status.LEGACY_OK, Status.EMPTY, Status.REFUSED, Status.NETWORK];
    const accepted = (p: (r: { status: number }) => boolean) => statuses.filter((status) => p({ status }));
    expect(accepted(isOk)).toEqual([Status.OK]);
    expect(accepted(succeeded)).toEqual([Status.OK, Status.LEGACY_OK]);
    expect(accepted(answered)).toEqual([Status.OK, Status.EMPTY]);
    expect(accepted(listed)).toEqual([Status.OK, Status.LEGACY_OK, Status.EMPTY]);
  });

  it('okResult gives what an OK reply carries, else null', () => {
    expect(okResult(reply(Status.OK, { a: 1 }))).toEqual({ a: 1 });
    expect(okResult(reply(Status.OK, null))).toBeNull();
    expect(okResult(reply(Status.REFUSED, { a: 1 }))).toBeNull();
  });
});

describe('resultOrRefusal', () => {
  function* worker(r: Envelope<{ name: string } | null>) {
    const result = yield* resultOrRefusal(r, failed);
    if (result) yield put(loaded(result));
  }

  it('gives the result of an OK reply and puts no refusal', () =>
    expectSaga(worker, reply(Status.OK, { name: '张三' }))
      .put(loaded({ name: '张三' }))
      .not.put.like({ action: { type: 'test/failed' } })
      .run());

  it("puts the server's refusal with its words and key", () =>
    expectSaga(worker, { ...reply(Status.REFUSED, null, '无权操作'), msgKey: 'protocol.forbidden' })
      .put(failed({ status: Status.REFUSED, msg: '无权操作', key: 'protocol.forbidden' }))
      .not.put.like({ action: { type: 'test/loaded' } })
      .run());

  it('says 未知错误 when the refusal has no words, and an OK reply with nothing is refused too', () =>
    expectSaga(worker, reply(Status.OK, null))
      .put(failed({ status: Status.OK, msg: '未知错误', key: 'protocol.unknownError' }))
      .run());
});

describe('okOrRefusal', () => {
  function* worker(r: Envelope<unknown>) {
    if (yield* okOrRefusal(r, failed)) yield put(loaded('done'));
  }

  it('an OK reply goes on, even with no result', () => expectSaga(worker, reply(Status.OK, null)).put(loaded('done')).run());

  it('a legacy OK is a refusal here (isOk only)', () =>
    expectSaga(worker, reply(Status.LEGACY_OK, null, '旧接口'))
      .put(failed({ status: Status.LEGACY_OK, msg: '旧接口' }))
      .not.put(loaded('done'))
      .run());
});
