// Document 001 §5 and §8 through the saga: the zip chooser's checks before any call (one file,
// .zip only, a zip type, 200 MB), and how the server's refusals are shown — 1002 closes the
// dialog with its message, any other status (a network error too) is a toast and the dialog
// goes back a step.
import { expectSaga } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import { ApiError } from '../../../../src/client/api/types';
import { getFile } from '../../../../src/client/lib/fileRegistry';
import { Held, photoImportSession, pickZip } from '../../../../src/client/features/photoImport/photoImportSaga';
import {
  confirmClicked,
  fieldsFailed,
  fieldsLoaded,
  fileAccepted,
  fileRefused,
  filesPicked,
  headerSelected,
  importStarted,
  mappingConfirmClicked,
  matchClicked,
  opened,
  refused,
  startFailed,
  systemFieldSelected,
  uploadAbandoned,
  uploadFailed,
  uploadSucceeded,
} from '../../../../src/client/features/photoImport/photoImportSlice';
import { initialPhotoImportState } from '../../../../src/client/features/photoImport/state';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { PHOTO_ZIP_MAX_BYTES } from '../../../../src/shared/photos/limits';
import {
  RELATION,
  Stage,
  UPLOAD_PHOTOS_ONLY,
  UPLOAD_WITH_SHEET,
  inTurn,
  ok,
  photoStatus,
  pickedZip,
  recordDelays,
  refusal,
  rootReducer,
  scriptedApi,
  stateAt,
} from './fixtures';

const pick = (files: ReturnType<typeof pickedZip>[], held: Held = { fileId: null, waitingKey: null }) =>
  expectSaga(pickZip, held, filesPicked({ files })).withReducer(rootReducer, stateAt('opened'));

const session = (stage: Stage, api: ReturnType<typeof scriptedApi>) =>
  expectSaga(photoImportSession, opened({ identity: 'STUDENT' }))
    .withReducer(rootReducer, stateAt(stage))
    .provide([[getContext('api'), api], recordDelays().provider]);

const errorToast = (text: string) => ({ action: { type: toastShown.type, payload: { kind: 'error', text } } });

describe('step 1: choosing the zip (document 001 §5)', () => {
  it('more than one file warns with the count; both are let go', async () => {
    const files = [pickedZip('a.zip'), pickedZip('b.zip')];
    const { storeState } = await pick(files)
      .put(fileRefused({ level: 'warning', message: { key: 'photoImport.oneFileOnly', params: { count: 2 } } }))
      .run();
    expect(files.map((f) => getFile(f.id))).toEqual([undefined, undefined]);
    expect(storeState.photoImport.file).toBeNull();
  });

  it('only .zip: 只支持扩展名为 .zip 的文件', async () => {
    await pick([pickedZip('photos.rar', 10, 'application/zip')])
      .put(fileRefused({ level: 'error', message: { key: 'photoImport.onlyZip' } }))
      .run();
  });

  it('a type that is not a zip: 上传文件格式错误', async () => {
    await pick([pickedZip('photos.zip', 10, 'image/png')])
      .put(fileRefused({ level: 'error', message: { key: 'upload.fileFormatError' } }))
      .run();
  });

  it('over 200 MB: the too-large message; exactly 200 MB is accepted', async () => {
    await pick([pickedZip('photos.zip', PHOTO_ZIP_MAX_BYTES + 1)])
      .put(fileRefused({ level: 'error', message: { key: 'photoImport.tooLarge' } }))
      .run();
    const exact = pickedZip('photos.zip', PHOTO_ZIP_MAX_BYTES);
    await pick([exact])
      .put(fileAccepted({ file: exact }))
      .run();
  });

  it('a zip with an empty or generic type is accepted (the server judges it by content)', async () => {
    for (const type of ['', 'application/x-zip-compressed', 'application/octet-stream']) {
      const zip = pickedZip('PHOTOS.ZIP', 10, type);
      await pick([zip])
        .put(fileAccepted({ file: zip }))
        .run();
    }
  });

  it('a new zip replaces the one chosen before, whose File is let go', async () => {
    const first = pickedZip('a.zip');
    const second = pickedZip('b.zip');
    const held: Held = { fileId: first.id, waitingKey: null };
    await pick([second], held)
      .put(fileAccepted({ file: second }))
      .run();
    expect(getFile(first.id)).toBeUndefined();
    expect(getFile(second.id)).toBeDefined();
    expect(held.fileId).toBe(second.id);
  });
});

