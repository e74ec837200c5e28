// Closing the wizard at any step, or signing out, cancels the flow: the call under way is
// abandoned, no poller is left behind, and the flow ends in importWizard/cancelled.
import { expectSaga, elapse } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import { getFile, registerFile } from '../../../../src/client/lib/fileRegistry';
import { wizardSession } from '../../../../src/client/features/importWizard/importWizardSaga';
import {
  closed,
  fileChosen,
  importStartRequested,
  mappingLoaded,
  nextClicked,
  opened,
  uploadStarted,
  uploadSucceeded,
  wizardCancelled,
} from '../../../../src/client/features/importWizard/importWizardSlice';
import { initialImportWizardState } from '../../../../src/client/features/importWizard/state';
import { signedOut } from '../../../../src/client/features/session/sessionSlice';
import { CHECK_FIELDS, RELATION, inTurn, ok, pending, recordDelays, rootReducer, scriptedApi, stateAt, taskStatus } from './fixtures';

const session = (stage: Parameters<typeof stateAt>[0], api: ReturnType<typeof scriptedApi>, delays = recordDelays()) =>
  expectSaga(wizardSession, opened({ target: 'STUDENT' }))
    .withReducer(rootReducer, stateAt(stage))
    .provide([[getContext('api'), api], delays.provider]);

const pickedFile = () => {
  const id = registerFile(new Blob(['xlsx bytes']));
  return { id, name: 'students.xlsx', size: 10, type: '' };
};

describe('import wizard: closing and signing out cancel the flow', () => {
  it('closing while the file uploads: the upload is abandoned and its File released', async () => {
    const api = scriptedApi({ upload: pending, checkFields: () => ok(CHECK_FIELDS) });
    const file = pickedFile();
    const { storeState } = await session('opened', api)
      .dispatch(fileChosen({ files: [file] }))
      .put(uploadStarted({ file }))
      .delay(10)
      .dispatch(closed())
      .put(wizardCancelled())
      .not.put.actionType(uploadSucceeded.type)
      .run(500);
    expect(api.callsTo('checkFields')).toHaveLength(0);
    expect(getFile(file.id)).toBeUndefined();
    expect(storeState.importWizard).toMatchObject({ open: false, status: 'cancelled' });
  });

  it('closing at step 1 with the file uploaded: the opening ends, later events cause no call', async () => {
    const api = scriptedApi({ relation: () => ok(RELATION) });
    await session('ready', api).dispatch(closed()).put(wizardCancelled()).dispatch(nextClicked()).run(500);
    expect(api.calls).toHaveLength(0);
  });

  it('closing while the mapping loads: no mapping arrives', async () => {
    const api = scriptedApi({ relation: pending });
    await session('ready', api).dispatch(nextClicked()).delay(10).dispatch(closed()).put(wizardCancelled()).not.put.actionType(mappingLoaded.type).run(500);
    expect(api.callsTo('relation')).toHaveLength(1);
  });

  it('closing at step 2 and at step 3 cancels the flow', async () => {
    for (const stage of ['mapping', 'settings'] as const) {
      const api = scriptedApi({});
      const { storeState } = await session(stage, api).dispatch(closed()).put(wizardCancelled()).run(500);
      expect(storeState.importWizard.status).toBe('cancelled');
      expect(api.calls).toHaveLength(0);
    }
  });

  it('closing during a dry run stops its poller: no progress call after the close', async () => {
    const api = scriptedApi({ start: () => ok({ redisKey: 'k1' }), progress: inTurn(ok(taskStatus({ dryRun: true }))) });
    let callsAtClose = -1;
    const { storeState } = await session('settings', api)
      .dispatch(importStartRequested({ dryRun: true }))
      .delay(30)
      .dispatch(closed())
      .put(wizardCancelled())
      .run(500)
      .then((result) => {
        callsAtClose = api.callsTo('progress').length;
        return result;
      });
    expect(callsAtClose).toBeGreaterThan(0);
    await elapse(30);
    expect(api.callsTo('progress')).toHaveLength(callsAtClose);
    expect(storeState.importWizard).toMatchObject({ open: false, status: 'cancelled' });
  });

  it('signing out while the real import runs stops the poller and forgets the wizard', async () => {
    const api = scriptedApi({ start: () => ok({ redisKey: 'k1' }), progress: inTurn(ok(taskStatus())) });
    const { storeState } = await session('settings', api)
      .dispatch(importStartRequested({ dryRun: false }))
      .delay(30)
      .dispatch(signedOut({ reason: 'user' }))
      .put(wizardCancelled())
      .run(500);
    const calls = api.callsTo('progress').length;
    await elapse(30);
    expect(api.callsTo('progress')).toHaveLength(calls);
    expect(storeState.importWizard).toEqual({ ...initialImportWizardState, status: 'cancelled' });
  });

  it('signing out at step 1 cancels the flow too', async () => {
    const api = scriptedApi({});
    await session('uploaded', api)
      .dispatch(signedOut({ reason: 'expired' }))
      .put(wizardCancelled())
      .run(500);
    expect(api.calls).toHaveLength(0);
  });

  it('an opening the slice refused (unknown target) starts no flow', async () => {
    const { effects } = await expectSaga(wizardSession, opened({ target: 'NOPE' as never }))
      .withReducer(rootReducer, rootReducer(undefined, { type: '@@init' }))
      .run(100);
    expect(effects.race).toBeUndefined();
  });
});
