// Issue 16 §3 on the client: a new-student file is keyed by any one of its identifiers (document
// 001 §9), so step 2 refuses only a mapping with none of them, and matching one clears the
// refusal; the summary warns, before any run, about identifier columns the upload holds as
// number cells (the dry run's own count then replaces the warning).
import { render, screen } from '@testing-library/react';
import { expectSaga } from '../../sagaClock';
import { getContext } from 'redux-saga/effects';
import type { RelationResult } from '../../../../src/shared/imports';
import { tFor } from '../../../../src/client/i18n';
import { goNext } from '../../../../src/client/features/importWizard/importWizardSaga';
import {
  basicInfoChanged,
  checkFieldsLoaded,
  fieldMatched,
  mappingAccepted,
  mappingLoaded,
  mappingRejected,
  opened,
  ruleChanged,
  settingsAccepted,
  uploadStarted,
  uploadSucceeded,
} from '../../../../src/client/features/importWizard/importWizardSlice';
import { selectNumericIdentifierColumns } from '../../../../src/client/features/importWizard/selectors';
import { StepSummary } from '../../../../src/client/features/importWizard/views/StepSummary';
import { CHECK_FIELDS, FILE_REF, UPLOAD, rootReducer, scriptedApi, stateAt, taskStatus, through } from './fixtures';

const NEW_RELATION: RelationResult = {
  matchFieldList: [{ column: 'name', configure: '姓名' }],
  dbFieldList: [
    { column: 'examNo', columnName: '考生号', is_must: 0 },
    { column: 'name', columnName: '姓名', is_must: 1 },
    { column: 'idNumber', columnName: '身份证号', is_must: 0 },
    { column: 'studentNo', columnName: '学号', is_must: 0 },
  ],
  excelField: ['学号', '姓名', '身份证号'],
  unmappedHeaders: ['学号', '身份证号'],
  numericColumns: [],
};

const newStudentMapping = () =>
  through([
    opened({ target: 'NEW_STUDENT' }),
    uploadStarted({ file: FILE_REF }),
    uploadSucceeded({ upload: { ...UPLOAD, target: 'NEW_STUDENT' } }),
    checkFieldsLoaded({ entries: CHECK_FIELDS }),
    ruleChanged({ rule: 1 }),
    basicInfoChanged({ choice: 1 }),
    settingsAccepted(),
    mappingLoaded({ relation: NEW_RELATION }),
  ]);

const next = (from: ReturnType<typeof stateAt>) =>
  expectSaga(goNext)
    .withReducer(rootReducer, from)
    .provide([[getContext('api'), scriptedApi({})]]);

describe('new students: any one identifier is the key', () => {
  it('none of them matched: step 2 names them and stays', async () => {
    const { storeState } = await next(newStudentMapping())
      .put(
        mappingRejected({ missing: ['idNumber', 'examNo', 'studentNo'], message: { key: 'import.matchOneKey', params: { names: '身份证号、考生号、学号' } } }),
      )
      .not.put.actionType(mappingAccepted.type)
      .run();
    expect(storeState.importWizard).toMatchObject({ status: 'mapping', missing: ['idNumber', 'examNo', 'studentNo'] });
    expect(tFor('zh-CN')('import.matchOneKey', { names: '身份证号、考生号、学号' })).toBe('请至少匹配以下字段之一：身份证号、考生号、学号');
    // matching one of them clears the whole key's refusal
    const after = through([fieldMatched({ column: 'studentNo', header: '学号' })], storeState);
    expect(after.importWizard).toMatchObject({ missing: [], mappingError: null });
  });

  it('student numbers and ID numbers without exam numbers: on to step 3', async () => {
    const from = through(
      [fieldMatched({ column: 'studentNo', header: '学号' }), fieldMatched({ column: 'idNumber', header: '身份证号' })],
      newStudentMapping(),
    );
    const { storeState } = await next(from).put(mappingAccepted()).run();
    expect(storeState.importWizard.status).toBe('settings');
  });
});

