// The photo import's own rules (document 001 §5), as pure functions.
import { checkPickedZip, missingRequired, parseTitleRow, validatePhotoImportForm } from '../../../../src/client/features/photoImport/validation';
import { RELATION } from './fixtures';

const zip = (name: string, size = 10, type = 'application/zip') => ({ name, size, type });

describe('photo import validation', () => {
  it('the pick: count first (with the count), then .zip, then the type, then 200 MB', () => {
    expect(checkPickedZip([])).toEqual({ level: 'error', message: { key: 'photoImport.fileRequired' } });
    expect(checkPickedZip([zip('a.rar'), zip('b.rar'), zip('c.rar')])).toEqual({
      level: 'warning',
      message: { key: 'photoImport.oneFileOnly', params: { count: 3 } },
    });
    expect(checkPickedZip([zip('a.zip.exe')])?.message).toEqual({ key: 'photoImport.onlyZip' });
    expect(checkPickedZip([zip('a.zip', 10, 'text/plain')])?.message).toEqual({ key: 'upload.fileFormatError' });
    expect(checkPickedZip([zip('a.zip', 200 * 1024 * 1024 + 1)])?.message).toEqual({ key: 'photoImport.tooLarge' });
    expect(checkPickedZip([zip('A.ZIP', 200 * 1024 * 1024)])).toBeNull();
  });

  it('the title row: a whole number from 1 to 999999', () => {
    expect(['1', ' 42 ', '999999'].map(parseTitleRow)).toEqual([1, 42, 999999]);
    expect(['', '0', '1000000', '1.5', '-1', 'abc', '1e3'].map(parseTitleRow)).toEqual(Array(7).fill(null));
  });

  it('the form: each required field with its message; none when all are given', () => {
    const form = { namingRule: 1 as const, repeatRule: 1 as const, errorRule: 2 as const, titleRow: '1' };
    expect(validatePhotoImportForm({ identity: 'STUDENT', hasFile: true, form })).toEqual({});
    expect(
      validatePhotoImportForm({ identity: 'STUDENT', hasFile: false, form: { namingRule: null, repeatRule: null, errorRule: null, titleRow: '' } }),
    ).toEqual({
      titleRow: 'photoImport.titleRowRequired',
      file: 'photoImport.fileRequired',
      repeatRule: 'photoImport.repeatRuleRequired',
      namingRule: 'photoImport.namingRuleRequired',
      errorRule: 'photoImport.errorRuleRequired',
    });
    // a naming rule the identity does not have is no choice (TEACHER has only 3, work number)
    expect(validatePhotoImportForm({ identity: 'TEACHER', hasFile: true, form })).toEqual({ namingRule: 'photoImport.namingRuleRequired' });
  });

  it('required fields left unmatched', () => {
    expect(missingRequired(RELATION.dbFieldList, RELATION.matchFieldList)).toEqual(['name']);
    expect(missingRequired(RELATION.dbFieldList, [...RELATION.matchFieldList, { column: 'name', configure: '姓名' }])).toEqual([]);
  });
});
