import { coerceOptions, coerceSelectValue } from '../../../../src/client/widgets/select/coerce';

describe('coerceSelectValue', () => {
  it('a numeric select hands out numbers', () => {
    expect(coerceSelectValue('3', { optionType: 'number' })).toBe(3);
    expect(coerceSelectValue(3, { optionType: 'number' })).toBe(3);
    expect(coerceSelectValue('0', { optionType: 'number' })).toBe(0);
    expect(coerceSelectValue(' 12 ', { optionType: 'number' })).toBe(12);
  });

  it('a numeric select turns a non-number into the all-value, else empty', () => {
    expect(coerceSelectValue('abc', { optionType: 'number' })).toBe('');
    expect(coerceSelectValue('abc', { optionType: 'number', allValue: -1 })).toBe(-1);
  });

  it('nothing chosen becomes the all-value when there is one, else empty', () => {
    for (const blank of [undefined, null, '', '  ']) {
      expect(coerceSelectValue(blank)).toBe('');
      expect(coerceSelectValue(blank, { optionType: 'number' })).toBe('');
      expect(coerceSelectValue(blank, { allValue: 'ALL' })).toBe('ALL');
      expect(coerceSelectValue(blank, { optionType: 'number', allValue: -1 })).toBe(-1);
    }
  });

  it('the all-value itself is kept as it is, even on a numeric select', () => {
    expect(coerceSelectValue('ALL', { optionType: 'number', allValue: 'ALL' })).toBe('ALL');
  });

  it('a string select hands out text', () => {
    expect(coerceSelectValue(7)).toBe('7');
    expect(coerceSelectValue('TEACHER')).toBe('TEACHER');
  });
});

describe('coerceOptions', () => {
  const options = [
    { label: '在读', value: '1' },
    { label: '休学', value: '2' },
  ];
  it('makes option values numbers for a numeric select', () => {
    expect(coerceOptions(options, { optionType: 'number' })).toEqual([
      { label: '在读', value: 1 },
      { label: '休学', value: 2 },
    ]);
  });
  it('leaves a string select alone', () => {
    expect(coerceOptions(options, {})).toBe(options);
  });
});
