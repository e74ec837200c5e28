import { date, gender, halfWidth, identifier, idNumber, phone, text } from '../../../src/shared/imports/normalise';
import { matchColumns, normaliseHeader, unmatchedRequired } from '../../../src/shared/imports/matching';

describe('value normalisers', () => {
  it('accepts valid ID numbers, X included, upper-casing a lower x', () => {
    expect(idNumber('11010519491231002X')).toEqual({ ok: true, value: '11010519491231002X' });
    expect(idNumber('11010519491231002x')).toEqual({ ok: true, value: '11010519491231002X' });
    expect(idNumber('１１０１０５１９４９１２３１００２Ｘ')).toEqual({ ok: true, value: '11010519491231002X' });
  });
  it('refuses a bad checksum, length or date in the ID number', () => {
    expect(idNumber('110105194912310021')).toEqual({ ok: false, reason: 'import.reason.idNumberChecksum' });
    expect(idNumber('1101051949123100')).toEqual({ ok: false, reason: 'import.reason.idNumberFormat' });
  });
  it.each([
    ['2026-09-01', '2026-09-01'],
    ['2026/9/1', '2026-09-01'],
    ['2026.9.1', '2026-09-01'],
    ['20260901', '2026-09-01'],
    ['2026年9月1日', '2026-09-01'],
    ['2026-09-01 08:30', '2026-09-01'],
  ])('reads the date %s', (raw, value) => expect(date(raw)).toEqual({ ok: true, value }));
  it.each(['2026-02-30', '9/1/2026', 'tomorrow', '1800-01-01'])('refuses the date %s', (raw) => expect(date(raw).ok).toBe(false));
  it('maps genders and phones', () => {
    expect(gender('男')).toEqual({ ok: true, value: '1' });
    expect(gender('F')).toEqual({ ok: true, value: '2' });
    expect(gender('x').ok).toBe(false);
    // 未知 is no value of the field: the row fails, nothing is stored blank
    for (const unknown of ['未知', 'unknown', '0']) expect(gender(unknown)).toEqual({ ok: false, reason: 'import.reason.gender' });
    expect(phone('+86 138-0013-8000')).toEqual({ ok: true, value: '13800138000' });
    expect(phone('12345').ok).toBe(false);
  });
  it('keeps identifiers as text with their leading zeros', () => {
    expect(identifier('000123')).toEqual({ ok: true, value: '000123' });
    expect(identifier('12 3').ok).toBe(false);
    expect(halfWidth('　２０２３　')).toBe('2023');
    expect(text('a\u0000b', 10)).toEqual({ ok: true, value: 'a b' });
    expect(text('x'.repeat(11), 10).ok).toBe(false);
  });
});

describe('column matching', () => {
  const fields = [
    { column: 'studentNo', columnName: '学号', is_must: 1 as const },
    { column: 'name', columnName: '姓名', is_must: 1 as const },
    { column: 'idNumber', columnName: '身份证号', is_must: 0 as const },
    { column: 'phone', columnName: '手机号', is_must: 0 as const },
  ];
  const synonyms = { studentNo: ['student number', '学生编号'], idNumber: ['身份证号码', 'ID number'], phone: ['联系电话'] };

  it('matches exact names, then normalised names and synonyms, then the remembered mapping', () => {
    const pairs = matchColumns(fields, ['姓名', 'Student Number', '身份证号码*', '电话'], synonyms, { phone: '电话' });
    expect(pairs).toEqual([
      { column: 'name', configure: '姓名', how: 'exact' },
      { column: 'studentNo', configure: 'Student Number', how: 'synonym' },
      { column: 'idNumber', configure: '身份证号码*', how: 'synonym' },
      { column: 'phone', configure: '电话', how: 'remembered' },
    ]);
    expect(unmatchedRequired(fields, pairs)).toEqual([]);
  });

  it('never uses one header twice and reports unmatched required fields', () => {
    const pairs = matchColumns(fields, ['姓名'], synonyms, { studentNo: '姓名' });
    expect(pairs).toHaveLength(1);
    expect(unmatchedRequired(fields, pairs).map((f) => f.column)).toEqual(['studentNo']);
    expect(normaliseHeader(' 学 号（必填）* ')).toBe('学号必填');
  });
});
