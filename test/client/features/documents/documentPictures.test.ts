// A document's pictures go through the call their field names (issue 31): the appearance's logo
// through eduSystemManageGuiseLogo/upload, its login background through file/upload, and a
// picture put into the alumni pact's rich text through FrameWorkUpload, its <img> appended to the
// text as it stands when the answer comes.
import { combineReducers } from '@reduxjs/toolkit';
import * as matchers from 'redux-saga-test-plan/matchers';
import { expectSaga } from '../../sagaClock';
import { uploadFile } from '../../../../src/client/api/collections';
import documents, * as ev from '../../../../src/client/features/documents/documentsSlice';
import { documentsSaga } from '../../../../src/client/features/documents/documentsSaga';
import { registerFile } from '../../../../src/client/lib/fileRegistry';
import { IMAGE_UPLOAD_PATHS } from '../../../../src/shared/resources/files';

const reducer = combineReducers({ documents });
const api = { request: jest.fn(), upload: jest.fn(), download: jest.fn() };
const ID = 'f_0123456789abcdef0123456789abcdef';
const URL = `/api/blade-platform/file/view/${ID}`;
const answer = { status: 1000, msg: '', result: { id: ID, url: URL, mime: 'image/png', size: 4 } };

function opened(key: string, content: Record<string, unknown>) {
  const ref = { key, identity: null };
  const state = [ev.opened(ref), ev.loaded({ ...ref, document: { key, identity: null, content, version: 1, publishedVersion: 1, hasDraft: false } })].reduce(
    reducer,
    reducer(undefined, { type: '@@init' }),
  );
  return { ref, state };
}

const pick = () => {
  const blob = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
  return { blob, file: { id: registerFile(blob), name: 'p.png', type: 'image/png' } };
};

it("the appearance's logo through eduSystemManageGuiseLogo/upload, its login background through file/upload", async () => {
  const { ref, state } = opened('appearance', { platformName: '平台', primaryColor: '#1a69a4' });
  const logo = pick();
  const background = pick();
  await expectSaga(documentsSaga)
    .withReducer(reducer, state)
    .provide([
      [matchers.getContext('api'), api],
      [matchers.call.fn(uploadFile), answer],
    ])
    .dispatch(ev.imagePicked({ ...ref, name: 'logo', file: logo.file }))
    .dispatch(ev.imagePicked({ ...ref, name: 'loginBackground', file: background.file }))
    .call(uploadFile, api, logo.blob, 'p.png', IMAGE_UPLOAD_PATHS.guiseLogo)
    .call(uploadFile, api, background.blob, 'p.png', IMAGE_UPLOAD_PATHS.file)
    .put(ev.imageUploaded({ ...ref, name: 'logo', fileId: logo.file.id, value: ID, url: URL }))
    .silentRun(300);
});

it("a picture in the alumni pact's rich text through FrameWorkUpload, appended as an <img>", async () => {
  const { ref, state } = opened('alumniPact', { body: '<p>公约</p>' });
  const picture = pick();
  const { storeState } = await expectSaga(documentsSaga)
    .withReducer(reducer, state)
    .provide([
      [matchers.getContext('api'), api],
      [matchers.call.fn(uploadFile), answer],
    ])
    .dispatch(ev.imagePicked({ ...ref, name: 'body', file: picture.file }))
    .call(uploadFile, api, picture.blob, 'p.png', IMAGE_UPLOAD_PATHS.frameWork)
    .silentRun(300);
  const entry = Object.values((storeState as ReturnType<typeof reducer>).documents)[0] as { values: Record<string, unknown>; uploads: object };
  expect(entry.values.body).toBe(`<p>公约</p><p><img src="${URL}"></p>`);
  expect(entry.uploads).toEqual({});
});
