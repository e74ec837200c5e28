// Document 000 §5: the file checks and step 1's rules, before any call.
import { importTarget } from '../../../../src/shared/imports';
import { translate } from '../../../../src/shared/i18n';
import { checkPickedFiles, missingRequired, parseHeaderRow, validateStep1 } from '../../../../src/client/features/importWizard/validation';
import { initialSettings } from '../../../../src/client/features/importWizard/state';
import { RELATION } from './fixtures';

const MB5 = 5 * 1024 * 1024;
const zh = (key: string, params?: Record<string, string | number>) => translate('zh-CN', key, params);
const en = (key: string) => translate('en', key);

describe('file checks', () => {
  it('accepts one .xls or .xlsx file of at most 5 MB (any case of the extension)', () => {
    expect(checkPickedFiles([{ name: 'a.xlsx', size: MB5 }])).toBeNull();
    expect(checkPickedFiles([{ name: 'A.XLS', size: 10 }])).toBeNull();
  });

  it('refuses another extension: 上传文件格式错误, only .xls and .xlsx supported', () => {
    const m = checkPickedFiles([{ name: 'a.csv', size: 10 }]);
    expect(m).toEqual({ key: 'upload.fileFormatError', hint: 'import.onlyExcel' });
    expect(zh('upload.fileFormatError')).toBe('上传文件格式错误');
    expect(en('import.onlyExcel')).toBe('Only .xls and .xlsx supported');
    expect(checkPickedFiles([{ name: 'a.xlsx.exe', size: 10 }])).toMatchObject({ key: 'upload.fileFormatError' });
  });

  it('refuses 5 MB + 1 byte: 上传文件大小不得大于5M', () => {
    const m = checkPickedFiles([{ name: 'a.xlsx', size: MB5 + 1 }]);
    expect(m).toEqual({ key: 'import.fileTooLarge' });
    expect(zh('import.fileTooLarge')).toBe('上传文件大小不得大于5M');
  });

  it('refuses two files with the count: 当前限制选择 1 个文件...', () => {
    const m = checkPickedFiles([
      { name: 'a.xlsx', size: 1 },
      { name: 'b.xlsx', size: 1 },
    ]);
    expect(m).toEqual({ key: 'import.oneFileOnly', params: { count: 2 } });
    expect(zh('import.oneFileOnly', { count: 2 })).toBe('当前限制选择 1 个文件，本次选择了 2 个文件');
  });
});

describe('header row', () => {
  it('is a whole number from 1 to 999999', () => {
    expect(parseHeaderRow('1')).toBe(1);
    expect(parseHeaderRow(' 999999 ')).toBe(999999);
    for (const bad of ['', '0', '1000000', '1.5', '-1', 'abc', '1e3']) expect(parseHeaderRow(bad)).toBeNull();
  });
});

describe('step 1 rules', () => {
  const student = importTarget('STUDENT')!;
  const other = importTarget('OTHER')!;
  const valid = { ...initialSettings, headerRow: '1', rule: 1 as const, checkFields: ['studentNo'], basicInfo: 1 as const };

  it('passes when everything is given', () => {
    expect(validateStep1({ target: student, uploaded: true, settings: valid })).toEqual({});
  });

  it('请上传文件, 请输入标题行, 请选择重复规则, 请选择检查字段 and the basic-information choice', () => {
    const errors = validateStep1({ target: student, uploaded: false, settings: { ...initialSettings, headerRow: '' } });
    expect(errors).toEqual({
      file: 'import.fileRequired',
      headerRow: 'import.headerRowRequired',
      rule: 'import.duplicateRuleRequired',
      checkFields: 'import.checkFieldsRequired',
      basicInfo: 'import.basicInfoRequired',
    });
    expect([errors.file, errors.headerRow, errors.rule, errors.checkFields].map((k) => zh(k!))).toEqual([
      '请上传文件',
      '请输入标题行',
      '请选择重复规则',
      '请选择检查字段',
    ]);
  });

  it('header row bounds: 0 and 1000000 are refused, 1 and 999999 accepted', () => {
    for (const headerRow of ['0', '1000000', '2.5'])
      expect(validateStep1({ target: student, uploaded: true, settings: { ...valid, headerRow } })).toEqual({ headerRow: 'import.headerRowRequired' });
    for (const headerRow of ['1', '999999']) expect(validateStep1({ target: student, uploaded: true, settings: { ...valid, headerRow } })).toEqual({});
  });

  it('check fields are not required under rule 3', () => {
    expect(validateStep1({ target: { ...student, allowDuplicates: true }, uploaded: true, settings: { ...valid, rule: 3, checkFields: [] } })).toEqual({});
  });

  it('basic-information handling is required only where the target has one', () => {
    expect(validateStep1({ target: other, uploaded: true, settings: { ...valid, basicInfo: null } })).toEqual({});
    expect(validateStep1({ target: importTarget('TEACHER')!, uploaded: true, settings: { ...valid, basicInfo: null } })).toEqual({
      basicInfo: 'import.basicInfoRequired',
    });
  });
});

describe('mapping', () => {
  it('lists the required fields left unmatched (请匹配所有系统必填字段)', () => {
    expect(missingRequired(RELATION.dbFieldList, [{ column: 'studentNo', configure: '学号' }])).toEqual(['name']);
    expect(missingRequired(RELATION.dbFieldList, RELATION.matchFieldList)).toEqual([]);
    expect(zh('import.matchAllRequired')).toBe('请匹配所有系统必填字段');
  });
});
