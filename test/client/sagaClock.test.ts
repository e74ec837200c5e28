// The virtual clock the saga tests run on (sagaClock.ts): timed dispatches are taken at their
// virtual times and a run ends at its virtual time-out, timers fire one at a time with the
// promise jobs they start settled in between, elapse() fires exactly what falls due in it, a run
// nothing can end fails instead of hanging, and each test gets real timers back.
import { UnknownAction } from '@reduxjs/toolkit';
import { call, take } from 'redux-saga/effects';
import { elapse, expectSaga, useSagaClock } from './sagaClock';

describe('the saga tests’ virtual clock', () => {
  it('takes timed dispatches at their virtual times and ends a run at its virtual time-out', async () => {
    const seen: [string, number][] = [];
    let t0 = 0;
    function* stamping() {
      for (;;) {
        const action: UnknownAction = yield take(['a', 'b']);
        seen.push([action.type, Date.now() - t0]);
      }
    }
    const saga = expectSaga(stamping).delay(20).dispatch({ type: 'a' }).delay(60).dispatch({ type: 'b' });
    t0 = Date.now();
    await saga.silentRun(300);
    // a queued dispatch's delay counts from the take that receives it: b is taken from 20 ms on
    expect(seen).toEqual([
      ['a', 20],
      ['b', 80],
    ]);
    expect(Date.now() - t0).toBe(300);
  });

  it('gives real timers back after a test', () => {
    expect(setTimeout).not.toHaveProperty('clock');
  });

  it('fires one timer at a time, letting the promise jobs it starts settle before the next', async () => {
    useSagaClock();
    const fired: string[] = [];
    setTimeout(async () => {
      await null;
      await Promise.resolve();
      fired.push('answer of 5');
    }, 5);
    setTimeout(() => fired.push('5'), 5);
    setTimeout(() => fired.push('30'), 30);
    setTimeout(() => fired.push('10'), 10);
    await elapse(20);
    expect(fired).toEqual(['answer of 5', '5', '10']);
    await elapse(10);
    expect(fired).toEqual(['answer of 5', '5', '10', '30']);
  });

  it('fails a run that nothing on the clock can end, instead of hanging', async () => {
    function* waitingForever() {
      yield call(() => new Promise(() => undefined));
    }
    await expect(expectSaga(waitingForever).run(false)).rejects.toThrow(/no timer is set/);
  });
});