describe('the server turns it down (document 001 §8)', () => {
  it('upload 1002: the message as a toast and the dialog closes; the opening ends by itself', async () => {
    const api = scriptedApi({ importUpload: () => refusal('压缩包中没有照片') });
    const { storeState } = await session('filled', api)
      .dispatch(confirmClicked())
      .put(refused({ problem: { text: '压缩包中没有照片' } }))
      .put.like(errorToast('压缩包中没有照片'))
      .run(1000);
    expect(storeState.photoImport).toEqual(initialPhotoImportState);
  });

  it('upload answered otherwise: a toast, the form stays with its zip, and confirming again tries again', async () => {
    const api = scriptedApi({
      importUpload: inTurn({ status: 9999, msg: '服务器内部错误', result: null }, ok(UPLOAD_PHOTOS_ONLY)),
      importProgress: () => ok(photoStatus()),
    });
    const { storeState } = await session('filled', api)
      .dispatch(confirmClicked())
      .delay(60)
      .dispatch(confirmClicked())
      .put(uploadFailed({ problem: { text: '服务器内部错误' } }))
      .put.like(errorToast('服务器内部错误'))
      .put(uploadSucceeded({ upload: UPLOAD_PHOTOS_ONLY }))
      .silentRun(300);
    expect(api.callsTo('importUpload')).toHaveLength(2);
    expect(storeState.photoImport.status).toBe('running');
  });

  it('a network error on upload shows the error as a toast', async () => {
    const api = scriptedApi({ importUpload: () => new ApiError(8008, 'Network Error') });
    const { storeState } = await session('filled', api).dispatch(confirmClicked()).put.like(errorToast('Network Error')).silentRun(300);
    expect(storeState.photoImport).toMatchObject({ status: 'editing', file: { name: 'photos.zip' } });
  });

  it('the field list refused (1002): toast, dialog closed, the waiting upload dropped', async () => {
    const api = scriptedApi({ importUpload: () => ok(UPLOAD_WITH_SHEET), importFields: () => refusal('表格无法读取') });
    await session('filled', api)
      .dispatch(confirmClicked())
      .put(refused({ problem: { text: '表格无法读取' } }))
      .put(uploadAbandoned({ redisKey: 'pk2' }))
      .put.like(errorToast('表格无法读取'))
      .run(1000);
  });

  it('the field list failing otherwise: toast, back to the form, the waiting upload dropped', async () => {
    const api = scriptedApi({ importUpload: () => ok(UPLOAD_WITH_SHEET), importFields: () => new ApiError(8008, 'Network Error') });
    const { storeState } = await session('filled', api)
      .dispatch(confirmClicked())
      .put(fieldsFailed({ problem: { text: 'Network Error' } }))
      .put(uploadAbandoned({ redisKey: 'pk2' }))
      .silentRun(300);
    expect(storeState.photoImport.status).toBe('editing');
  });

  it('the start failing: toast, the mapping stays, and confirming again starts', async () => {
    const api = scriptedApi({
      importUpload: () => ok(UPLOAD_WITH_SHEET),
      importFields: () => ok(RELATION),
      importStart: inTurn({ status: 9999, msg: '服务器繁忙', result: null }, ok({ redisKey: 'pk2' })),
      importProgress: () => ok(photoStatus({ redisKey: 'pk2' })),
    });
    await session('filled', api)
      .dispatch(confirmClicked())
      .delay(50)
      .dispatch(systemFieldSelected({ column: 'name' }))
      .delay(50)
      .dispatch(headerSelected({ header: '姓名' }))
      .delay(50)
      .dispatch(matchClicked())
      .delay(60)
      .dispatch(mappingConfirmClicked())
      .delay(120)
      .dispatch(mappingConfirmClicked())
      .put(fieldsLoaded({ relation: RELATION }))
      .put(startFailed({ problem: { text: '服务器繁忙' } }))
      .put.like(errorToast('服务器繁忙'))
      .put(importStarted({ key: 'pk2' }))
      .silentRun(400);
    expect(api.callsTo('importStart')).toHaveLength(2);
  });
});
