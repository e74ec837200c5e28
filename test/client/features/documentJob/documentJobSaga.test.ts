// A settings document's job (the app settings' news synchronisation): the start, the poll every
// 3 s until the job ends (in this order), leaving the screen stopping the poll, a second click
// while it runs ignored, and failures shown in the server's words (the user's language).
import { testSaga } from 'redux-saga-test-plan';
import { expectSaga } from '../../sagaClock';
import { delay } from 'redux-saga/effects';
import { fetchDocumentJobStatus, startDocumentJob } from '../../../../src/client/api/documentJobs';
import { documentJobSaga, runJob } from '../../../../src/client/features/documentJob/documentJobSaga';
import documentJobReducer, {
  DocumentJobState,
  jobFailed,
  jobFinished,
  pollStopped,
  startClicked,
  started,
  startFailed,
} from '../../../../src/client/features/documentJob/documentJobSlice';
import { ask } from '../../../../src/client/lib/ask';
import { followJob, JOB_READERS, jobFollowStarted, jobFollowStopped, jobProgressed } from '../../../../src/client/lib/jobFollow';
import { NEWS_PATHS } from '../../../../src/shared/news/api';
import { signedOut, signOutRequested } from '../../../../src/client/features/session/sessionSlice';
import { IGNORED_POLL_STATUSES } from '../../../../src/shared/imports/constants';
import { leftScreen, navigated } from '../route/fixtures';
import { POLL_INTERVAL_MS } from '../../../../src/client/lib/pollJob';
import type { DocumentJobProgress } from '../../../../src/shared/documents';
import { appService } from '../../../../src/shared/documents/appService/definition';
import type { Envelope } from '../../../../src/shared/protocol';

const DOC = 'appService';
const JOB = appService.job!;
const ok = <T>(result: T): Envelope<T> => ({ status: 1000, msg: '', result });
const progress = (state: DocumentJobProgress['state'], done: number, extra: Partial<DocumentJobProgress> = {}): DocumentJobProgress => ({
  key: 'news_1',
  state,
  done,
  total: 13,
  counts: null,
  errorMsg: null,
  ...extra,
});
/** A progress answer of the news sync as the shared follow saga puts it (lib/jobFollow). */
const progressPolled = (p: DocumentJobProgress) => jobProgressed({ kind: 'newsSync', id: p.key, update: JOB_READERS.newsSync.update(p), detail: p });
const FINISHED = progress('finished', 13, { counts: { 'appService.sync.added': 13, 'appService.sync.updated': 0, 'appService.sync.removed': 0 } });

/** the fn of every `delay` effect (redux-saga's delayP), to tell the polls' waits apart */
const DELAY_FN = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;

interface Server {
  start: () => Envelope<DocumentJobProgress | null>;
  status: () => Envelope<DocumentJobProgress | null>;
}

/** The saga with the server's answers in turn; `instantDelays` skips the 3-second waits (recorded). */
function session(server: Server, instantDelays: boolean) {
  const calls: string[] = [];
  const waits: number[] = [];
  const saga = expectSaga(documentJobSaga)
    .withReducer((state: { documentJob: DocumentJobState } = { documentJob: {} }, action) => ({ documentJob: documentJobReducer(state.documentJob, action) }))
    .provide({
      call(effect, next) {
        if (effect.fn === ask) {
          const fn = effect.args[0];
          if (fn === startDocumentJob) {
            calls.push(`start ${effect.args[1]}`);
            return server.start();
          }
          if (fn === fetchDocumentJobStatus) {
            calls.push(`status ${effect.args[1]} ${effect.args[2]}`);
            return server.status();
          }
        }
        if (instantDelays && effect.fn === DELAY_FN) {
          waits.push(effect.args[0] as number);
          return undefined;
        }
        return next();
      },
    });
  return { saga, calls, waits };
}

const inTurn = <T>(...answers: T[]) => {
  let i = 0;
  return () => answers[Math.min(i++, answers.length - 1)];
};

