// Leaving the screen ends the photo import's opening as closing does (issue 17 part 1): a
// route/changed to another pathname cancels the session at any step (also where closing is
// refused), its poller stops and its dialogs read closed; an import already started goes on on
// the server (nothing asks it to stop), while an upload left waiting for its mapping is dropped,
// as closing drops it. A change of the search alone ends nothing.
import { expectSaga, elapse } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import { jobFollowStopped, jobProgressed } from '../../../../src/client/lib/jobFollow';
import { photoImportSession } from '../../../../src/client/features/photoImport/photoImportSaga';
import {
  cancelled,
  confirmClicked,
  headerSelected,
  importStarted,
  mappingConfirmClicked,
  matchClicked,
  opened,
  systemFieldSelected,
  uploadAbandoned,
} from '../../../../src/client/features/photoImport/photoImportSlice';
import { selectPhotoImportOpen } from '../../../../src/client/features/photoImport/selectors';
import { initialPhotoImportState } from '../../../../src/client/features/photoImport/state';
import { leftScreen, navigated } from '../route/fixtures';
import { ok, photoStatus, recordDelays, RELATION, rootReducer, scriptedApi, Stage, stateAt, UPLOAD_PHOTOS_ONLY, UPLOAD_WITH_SHEET } from './fixtures';

const session = (stage: Stage, api: ReturnType<typeof scriptedApi>) =>
  expectSaga(photoImportSession, opened({ identity: 'STUDENT' }))
    .withReducer(rootReducer, stateAt(stage))
    .provide([[getContext('api'), api], recordDelays().provider]);

const settle = () => elapse(50);

describe('photo import: leaving the screen ends the opening, not the import', () => {
  it('Back while the import runs: the poller stops, the dialogs close, the server job is left to finish', async () => {
    const api = scriptedApi({ importUpload: () => ok(UPLOAD_PHOTOS_ONLY), importProgress: () => ok(photoStatus()), importCancel: () => ok(null) });
    const { storeState } = await session('filled', api)
      .dispatch(confirmClicked())
      .delay(60)
      .dispatch(leftScreen('/userImgManage'))
      .put.actionType(jobProgressed.type)
      .put(jobFollowStopped({ kind: 'photoImport', id: 'pk1' }))
      .put(cancelled())
      .not.put.actionType(uploadAbandoned.type)
      .run(1000);
    const calls = api.callsTo('importProgress').length;
    expect(calls).toBeGreaterThan(0);
    await settle();
    expect(api.callsTo('importProgress')).toHaveLength(calls);
    expect(api.callsTo('importCancel')).toHaveLength(0);
    expect(storeState.photoImport).toEqual(initialPhotoImportState);
    expect(selectPhotoImportOpen(storeState)).toBe(false);
  });

  it('Back while the start call is out (where closing is refused): the opening ends; the import it started is not stopped', async () => {
    const api = scriptedApi({
      importUpload: () => ok(UPLOAD_WITH_SHEET),
      importFields: () => ok(RELATION),
      importStart: () => new Promise((r) => setTimeout(() => r(ok({ redisKey: 'pk2' })), 100)),
      importProgress: () => ok(photoStatus({ redisKey: 'pk2' })),
      importCancel: () => ok(null),
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
      .dispatch(leftScreen('/userImgManage')) // the start call is out until about 160 ms
      .put(cancelled())
      .not.put.actionType(importStarted.type)
      .run(1000);
    expect(api.callsTo('importStart')).toHaveLength(1);
    expect(api.callsTo('importProgress')).toHaveLength(0);
    expect(api.callsTo('importCancel')).toHaveLength(0);
    expect(storeState.photoImport).toEqual(initialPhotoImportState);
  });

  it('Back while the upload waits for its mapping: the waiting upload is dropped, as closing drops it', async () => {
    const api = scriptedApi({ importUpload: () => ok(UPLOAD_WITH_SHEET), importFields: () => ok(RELATION) });
    const { storeState } = await session('filled', api)
      .dispatch(confirmClicked())
      .delay(50)
      .dispatch(leftScreen('/userImgManage'))
      .put(uploadAbandoned({ redisKey: 'pk2' }))
      .put(cancelled())
      .run(1000);
    expect(storeState.photoImport).toEqual(initialPhotoImportState);
  });

  it('a new search on the same screen (same pathname) leaves the opening and its poller alone', async () => {
    const polledAt: number[] = [];
    const api = scriptedApi({ importUpload: () => ok(UPLOAD_PHOTOS_ONLY), importProgress: () => (polledAt.push(Date.now()), ok(photoStatus())) });
    const t0 = Date.now();
    await session('filled', api).dispatch(confirmClicked()).delay(60).dispatch(navigated('/userImgManage?page=2', '/userImgManage')).silentRun(400);
    // polling went on well after the change (the run's own time-out ends it)
    expect(Math.max(...polledAt) - t0).toBeGreaterThan(200);
  });
});
