// The export form's rules and text helpers (document 001 §5, §9), and the list's search as the
// export takes it.
import { listSearchOf } from '../../../../src/client/features/exports/listSearch';
import { cutLabel, defaultFileName, exportFieldText, validateExportForm } from '../../../../src/client/features/exports/validation';
import { FIELDS } from './fixtures';
import { DEFAULT_TIME_ZONE, zonedMoment } from '../../../../src/shared/dateTime';

describe('export rules', () => {
  it('the file name is trimmed, required and at most 30 characters (a CJK character counts once)', () => {
    expect(validateExportForm({ fileName: '', fields: ['name'] })).toEqual({ fileName: 'export.fileNameRequired' });
    expect(validateExportForm({ fileName: ' \t ', fields: ['name'] })).toEqual({ fileName: 'export.fileNameRequired' });
    expect(validateExportForm({ fileName: 'a'.repeat(30), fields: ['name'] })).toEqual({});
    expect(validateExportForm({ fileName: `  ${'a'.repeat(30)}  `, fields: ['name'] })).toEqual({});
    expect(validateExportForm({ fileName: 'a'.repeat(31), fields: ['name'] })).toEqual({ fileName: 'export.fileNameTooLong' });
    expect(validateExportForm({ fileName: '学'.repeat(30), fields: ['name'] })).toEqual({});
    expect(validateExportForm({ fileName: '学'.repeat(31), fields: ['name'] })).toEqual({ fileName: 'export.fileNameTooLong' });
  });

  it('at least one field', () => {
    expect(validateExportForm({ fileName: 'x', fields: [] })).toEqual({ fields: 'export.fieldsRequired' });
  });

  it("the default name is the list's name plus a timestamp, and always fits 30 characters", () => {
    // the stamp is the school's time (src/client/lib/timeZone.ts, Asia/Shanghai by default)
    expect(defaultFileName('学生管理', zonedMoment(DEFAULT_TIME_ZONE, 2026, 11, 21, 15, 30))).toBe('学生管理20261121153000');
    expect(defaultFileName('Graduate students', zonedMoment(DEFAULT_TIME_ZONE, 2026, 1, 2, 3, 4, 5))).toBe('Graduate student20260102030405');
    expect(validateExportForm({ fileName: defaultFileName('x'.repeat(40), new Date()), fields: ['name'] })).toEqual({});
  });

  it('labels are cut to ten columns (five Chinese characters, ten Latin letters) plus an ellipsis', () => {
    expect(cutLabel('姓名')).toEqual({ text: '姓名', cut: false });
    expect(cutLabel('当前学籍状')).toEqual({ text: '当前学籍状', cut: false });
    expect(cutLabel('当前学籍状态')).toEqual({ text: '当前学籍状…', cut: true });
    expect(cutLabel('Current status')).toEqual({ text: 'Current st…', cut: true });
    expect(cutLabel('Student no')).toEqual({ text: 'Student no', cut: false });
  });

  it('exportField is label:key in the header order', () => {
    expect(exportFieldText(FIELDS, ['currentStatus', 'name'])).toBe('姓名:name,当前学籍状态:currentStatus');
  });

  it("the list's search: filters with a value, the advanced search and the order; no paging", () => {
    const rows = [{ join: 'and' as const, field: 'grade' as const, operator: '=' as const, value: '2023' }];
    expect(listSearchOf({ name: '王', identifier: ' ', classId: 4, pageIndex: 3, pageSize: 40, advancedSearch: rows, dataSortStr: 'name ASC' })).toEqual({
      formInline: { name: '王', classId: 4 },
      advancedSearch: rows,
      dataSortStr: 'name ASC',
    });
    expect(listSearchOf({ pageIndex: 1, pageSize: 40, advancedSearch: [], dataSortStr: '' })).toEqual({ formInline: {} });
  });
});
