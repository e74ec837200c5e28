import { createHash, createHmac } from 'node:crypto';
import { LENGTH_DIGITS, MalformedBodyError, RUN_LENGTH, unwrap, unwrapText, wrap, wrapBody } from '../../src/shared/protocol/codec';
import { bytesToBase64, utf8Encode } from '../../src/shared/protocol/base64';
import { pureCrypto } from '../../src/shared/protocol/sha256';

// A text whose base64 has exactly n characters (n a multiple of 4): 3 ASCII bytes give 4.
const textOfBase64Length = (n: number) => 'a'.repeat((n / 4) * 3);
const fixedDigit = () => 7;

describe('wrap / unwrap vectors', () => {
  it.each([0, 100, 200])('base64 length %i: prefix, a digit after every full run', (n) => {
    const text = textOfBase64Length(n);
    const b = bytesToBase64(utf8Encode(text));
    expect(b).toHaveLength(n);
    const w = wrap(text, fixedDigit);
    expect(w.slice(0, LENGTH_DIGITS)).toBe(String(n).padStart(10, '0'));
    expect(w).toHaveLength(LENGTH_DIGITS + n + n / RUN_LENGTH);
    expect(unwrapText(w)).toBe(text);
  });

  it('base64 lengths 99 and 101 (padded) round-trip with one inserted digit only after a full run', () => {
    // 74 bytes -> 100 chars with padding; 75 bytes -> 100 chars exactly; 76 -> 104
    for (const bytes of [73, 74, 75, 76, 150]) {
      const text = 'x'.repeat(bytes);
      const b = bytesToBase64(utf8Encode(text));
      const w = wrap(text, fixedDigit);
      expect(w).toHaveLength(LENGTH_DIGITS + b.length + Math.floor(b.length / RUN_LENGTH));
      expect(unwrapText(w)).toBe(text);
    }
  });

  it('exact vector: length 4 body', () => {
    expect(wrap('abc', fixedDigit)).toBe('0000000004YWJj');
  });

  it('exact vector: 101-character base64 run gets its digit at position 100', () => {
    const text = 'é'.repeat(38); // 76 bytes -> 104 base64 chars
    const w = wrap(text, fixedDigit);
    expect(w.slice(0, 10)).toBe('0000000104');
    expect(w.charAt(10 + 100)).toBe('7');
    expect(unwrapText(w)).toBe(text);
  });

  it('round-trips emoji, Chinese and JSON', () => {
    const body = { word: '敏感词 😀👩‍👩‍👧', n: 0, list: [1, null, 'x'] };
    expect(unwrap(JSON.parse(wrapBody(body)).data)).toEqual(body);
  });

  it.each([
    ['not a string', 12],
    ['short prefix', '00004YWJj'],
    ['letters in prefix', 'x000000004YWJj'],
    ['too short', '0000000008YWJj'],
    ['too long', '0000000004YWJjAAAA'],
    ['bad base64', '0000000004YW!j'],
    ['not JSON', wrap('{oops')],
  ])('refuses a malformed body: %s', (_name, input) => {
    expect(() => unwrap(input)).toThrow(MalformedBodyError);
  });

  it('refuses a non-digit where the inserted digit belongs', () => {
    const w = wrap(textOfBase64Length(200), fixedDigit);
    const bad = `${w.slice(0, 110)}A${w.slice(111)}`;
    expect(() => unwrapText(bad)).toThrow(MalformedBodyError);
  });
});

describe('pure SHA-256 and HMAC agree with node:crypto', () => {
  it.each(['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), '请求 😀'.repeat(300)])('%#', (text) => {
    expect(pureCrypto.sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    expect(pureCrypto.hmacBase64Url('k'.repeat(70), text)).toBe(createHmac('sha256', 'k'.repeat(70)).update(text).digest('base64url'));
    expect(pureCrypto.hmacBase64Url('key', text)).toBe(createHmac('sha256', 'key').update(text).digest('base64url'));
  });
});
