// Closing the dialog at any step where closing is allowed, or signing out, cancels the opening:
// the call under way is abandoned, no poller is left behind, an upload left waiting for its
// mapping is dropped on the server, the chosen zip's File is let go, and the session ends in
// photoImport/cancelled.
import { expectSaga, elapse } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import { getFile } from '../../../../src/client/lib/fileRegistry';
import { dropAbandonedUpload, photoImportSession } from '../../../../src/client/features/photoImport/photoImportSaga';
import {
  cancelled,
  closed,
  confirmClicked,
  errorRuleChanged,
  fieldsLoaded,
  fileAccepted,
  filesPicked,
  headerSelected,
  importStarted,
  mappingAccepted,
  mappingConfirmClicked,
  matchClicked,
  opened,
  repeatRuleChanged,
  systemFieldSelected,
  uploadAbandoned,
  uploadStarted,
  uploadSucceeded,
} from '../../../../src/client/features/photoImport/photoImportSlice';
import { initialPhotoImportState } from '../../../../src/client/features/photoImport/state';
import { signedOut, signOutRequested } from '../../../../src/client/features/session/sessionSlice';
import {
  RELATION,
  Stage,
  UPLOAD_PHOTOS_ONLY,
  UPLOAD_WITH_SHEET,
  inTurn,
  ok,
  pending,
  photoStatus,
  pickedZip,
  recordDelays,
  rootReducer,
  scriptedApi,
  signedIn,
  stateAt,
} from './fixtures';

const session = (stage: Stage, api: ReturnType<typeof scriptedApi>) =>
  expectSaga(photoImportSession, opened({ identity: 'STUDENT' }))
    .withReducer(rootReducer, stateAt(stage))
    .provide([[getContext('api'), api], recordDelays().provider]);

const settle = () => elapse(50);