describe('document job saga (news synchronisation)', () => {
  it('starts, then follows the job through the shared follow saga every 3 seconds, in this order, until it ends', () => {
    const first = progress('queued', 0);
    const half = progress('running', 5);
    const end = {
      kind: 'newsSync',
      id: 'news_1',
      outcome: 'finished',
      update: JOB_READERS.newsSync.update(FINISHED),
      detail: FINISHED,
      problem: null,
    } as const;
    testSaga(runJob, DOC, JOB)
      .next()
      .call(ask, startDocumentJob, JOB.start)
      .next(ok(first))
      .put(started({ doc: DOC, progress: first }))
      .next()
      .call(followJob, { kind: 'newsSync', id: 'news_1' })
      .next(end)
      .put(jobFinished({ doc: DOC, progress: FINISHED }))
      .next()
      .cancelled()
      .next(false)
      .isDone();
    testSaga(followJob, { kind: 'newsSync', id: 'news_1' })
      .next()
      .put(jobFollowStarted({ kind: 'newsSync', id: 'news_1' }))
      .next()
      .call(ask, fetchDocumentJobStatus, NEWS_PATHS.status, 'news_1')
      .next(ok(half))
      .put(progressPolled(half))
      .next()
      .delay(POLL_INTERVAL_MS)
      .next()
      .call(ask, fetchDocumentJobStatus, NEWS_PATHS.status, 'news_1');
    expect(POLL_INTERVAL_MS).toBe(3000);
  });

  it('the running entry of the job takes its progress; another key changes nothing', () => {
    const first = progress('queued', 0);
    const running = [startClicked({ doc: DOC, job: JOB }), started({ doc: DOC, progress: first })].reduce(documentJobReducer, {} as DocumentJobState);
    const half = progress('running', 5);
    expect(documentJobReducer(running, progressPolled(half))[DOC].progress).toEqual(half);
    expect(documentJobReducer(running, progressPolled({ ...half, key: 'news_2' }))[DOC].progress).toEqual(first);
  });

  it('polls until done and keeps the counts', async () => {
    const { saga, calls, waits } = session(
      { start: () => ok(progress('queued', 0)), status: inTurn(ok(progress('running', 5)), ok(progress('running', 10)), ok(FINISHED)) },
      true,
    );
    const { storeState } = await saga
      .dispatch(startClicked({ doc: DOC, job: JOB }))
      .put(jobFinished({ doc: DOC, progress: FINISHED }))
      .silentRun(100);
    expect(calls).toEqual([`start ${JOB.start}`, ...Array(3).fill(`status ${NEWS_PATHS.status} news_1`)]);
    expect(waits).toEqual([3000, 3000]);
    expect(storeState.documentJob[DOC]).toEqual({ status: 'finished', progress: FINISHED, message: null });
  });

  it('a second click while the job runs starts nothing', async () => {
    const { saga, calls } = session({ start: () => ok(progress('running', 0)), status: () => ok(progress('running', 5)) }, false);
    await saga
      .dispatch(startClicked({ doc: DOC, job: JOB }))
      .delay(20)
      .dispatch(startClicked({ doc: DOC, job: JOB }))
      .silentRun(60);
    expect(calls.filter((c) => c.startsWith('start'))).toHaveLength(1);
  });

  it('leaving the screen stops the polling and says so', async () => {
    const { saga, calls } = session({ start: () => ok(progress('running', 0)), status: () => ok(progress('running', 5)) }, false);
    const { storeState } = await saga
      .dispatch(startClicked({ doc: DOC, job: JOB }))
      .put.actionType(jobProgressed.type)
      .delay(30)
      .dispatch(leftScreen('/appService'))
      .put(jobFollowStopped({ kind: 'newsSync', id: 'news_1' }))
      .put(pollStopped({ doc: DOC }))
      .silentRun(100);
    expect(calls.filter((c) => c.startsWith('status'))).toHaveLength(1);
    expect(storeState.documentJob[DOC].status).toBe('stopped');
  });

  it('a new search on the same screen does not stop it', async () => {
    const { saga } = session({ start: () => ok(progress('running', 0)), status: inTurn(ok(progress('running', 5)), ok(FINISHED)) }, true);
    const { storeState } = await saga
      .dispatch(startClicked({ doc: DOC, job: JOB }))
      .dispatch(navigated('/appService?tab=2', '/appService'))
      .put(jobFinished({ doc: DOC, progress: FINISHED }))
      .silentRun(50);
    expect(storeState.documentJob[DOC].status).toBe('finished');
  });

  it("a refused start shows the server's message", async () => {
    const refusal = { status: 1002, msg: 'Synchronisation failed: try again later', result: null };
    const { saga } = session({ start: () => refusal, status: () => ok(FINISHED) }, true);
    const { storeState } = await saga
      .dispatch(startClicked({ doc: DOC, job: JOB }))
      .put(startFailed({ doc: DOC, message: { text: refusal.msg } }))
      .silentRun(50);
    expect(storeState.documentJob[DOC]).toMatchObject({ status: 'failed', message: { text: refusal.msg } });
  });

  it("a job that failed shows its reason; a failed poll shows the call's problem", async () => {
    const failed = progress('failed', 5, { errorMsg: '同步失败，应用新闻未改动，请稍后重试' });
    const one = session({ start: () => ok(progress('running', 0)), status: () => ok(failed) }, true);
    const a = await one.saga
      .dispatch(startClicked({ doc: DOC, job: JOB }))
      .put(jobFailed({ doc: DOC, progress: failed, message: { text: failed.errorMsg! } }))
      .silentRun(50);
    expect(a.storeState.documentJob[DOC]).toMatchObject({ status: 'failed', message: { text: failed.errorMsg } });

    const two = session({ start: () => ok(progress('running', 0)), status: () => ({ status: 9999, msg: '', result: null }) }, true);
    const b = await two.saga.dispatch(startClicked({ doc: DOC, job: JOB })).silentRun(50);
    expect(b.storeState.documentJob[DOC]).toMatchObject({ status: 'failed', message: { key: 'common.operationFailed' } });
  });
  it('signing out (asked for, or the session ended) stops the polling and says so', async () => {
    for (const out of [signOutRequested(), signedOut({ reason: 'expired' })]) {
      const { saga, calls } = session({ start: () => ok(progress('running', 0)), status: () => ok(progress('running', 5)) }, false);
      const { storeState } = await saga
        .dispatch(startClicked({ doc: DOC, job: JOB }))
        .put.actionType(jobProgressed.type)
        .delay(30)
        .dispatch(out)
        .put(jobFollowStopped({ kind: 'newsSync', id: 'news_1' }))
        .put(pollStopped({ doc: DOC }))
        .silentRun(100);
      // one read before the sign-out, none after (the 3-second wait is real here: no second read)
      expect({ out: out.type, reads: calls.filter((c) => c.startsWith('status')) }).toEqual({ out: out.type, reads: [`status ${NEWS_PATHS.status} news_1`] });
      expect(storeState.documentJob[DOC].status).toBe('stopped');
    }
  });

  it("waits through 8010 and 406 (document 000 §4's rule, the news sync's too) and polls on until the job ends", async () => {
    // the news sync's reader names no statuses of its own: it takes the default, the import wizard's
    expect(JOB_READERS.newsSync.waitsThrough).toBeUndefined();
    expect(IGNORED_POLL_STATUSES).toEqual([8010, 406]);
    const busy = { status: 8010, msg: '请求处理中', result: null };
    const notReady = { status: 406, msg: '任务未就绪', result: null };
    const { saga, calls, waits } = session(
      { start: () => ok(progress('queued', 0)), status: inTurn<Envelope<DocumentJobProgress | null>>(busy, notReady, busy, ok(FINISHED)) },
      true,
    );
    const { storeState } = await saga
      .dispatch(startClicked({ doc: DOC, job: JOB }))
      .not.put.actionType(jobFailed.type)
      .put(jobFinished({ doc: DOC, progress: FINISHED }))
      .silentRun(100);
    expect(calls).toEqual([`start ${JOB.start}`, ...Array(4).fill(`status ${NEWS_PATHS.status} news_1`)]);
    expect(waits).toEqual([3000, 3000, 3000]);
    expect(storeState.documentJob[DOC]).toEqual({ status: 'finished', progress: FINISHED, message: null });
  });

  it("any other status of a read (8011, 1002) ends the follow as failed, in the server's words", async () => {
    for (const status of [8011, 1002]) {
      const { saga, calls } = session({ start: () => ok(progress('queued', 0)), status: () => ({ status, msg: `refused ${status}`, result: null }) }, true);
      const { storeState } = await saga
        .dispatch(startClicked({ doc: DOC, job: JOB }))
        .put(jobFailed({ doc: DOC, message: { text: `refused ${status}` } }))
        .silentRun(100);
      expect(calls.filter((c) => c.startsWith('status'))).toHaveLength(1);
      expect(storeState.documentJob[DOC]).toMatchObject({ status: 'failed' });
    }
  });
});
