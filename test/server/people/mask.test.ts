// Masking of the list's personal numbers.
import { maskIdNumber, maskPhone } from '../../../src/shared/people/mask';

describe('masking', () => {
  it('keeps the first 6 and last 4 of an ID number', () => {
    expect(maskIdNumber('11010520050315002X')).toBe('110105********002X');
    expect(maskIdNumber('110105050315123')).toBe('110105*****5123');
  });

  it('keeps the first 3 and last 4 of a phone', () => {
    expect(maskPhone('13812348000')).toBe('138****8000');
  });

  it('never shows a short value whole, and leaves nothing as nothing', () => {
    expect(maskPhone('12345')).toBe('****5');
    expect(maskIdNumber('123')).toBe('***');
    expect(maskIdNumber(null)).toBeNull();
    expect(maskPhone('')).toBe('');
  });
});
