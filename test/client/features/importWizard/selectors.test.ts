// The wizard's selectors: what the start call sends, the mapping rows, the progress dialog.
import {
  selectCanClose,
  selectMappingRows,
  selectProgressView,
  selectStartBody,
  selectStep,
  selectWizardView,
} from '../../../../src/client/features/importWizard/selectors';
import { fieldMatched, importFailed, importFinished, opened } from '../../../../src/client/features/importWizard/importWizardSlice';
import { UPLOAD, progressPolled, stateAt, taskStatus, through } from './fixtures';

describe('import wizard selectors', () => {
  it('the start body carries every field of document 000 §7 (the tenant is added by the request layer)', () => {
    expect(selectStartBody(stateAt('settings'), true)).toEqual({
      id: UPLOAD.id,
      headerLine: 2,
      ruleNum: 1,
      checkField: 'studentNo',
      matchFieldList: [
        { column: 'studentNo', configure: '学号' },
        { column: 'name', configure: '姓名' },
      ],
      stuInfoHandle: 1,
      newStuInfoHandle: null,
      teacherInfoHandle: null,
      matrixType: null,
      dryRun: true,
    });
  });

  it('an organisation target sends its matrixType and no basic-information handling', () => {
    const s = through([opened({ target: 'ORG_4' })]);
    const body = selectStartBody(
      { ...s, importWizard: { ...s.importWizard, upload: UPLOAD, settings: { headerRow: '1', rule: 2, checkFields: ['code'], basicInfo: null } } },
      false,
    );
    expect(body).toMatchObject({ matrixType: 4, stuInfoHandle: null, teacherInfoHandle: null, newStuInfoHandle: null, ruleNum: 2, checkField: 'code' });
  });

  it('rule 3 sends no check fields', () => {
    const s = stateAt('settings');
    const body = selectStartBody({ ...s, importWizard: { ...s.importWizard, settings: { ...s.importWizard.settings, rule: 3 } } }, false);
    expect(body?.checkField).toBe('');
  });

  it('mapping rows offer only the headers no other field uses', () => {
    const rows = selectMappingRows(through([fieldMatched({ column: 'gender', header: '性别' })], stateAt('mapping')));
    expect(rows.map((r) => [r.column, r.header, r.options])).toEqual([
      ['studentNo', '学号', ['学号']],
      ['name', '姓名', ['姓名']],
      ['gender', '性别', ['性别']],
    ]);
  });

  it('steps and windows follow the status', () => {
    expect(selectStep(stateAt('uploaded'))).toBe(1);
    expect(selectStep(stateAt('mapping'))).toBe(2);
    expect(selectStep(stateAt('settings'))).toBe(3);
    expect(selectWizardView(stateAt('dryRunning'))).toBe('wizard');
    expect(selectWizardView(stateAt('running'))).toBe('progress');
    expect(selectWizardView(through([]))).toBeNull(); // not opened
  });

  it('progress: finishRate × 100 to 2 decimals, close disabled until finished', () => {
    const s = through([progressPolled({ key: 'k1', status: taskStatus({ finishRate: 0.123456 }) })], stateAt('running'));
    expect(selectProgressView(s)).toMatchObject({ percent: 12.35, titleKey: 'import.progressTitle', messageKey: null, closeEnabled: false });
    expect(selectCanClose(s)).toBe(false);
  });

  it('finished: 100, import success, import complete, close enabled', () => {
    const s = through(
      [progressPolled({ key: 'k1', status: taskStatus({ finishRate: 0.9 }) }), importFinished({ target: 'STUDENT', key: 'k1', counts: taskStatus() })],
      stateAt('running'),
    );
    expect(selectProgressView(s)).toMatchObject({ percent: 100, titleKey: 'import.success', messageKey: 'import.complete', closeEnabled: true });
  });

  it('failed: import failed, operation failed, close enabled', () => {
    const s = through([importFailed({ key: 'k1', problem: null })], stateAt('running'));
    expect(selectProgressView(s)).toMatchObject({ titleKey: 'import.failed', messageKey: 'import.operationFailed', closeEnabled: true });
  });

  it('the error report link shows when failNum > 0 or an errorKey is set', () => {
    const at = (over: Parameters<typeof taskStatus>[0]) =>
      selectProgressView(through([progressPolled({ key: 'k1', status: taskStatus(over) })], stateAt('running')));
    expect(at({}).showErrorReport).toBe(false);
    expect(at({ failNum: 2, errorKey: 'e1' })).toMatchObject({ showErrorReport: true, errorKey: 'e1' });
    expect(at({ errorKey: 'e1' }).showErrorReport).toBe(true);
  });
});
