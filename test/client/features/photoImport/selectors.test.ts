// Every read of the photo import: which dialog shows, the three dialogs' views, the upload's
// data part, the percent rule of document 001 §9.
import {
  percentOf,
  selectCanClose,
  selectFormView,
  selectMappingView,
  selectPhotoImportView,
  selectProgressView,
  selectUploadData,
} from '../../../../src/client/features/photoImport/selectors';
import {
  formRejected,
  importFailed,
  importFinished,
  mappingRejected,
  namingRuleChanged,
  pairToggled,
  systemFieldSelected,
  titleRowChanged,
} from '../../../../src/client/features/photoImport/photoImportSlice';
import { FILE_REF, photoStatus, progressPolled, Stage, stateAt, TENANT, through } from './fixtures';

const after = (stage: Stage, ...actions: Parameters<typeof through>[0]) => through(actions, stateAt(stage));

describe('photo import selectors', () => {
  it('one dialog at a time: the form, the mapping (also while its fields load and the start is out), the progress', () => {
    const views = (['opened', 'uploading', 'loadingFields', 'mapping', 'starting', 'running'] as const).map((s) => selectPhotoImportView(stateAt(s)));
    expect(views).toEqual(['form', 'form', 'mapping', 'mapping', 'mapping', 'progress']);
    expect(selectPhotoImportView(through([]))).toBeNull();
  });

  it('close is allowed everywhere but while the import starts and runs', () => {
    expect((['filled', 'uploading', 'mapping', 'starting', 'running'] as const).map((s) => selectCanClose(stateAt(s)))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("the form view: the identity's naming rules, the chosen zip, the overlay while uploading, the messages", () => {
    const view = selectFormView(after('filled', formRejected({ errors: { titleRow: 'photoImport.titleRowRequired' } })));
    expect(view.namingOptions.map((o) => [o.value, o.label])).toEqual([
      [1, 'naming.idNumber'],
      [3, 'naming.studentNo'],
    ]);
    expect(view).toMatchObject({ file: FILE_REF, uploading: false, errors: { titleRow: 'photoImport.titleRowRequired' } });
    expect(selectFormView(stateAt('uploading')).uploading).toBe(true);
  });

  it("the upload's data part: tenantId, identity, the three rules and the title row as a number", () => {
    expect(selectUploadData(after('filled', namingRuleChanged({ rule: 3 }), titleRowChanged({ value: ' 2 ' })))).toEqual({
      tenantId: TENANT,
      identity: 'STUDENT',
      repeatRule: 1,
      errorRule: 1,
      namingRule: 3,
      jbDesc: 2,
    });
    expect(selectUploadData(stateAt('opened'))).toBeNull();
  });

  it('the mapping view: free fields (required starred, missing flagged) and headers left, pairs right', () => {
    const view = selectMappingView(
      after('mapping', mappingRejected({ missing: ['name'] }), systemFieldSelected({ column: 'name' }), pairToggled({ column: 'studentNo' })),
    );
    expect(view.fields).toEqual([
      { column: 'name', columnName: '姓名', required: true, selected: true, missing: true },
      { column: 'phone', columnName: '手机号', required: false, selected: false, missing: false },
    ]);
    expect(view.headers).toEqual([
      { header: '姓名', selected: false },
      { header: '电话', selected: false },
    ]);
    expect(view.pairs).toEqual([{ column: 'studentNo', columnName: '学号', header: '学号', required: true, selected: true }]);
    expect(view.error).toEqual({ key: 'mapping.matchAllRequired' });
    expect(selectMappingView(stateAt('loadingFields')).loading).toBe(true);
    expect(selectMappingView(stateAt('starting')).starting).toBe(true);
  });

  it('percent is finishRate × 100 to 2 decimals, 100 once finished, within 0..100', () => {
    expect(percentOf(0.123456, false)).toBe(12.35);
    expect(percentOf(0.5, false)).toBe(50);
    expect(percentOf(undefined, false)).toBe(0);
    expect(percentOf(1.7, false)).toBe(100);
    expect(percentOf(0.2, true)).toBe(100);
  });

  it('the progress view while running: its title, no message, close disabled, counts and rows as polled', () => {
    const rows = {
      redisKey: 'imp_1',
      finished: false,
      finishRate: 0.5,
      failNum: 1,
      newInsertNum: 2,
      successNum: 2,
      updateNum: 0,
      jumpNum: 0,
      totalNum: 4,
      finishNum: 3,
      useTimeStr: '1秒',
      tryMathRemainTime: '1秒',
      errorKey: 'err_rows',
      errorMsg: null,
      state: 'running' as const,
      dryRun: false,
    };
    const view = selectProgressView(after('running', progressPolled({ key: 'pk1', status: photoStatus({ finishRate: 0.3333, errorKey: 'err_1', rows }) })));
    expect(view).toMatchObject({ percent: 33.33, titleKey: 'photoImportUi.progressTitle', messageKey: null, closeEnabled: false, errorKey: 'err_1', rows });
  });

  it('finished: import succeeded / import complete; failed: import failed / operation failed, with the reason', () => {
    expect(selectProgressView(after('running', importFinished({ identity: 'STUDENT', key: 'pk1' })))).toMatchObject({
      percent: 100,
      titleKey: 'import.succeeded',
      messageKey: 'import.complete',
      closeEnabled: true,
    });
    expect(selectProgressView(after('running', importFailed({ key: 'pk1', problem: { text: '服务器内部错误' } })))).toMatchObject({
      titleKey: 'import.failed',
      messageKey: 'import.operationFailed',
      closeEnabled: true,
      errorMessage: { text: '服务器内部错误' },
    });
  });
});
