// Steps 1 and 2 through the saga: the file checks before any call, the upload and its failure,
// the settings rules on next, and the mapping rule on next.
import { expectSaga } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import { ApiError } from '../../../../src/client/api/types';
import { getFile, registerFile } from '../../../../src/client/lib/fileRegistry';
import { chooseFile, goNext } from '../../../../src/client/features/importWizard/importWizardSaga';
import {
  checkFieldsLoaded,
  fieldMatched,
  fileChosen,
  fileRefused,
  headerRowChanged,
  mappingAccepted,
  mappingLoaded,
  mappingRejected,
  ruleChanged,
  settingsAccepted,
  settingsRejected,
  uploadFailed,
  uploadStarted,
  uploadSucceeded,
} from '../../../../src/client/features/importWizard/importWizardSlice';
import { CHECK_FIELDS, RELATION, UPLOAD, ok, refused, rootReducer, scriptedApi, stateAt, through } from './fixtures';

const MB5 = 5 * 1024 * 1024;
const ref = (name: string, size: number) => ({ id: registerFile(new Blob(['x'])), name, size, type: '' });
const choose = (files: ReturnType<typeof ref>[], api = scriptedApi({}), from = stateAt('opened')) =>
  expectSaga(chooseFile, 'STUDENT', fileChosen({ files }))
    .withReducer(rootReducer, from)
    .provide([[getContext('api'), api]]);

describe('step 1: the file', () => {
  it('a wrong extension is refused before any call: 上传文件格式错误', async () => {
    const api = scriptedApi({});
    const file = ref('students.csv', 10);
    const { storeState } = await choose([file], api)
      .put(fileRefused({ message: { key: 'upload.fileFormatError', hint: 'import.onlyExcel' } }))
      .run();
    expect(api.calls).toHaveLength(0);
    expect(storeState.importWizard.fileError).toEqual({ key: 'upload.fileFormatError', hint: 'import.onlyExcel' });
    expect(getFile(file.id)).toBeUndefined();
  });

  it('5 MB + 1 byte is refused before any call: 上传文件大小不得大于5M', async () => {
    const api = scriptedApi({});
    await choose([ref('a.xlsx', MB5 + 1)], api)
      .put(fileRefused({ message: { key: 'import.fileTooLarge' } }))
      .run();
    expect(api.calls).toHaveLength(0);
  });

  it('two files are refused with the count: 当前限制选择 1 个文件...', async () => {
    const files = [ref('a.xlsx', 1), ref('b.xlsx', 1)];
    await choose(files)
      .put(fileRefused({ message: { key: 'import.oneFileOnly', params: { count: 2 } } }))
      .run();
    expect(files.map((f) => getFile(f.id))).toEqual([undefined, undefined]);
  });

  it('uploads file, tenantId and target, then loads the check fields', async () => {
    const api = scriptedApi({ upload: () => ok(UPLOAD), checkFields: () => ok(CHECK_FIELDS) });
    const file = ref('students.xlsx', MB5);
    const { storeState } = await choose([file], api)
      .put(uploadStarted({ file }))
      .put(uploadSucceeded({ upload: UPLOAD }))
      .put(checkFieldsLoaded({ entries: CHECK_FIELDS }))
      .run();
    expect(api.callsTo('upload')[0].data).toEqual({ file: '(file)', tenantId: '000000', target: 'STUDENT' });
    expect(api.callsTo('checkFields')[0].data).toEqual({ tenantId: '000000', id: 'u1' });
    expect(storeState.importWizard).toMatchObject({ status: 'uploaded', settings: { headerRow: '2', checkFields: ['studentNo'] } });
    expect(getFile(file.id)).toBeUndefined();
  });

  it('a replacing upload sends the previous upload id', async () => {
    const api = scriptedApi({ upload: () => ok({ ...UPLOAD, id: 'u2' }), checkFields: () => ok(CHECK_FIELDS) });
    await choose([ref('again.xlsx', 10)], api, stateAt('uploaded')).run();
    expect(api.callsTo('upload')[0].data).toMatchObject({ id: 'u1' });
  });

  it("upload failure (status 1002) clears the file list and shows the server's error", async () => {
    const api = scriptedApi({ upload: () => refused('上传文件大小不得大于5M') });
    const { storeState } = await choose([ref('a.xlsx', 10)], api)
      .put(uploadFailed({ problem: { text: '上传文件大小不得大于5M' } }))
      .run();
    expect(storeState.importWizard).toMatchObject({ status: 'idle', file: null, upload: null, fileError: { text: '上传文件大小不得大于5M' } });
    expect(api.callsTo('checkFields')).toHaveLength(0);
  });

  it('upload failure (a failed call) clears the file list and shows the error', async () => {
    const api = scriptedApi({ upload: () => new ApiError(8010, '接口请求超时，请稍后重试') });
    const { storeState } = await choose([ref('a.xlsx', 10)], api, stateAt('uploaded')).run();
    expect(storeState.importWizard).toMatchObject({ status: 'idle', file: null, upload: null, fileError: { text: '接口请求超时，请稍后重试' } });
  });

  it('a pick after step 1 is ignored (and its File released)', async () => {
    const api = scriptedApi({});
    const file = ref('a.xlsx', 10);
    await choose([file], api, stateAt('mapping')).not.put.actionType(uploadStarted.type).run();
    expect(api.calls).toHaveLength(0);
    expect(getFile(file.id)).toBeUndefined();
  });
});