describe('photo import: closing and signing out cancel the opening', () => {
  it('closing while the zip uploads: the upload is abandoned, the File let go, all state reset', async () => {
    const api = scriptedApi({ importUpload: pending });
    const zip = pickedZip();
    const { storeState } = await session('opened', api)
      .dispatch(filesPicked({ files: [zip] }))
      .dispatch(repeatRuleChanged({ rule: 2 }))
      .dispatch(errorRuleChanged({ rule: 2 }))
      .delay(20)
      .dispatch(confirmClicked())
      .delay(80)
      .dispatch(closed())
      .put(fileAccepted({ file: zip }))
      .put(uploadStarted())
      .not.put.actionType(uploadSucceeded.type)
      .put(cancelled())
      .run(1000);
    expect(api.callsTo('importUpload')).toHaveLength(1);
    expect(getFile(zip.id)).toBeUndefined();
    expect(storeState.photoImport).toEqual(initialPhotoImportState);
  });

  it('closing the mapping dialog while its fields load: no fields arrive, the waiting upload is dropped', async () => {
    const api = scriptedApi({ importUpload: () => ok(UPLOAD_WITH_SHEET), importFields: pending });
    await session('filled', api)
      .dispatch(confirmClicked())
      .delay(50)
      .dispatch(closed())
      .put(uploadSucceeded({ upload: UPLOAD_WITH_SHEET }))
      .not.put.actionType(fieldsLoaded.type)
      .put(uploadAbandoned({ redisKey: 'pk2' }))
      .put(cancelled())
      .run(1000);
    expect(api.callsTo('importFields')).toHaveLength(1);
  });

  it('closing the mapping dialog: nothing is started, the waiting upload is dropped', async () => {
    const api = scriptedApi({ importUpload: () => ok(UPLOAD_WITH_SHEET), importFields: () => ok(RELATION) });
    await session('filled', api)
      .dispatch(confirmClicked())
      .delay(50)
      .dispatch(closed())
      .delay(100)
      .dispatch(mappingConfirmClicked())
      .put(fieldsLoaded({ relation: RELATION }))
      .put(uploadAbandoned({ redisKey: 'pk2' }))
      .put(cancelled())
      .run(1000);
    expect(api.callsTo('importStart')).toHaveLength(0);
  });

  it('closing while the start call is out is refused: the dialog waits for the answer', async () => {
    const api = scriptedApi({
      importUpload: () => ok(UPLOAD_WITH_SHEET),
      importFields: () => ok(RELATION),
      importStart: () => new Promise((r) => setTimeout(() => r(ok({ redisKey: 'pk2' })), 100)),
      importProgress: () => ok(photoStatus({ redisKey: 'pk2' })),
    });
    const { storeState } = await session('filled', api)
      .dispatch(confirmClicked())
      .delay(50)
      .dispatch(systemFieldSelected({ column: 'name' }))
      .delay(50)
      .dispatch(headerSelected({ header: '姓名' }))
      .delay(50)
      .dispatch(matchClicked())
      .delay(60)
      .dispatch(mappingConfirmClicked())
      .delay(90)
      .dispatch(closed()) // the start call is out until about 160 ms
      .put(mappingAccepted())
      .put(importStarted({ key: 'pk2' }))
      .silentRun(400);
    // (the run's own time-out cancels the session at the end, so `cancelled` is no proof here)
    expect(storeState.photoImport.status).toBe('running');
    expect(api.callsTo('importProgress').length).toBeGreaterThan(0);
  });

  it('signing out while the import runs stops the poller and forgets everything', async () => {
    const api = scriptedApi({ importUpload: () => ok(UPLOAD_PHOTOS_ONLY), importProgress: inTurn(ok(photoStatus())) });
    const { storeState } = await session('filled', api)
      .dispatch(confirmClicked())
      .delay(60)
      .dispatch(signedOut({ reason: 'user' }))
      .put(cancelled())
      .not.put.actionType(uploadAbandoned.type) // a queued import is the server's to finish
      .run(1000);
    const calls = api.callsTo('importProgress').length;
    expect(calls).toBeGreaterThan(0);
    await settle();
    expect(api.callsTo('importProgress')).toHaveLength(calls);
    expect(storeState.photoImport).toEqual(initialPhotoImportState);
  });

  it('asking to sign out while the upload waits for its mapping drops it while the session still exists', async () => {
    const api = scriptedApi({ importUpload: () => ok(UPLOAD_WITH_SHEET), importFields: () => ok(RELATION) });
    await session('filled', api)
      .dispatch(confirmClicked())
      .delay(50)
      .dispatch(signOutRequested())
      .put(uploadAbandoned({ redisKey: 'pk2' }))
      .put(cancelled())
      .run(1000);
  });

  it('signing out during the upload cancels it too', async () => {
    const api = scriptedApi({ importUpload: pending });
    await session('filled', api)
      .dispatch(confirmClicked())
      .delay(30)
      .dispatch(signedOut({ reason: 'expired' }))
      .put(uploadStarted())
      .put(cancelled())
      .run(1000);
  });

  it('an opening the slice refused (unknown identity) starts no flow', async () => {
    const { effects } = await expectSaga(photoImportSession, opened({ identity: 'NOPE' as never }))
      .withReducer(rootReducer, signedIn())
      .run(300);
    expect(effects.race).toBeUndefined();
  });
});

describe('an abandoned upload is dropped on the server', () => {
  it('with a session: importCancel with its key', async () => {
    const api = scriptedApi({ importCancel: () => ok(null) });
    await expectSaga(dropAbandonedUpload, uploadAbandoned({ redisKey: 'pk2' }))
      .withReducer(rootReducer, signedIn())
      .provide([[getContext('api'), api]])
      .run(300);
    expect(api.callsTo('importCancel').map((c) => c.data)).toEqual([{ redisKey: 'pk2' }]);
  });

  it('after the session is gone: nobody to ask with, no call', async () => {
    const api = scriptedApi({ importCancel: () => ok(null) });
    await expectSaga(dropAbandonedUpload, uploadAbandoned({ redisKey: 'pk2' }))
      .withReducer(rootReducer, rootReducer(undefined, { type: '@@init' }))
      .provide([[getContext('api'), api]])
      .run(300);
    expect(api.calls).toHaveLength(0);
  });
});
