// Date values of the advanced search: the span each form names, read in the tenant's zone unless
// the text carries its own offset, and what is refused.
import { parseSearchTime } from '../../../src/server/people/searchTime';

const SH = 'Asia/Shanghai';
const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('advanced search time values', () => {
  it("reads a date as that day in the tenant's zone", () => {
    expect(parseSearchTime('2024-03-01', SH)).toEqual({ start: at('2024-03-01T00:00:00+08:00'), end: at('2024-03-02T00:00:00+08:00') });
    expect(parseSearchTime(' 2024-12-31 ', SH)).toEqual({ start: at('2024-12-31T00:00:00+08:00'), end: at('2025-01-01T00:00:00+08:00') });
    expect(parseSearchTime('2024-03-01', NY)).toEqual({ start: at('2024-03-01T00:00:00-05:00'), end: at('2024-03-02T00:00:00-05:00') });
  });

  it('takes a daylight-saving day as its 23 hours', () => {
    expect(parseSearchTime('2024-03-10', NY)).toEqual({ start: at('2024-03-10T00:00:00-05:00'), end: at('2024-03-11T00:00:00-04:00') });
  });

  it('reads a time as its minute, second or millisecond', () => {
    expect(parseSearchTime('2024-03-01 08:30', SH)).toEqual({ start: at('2024-03-01T08:30:00+08:00'), end: at('2024-03-01T08:31:00+08:00') });
    expect(parseSearchTime('2024-03-01T08:30:15', SH)).toEqual({ start: at('2024-03-01T08:30:15+08:00'), end: at('2024-03-01T08:30:16+08:00') });
    expect(parseSearchTime('2024-03-01T08:30:15.25', SH)).toEqual({ start: at('2024-03-01T08:30:15.250+08:00'), end: at('2024-03-01T08:30:15.260+08:00') });
  });

  it('honours an offset the text carries, whatever the tenant zone', () => {
    expect(parseSearchTime('2024-03-01T08:30:15Z', NY)?.start.toISOString()).toBe('2024-03-01T08:30:15.000Z');
    expect(parseSearchTime('2024-03-01T08:30:15+08:00', NY)?.start.toISOString()).toBe('2024-03-01T00:30:15.000Z');
    expect(parseSearchTime('2024-03-01 08:30-0130', SH)?.start.toISOString()).toBe('2024-03-01T10:00:00.000Z');
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
    expect(parseSearchTime(text, SH)).toBeNull();
  });

  it('takes a leap day that exists', () => {
    expect(parseSearchTime('2024-02-29', SH)?.start).toEqual(at('2024-02-29T00:00:00+08:00'));
  });
});
