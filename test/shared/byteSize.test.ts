// The one byte-size formatter (src/shared/byteSize.ts): B under a kilobyte, then KB, MB, GB with
// one decimal; never "0 KB" for a file that has bytes.
import { formatBytes } from '../../src/shared/byteSize';

it.each([
  [0, '0 B'],
  [1, '1 B'],
  [311, '311 B'],
  [1023, '1023 B'],
  [1024, '1.0 KB'],
  [1536, '1.5 KB'],
  [10 * 1024 + 51, '10.0 KB'],
  [1024 * 1024 - 1, '1.0 MB'],
  [1024 * 1024, '1.0 MB'],
  [50 * 1024 * 1024, '50.0 MB'],
  [Math.round(2.25 * 1024 * 1024), '2.3 MB'],
  [3 * 1024 ** 3, '3.0 GB'],
  [5 * 1024 ** 4, '5120.0 GB'],
])('%d bytes read %s', (bytes, text) => {
  expect(formatBytes(bytes)).toBe(text);
});

it('a negative or unknown count reads 0 B', () => {
  expect(formatBytes(-5)).toBe('0 B');
  expect(formatBytes(Number.NaN)).toBe('0 B');
});
