// Date values of the advanced search: the span each form names, zones, and what is refused.
import { parseSearchTime } from '../../../src/server/people/searchTime';

describe('advanced search time values', () => {
  it('reads a date as that local day', () => {
    expect(parseSearchTime('2024-03-01')).toEqual({ start: new Date(2024, 2, 1), end: new Date(2024, 2, 2) });
    expect(parseSearchTime(' 2024-12-31 ')).toEqual({ start: new Date(2024, 11, 31), end: new Date(2025, 0, 1) });
  });

  it('reads a time as its minute, second or millisecond', () => {
    expect(parseSearchTime('2024-03-01 08:30')).toEqual({ start: new Date(2024, 2, 1, 8, 30), end: new Date(2024, 2, 1, 8, 31) });
    expect(parseSearchTime('2024-03-01T08:30:15')).toEqual({ start: new Date(2024, 2, 1, 8, 30, 15), end: new Date(2024, 2, 1, 8, 30, 16) });
    expect(parseSearchTime('2024-03-01T08:30:15.25')).toEqual({ start: new Date(2024, 2, 1, 8, 30, 15, 250), end: new Date(2024, 2, 1, 8, 30, 15, 260) });
  });

  it('honours a zone', () => {
    expect(parseSearchTime('2024-03-01T08:30:15Z')?.start.toISOString()).toBe('2024-03-01T08:30:15.000Z');
    expect(parseSearchTime('2024-03-01T08:30:15+08:00')?.start.toISOString()).toBe('2024-03-01T00:30:15.000Z');
    expect(parseSearchTime('2024-03-01 08:30-0130')?.start.toISOString()).toBe('2024-03-01T10:00:00.000Z');
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-3-1',
    '24-03-01',
    '2024-03-01 24:00',
    '2024-03-01 08:60',
    '2024-03-01T08',
    '20240301',
    'now',
    '',
    "2024-03-01' or '1'='1",
    '2024-03-01Z',
  ])('refuses %p', (text) => {
    expect(parseSearchTime(text)).toBeNull();
  });

  it('takes a leap day that exists', () => {
    expect(parseSearchTime('2024-02-29')?.start).toEqual(new Date(2024, 1, 29));
  });
});