describe('step 1: next', () => {
  const next = (from: ReturnType<typeof stateAt>, api = scriptedApi({ relation: () => ok(RELATION) })) =>
    expectSaga(goNext)
      .withReducer(rootReducer, from)
      .provide([[getContext('api'), api]]);

  it('without a file: 请上传文件 (with 请选择重复规则 and the rest)', async () => {
    await next(stateAt('opened'))
      .put(
        settingsRejected({
          errors: {
            file: 'import.fileRequired',
            rule: 'import.duplicateRuleRequired',
            checkFields: 'import.checkFieldsRequired',
            basicInfo: 'import.basicInfoRequired',
          },
        }),
      )
      .run();
  });

  it('an empty or out-of-range header row: 请输入标题行', async () => {
    for (const value of ['', '0', '1000000']) {
      const api = scriptedApi({});
      await next(through([headerRowChanged({ value })], stateAt('ready')), api)
        .put(settingsRejected({ errors: { headerRow: 'import.headerRowRequired' } }))
        .run();
      expect(api.calls).toHaveLength(0);
    }
  });

  it('no rule: 请选择重复规则; no check fields under rule 1: 请选择检查字段', async () => {
    await next(stateAt('uploaded'))
      .put(settingsRejected({ errors: { rule: 'import.duplicateRuleRequired', basicInfo: 'import.basicInfoRequired' } }))
      .run();
    const noFields = through([ruleChanged({ rule: 1 }), { type: 'importWizard/checkFieldsChanged', payload: { fields: [] } }], stateAt('ready'));
    await next(noFields)
      .put(settingsRejected({ errors: { checkFields: 'import.checkFieldsRequired' } }))
      .run();
  });

  it('valid settings load the mapping with the header row', async () => {
    const api = scriptedApi({ relation: () => ok(RELATION) });
    const { storeState } = await next(stateAt('ready'), api)
      .put(settingsAccepted())
      .put(mappingLoaded({ relation: RELATION }))
      .run();
    expect(api.callsTo('relation')[0].data).toEqual({ tenantId: '000000', id: 'u1', headerLine: 2 });
    expect(storeState.importWizard.status).toBe('mapping');
  });
});

describe('step 2: next', () => {
  const next = (from: ReturnType<typeof stateAt>) =>
    expectSaga(goNext)
      .withReducer(rootReducer, from)
      .provide([[getContext('api'), scriptedApi({})]]);

  it('a required field unmatched: 请匹配所有系统必填字段', async () => {
    const { storeState } = await next(through([fieldMatched({ column: 'name', header: null })], stateAt('mapping')))
      .put(mappingRejected({ missing: ['name'], message: { key: 'import.matchAllRequired' } }))
      .not.put.actionType(mappingAccepted.type)
      .run();
    expect(storeState.importWizard).toMatchObject({ status: 'mapping', mappingError: { key: 'import.matchAllRequired' } });
  });

  it('every required field matched: on to step 3', async () => {
    const { storeState } = await next(stateAt('mapping')).put(mappingAccepted()).run();
    expect(storeState.importWizard.status).toBe('settings');
  });
});
