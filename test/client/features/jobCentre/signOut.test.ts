// The job centre on sign-out (issue 34, a rule without a test): in the console's store its sagas
// stop with every feature's when the session ends (store.ts: stopFeaturesOnSignOut), so the follow
// of a running job says it stopped and reads nothing more, however long the page stays open; the
// header's chunk starting it again while signed out reads nothing until the next sign-in.
import { makeStore, RootState } from '../../../../src/client/app/store';
import { jobCentreFeature } from '../../../../src/client/features/jobCentre/feature';
import { initialSessionState, signedOut } from '../../../../src/client/features/session/sessionSlice';
import { jobFollowStopped } from '../../../../src/client/lib/jobFollow';
import type { JobItem } from '../../../../src/shared/jobs/api';
import { elapse, useSagaClock } from '../../sagaClock';
import { ok, scriptedApi, taskStatus, TENANT } from '../importWizard/fixtures';

const running: JobItem = {
  kind: 'import',
  id: 'i1',
  fileName: 'students.xlsx',
  subject: '本专科生',
  identity: null,
  target: 'STUDENT',
  state: 'running',
  dryRun: false,
  done: 100,
  total: 1000,
  rate: 0.1,
  counts: { inserted: 100, updated: 0, skipped: 0, failed: 0 },
  createdAt: '2026-01-01T08:00:00.000Z',
  finishedAt: null,
  errorMsg: null,
  errorKey: null,
  url: null,
  undoable: false,
  endingUnseen: false,
};

beforeEach(() => sessionStorage.clear());

it('stops following on sign-out: the follow says it stopped and no read follows, nor after a restart while signed out', async () => {
  useSagaClock();
  const api = scriptedApi({
    list: () => ok([running]),
    progress: () => ok(taskStatus({ redisKey: 'i1', state: 'running', finishNum: 500, totalNum: 1000, finishRate: 0.5 })),
  });
  const store = makeStore({
    api,
    features: [jobCentreFeature],
    preloadedState: { session: { ...initialSessionState, status: 'signedIn', tenantId: TENANT } } as Partial<RootState>,
  });
  await elapse(7_000);
  const reads = api.callsTo('progress').length;
  expect(reads).toBeGreaterThanOrEqual(2);
  expect(store.getState().jobCentre.following).not.toEqual({});

  store.dispatch(signedOut({ reason: 'user' }));
  const log = store.actionLog.toFile();
  const seen = log.stagedActionIds.map((id) => log.actionsById[id].action.type);
  // the follow's finally, as its task is cancelled
  expect(seen.slice(seen.lastIndexOf(signedOut.type))).toContain(jobFollowStopped.type);
  expect(store.getState().jobCentre.following).toEqual({});
  await elapse(30_000);
  expect(api.callsTo('progress')).toHaveLength(reads);
  expect(api.callsTo('list')).toHaveLength(1);

  // the header's chunk started again (a screen's next visit) waits for a session
  store.features.start([jobCentreFeature]);
  await elapse(10_000);
  expect(api.callsTo('list')).toHaveLength(1);
  expect(api.callsTo('progress')).toHaveLength(reads);
});