describe('summary: identifier columns held as number cells', () => {
  const numeric = [
    { column: '学号', rows: 40, example: { row: 3, value: '20260001' } },
    { column: '身份证号', rows: 2, example: { row: 5, value: '420111200804153024' } },
    { column: '手机号', rows: 40, example: { row: 3, value: '13800000001' } },
  ];
  const withNumeric = () =>
    through([
      opened({ target: 'NEW_STUDENT' }),
      uploadStarted({ file: FILE_REF }),
      uploadSucceeded({ upload: { ...UPLOAD, target: 'NEW_STUDENT' } }),
      checkFieldsLoaded({ entries: CHECK_FIELDS }),
      ruleChanged({ rule: 1 }),
      basicInfoChanged({ choice: 1 }),
      settingsAccepted(),
      mappingLoaded({
        relation: {
          ...NEW_RELATION,
          excelField: ['学号', '姓名', '身份证号', '手机号'],
          matchFieldList: [
            { column: 'studentNo', configure: '学号' },
            { column: 'name', configure: '姓名' },
            { column: 'phone', configure: '手机号' },
          ],
          dbFieldList: [...NEW_RELATION.dbFieldList, { column: 'phone', columnName: '手机号', is_must: 0 }],
          numericColumns: numeric,
        },
      }),
    ]);

  it('are the number columns mapped to an identifier or ID number, following the mapping', () => {
    const s = withNumeric();
    expect(selectNumericIdentifierColumns(s).map((c) => c.column)).toEqual(['学号']);
    const more = through([fieldMatched({ column: 'idNumber', header: '身份证号' })], s);
    expect(selectNumericIdentifierColumns(more).map((c) => c.column)).toEqual(['学号', '身份证号']);
    // a phone number is no identifier: a number cell loses nothing of it
    expect(selectNumericIdentifierColumns(more).some((c) => c.column === '手机号')).toBe(false);
  });

  it('are shown in the summary with rows and an example until a dry run counts them itself', () => {
    const t = tFor('zh-CN');
    const props = {
      t,
      fileName: 'new.xlsx',
      settings: { headerRow: '1', rule: 1 as const, checkFields: ['studentNo'], basicInfo: 1 as const },
      checkFieldOptions: CHECK_FIELDS,
      basicInfoHandle: 'newStuInfoHandle' as const,
      pairs: [{ column: 'studentNo', columnName: '学号', header: '学号' }],
      numericColumns: numeric.slice(0, 2),
      onErrorReport: jest.fn(),
    };
    const { rerender } = render(<StepSummary {...props} dryRun={{ running: false, percent: 0, result: null, error: null }} />);
    const warning = screen.getByTestId('import-numeric-cells-summary');
    expect(warning).toHaveTextContent('学号：40 行，例如第 3 行读到 20260001');
    expect(warning).toHaveTextContent('身份证号：2 行，例如第 5 行读到 420111200804153024');
    expect(warning).toHaveTextContent('可能已丢失开头的 0 或末尾数字');
    rerender(<StepSummary {...props} t={tFor('en')} dryRun={{ running: false, percent: 0, result: null, error: null }} />);
    expect(screen.getByTestId('import-numeric-cells-summary')).toHaveTextContent('学号: 40 rows, e.g. row 3 reads 20260001');
    const result = taskStatus({ dryRun: true, finished: true, state: 'finished', numericCells: numeric.slice(0, 1) });
    rerender(<StepSummary {...props} dryRun={{ running: false, percent: 100, result, error: null }} />);
    expect(screen.queryByTestId('import-numeric-cells-summary')).toBeNull();
    expect(screen.getByTestId('import-numeric-cells')).toHaveTextContent('学号：40 行');
  });

  it('are not shown when no identifier column is a number', () => {
    render(
      <StepSummary
        t={tFor('zh-CN')}
        fileName="new.xlsx"
        settings={{ headerRow: '1', rule: 1, checkFields: [], basicInfo: 1 }}
        checkFieldOptions={CHECK_FIELDS}
        basicInfoHandle="newStuInfoHandle"
        pairs={[]}
        numericColumns={[]}
        dryRun={{ running: false, percent: 0, result: null, error: null }}
        onErrorReport={jest.fn()}
      />,
    );
    expect(screen.queryByTestId('import-numeric-cells-summary')).toBeNull();
  });
});
