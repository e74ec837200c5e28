// Leaving the screen ends the wizard's opening as closing does (issue 17 part 1): a route/changed
// to another pathname cancels the flow at any step, also while a real import runs (when closing
// is refused): the poller stops and the wizard reads closed, but the import goes on on the server
// (nothing asks it to stop; the header's job centre follows it). A change of the search alone
// ends nothing.
import { expectSaga, elapse } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import { wizardSession } from '../../../../src/client/features/importWizard/importWizardSaga';
import { importStartRequested, mappingLoaded, nextClicked, opened, wizardCancelled } from '../../../../src/client/features/importWizard/importWizardSlice';
import { jobFollowStopped, jobProgressed } from '../../../../src/client/lib/jobFollow';
import { selectWizardOpen } from '../../../../src/client/features/importWizard/selectors';
import { leftScreen, navigated } from '../route/fixtures';
import { inTurn, ok, pending, recordDelays, rootReducer, scriptedApi, stateAt, taskStatus } from './fixtures';

const session = (stage: Parameters<typeof stateAt>[0], api: ReturnType<typeof scriptedApi>) =>
  expectSaga(wizardSession, opened({ target: 'STUDENT' }))
    .withReducer(rootReducer, stateAt(stage))
    .provide([[getContext('api'), api], recordDelays().provider]);

const settle = () => elapse(30);

describe('import wizard: leaving the screen ends the opening, not the import', () => {
  it('Back while the real import runs: the poller stops, the wizard is closed, no call asks the server to stop', async () => {
    const api = scriptedApi({ start: () => ok({ redisKey: 'k1' }), progress: inTurn(ok(taskStatus())) });
    const { storeState } = await session('settings', api)
      .dispatch(importStartRequested({ dryRun: false }))
      .put.actionType(jobProgressed.type)
      .delay(30)
      .dispatch(leftScreen())
      .put(wizardCancelled())
      // the job is let go, for the header's job centre to take over
      .put(jobFollowStopped({ kind: 'import', id: 'k1' }))
      .run(500);
    const polls = api.callsTo('progress').length;
    expect(polls).toBeGreaterThan(0);
    await settle();
    expect(api.callsTo('progress')).toHaveLength(polls);
    // the start and its polls, nothing else: the import is the server's to finish
    expect(api.calls.length).toBe(api.callsTo('start').length + polls);
    expect(selectWizardOpen(storeState)).toBe(false);
  });

  it('Back while the mapping loads: no mapping arrives, the wizard is closed', async () => {
    const api = scriptedApi({ relation: pending });
    const { storeState } = await session('ready', api)
      .dispatch(nextClicked())
      .delay(10)
      .dispatch(leftScreen())
      .put(wizardCancelled())
      .not.put.actionType(mappingLoaded.type)
      .run(500);
    expect(storeState.importWizard.open).toBe(false);
  });

  it('a new search on the same list (same pathname) leaves the import followed', async () => {
    const polledAt: number[] = [];
    const api = scriptedApi({ start: () => ok({ redisKey: 'k1' }), progress: () => (polledAt.push(Date.now()), ok(taskStatus())) });
    const t0 = Date.now();
    await session('settings', api)
      .dispatch(importStartRequested({ dryRun: false }))
      .delay(30)
      .dispatch(navigated('/studentList?page=2', '/studentList'))
      .silentRun(300);
    expect(Math.max(...polledAt) - t0).toBeGreaterThan(150);
  });
});
