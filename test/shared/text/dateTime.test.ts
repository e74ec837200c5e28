// The one date-time formatter (src/shared/dateTime.ts): local time by a pattern, nothing as the
// caller's placeholder, unreadable values as given.
import { DATE_MINUTES, DATE_ONLY, DATE_TIME, STAMP, formatDate, formatDateTime } from '../../../src/shared/dateTime';

const moment = new Date(2026, 10, 1, 3, 4, 5); // 1 Nov 2026 03:04:05, local time

describe('formatDate', () => {
  it('writes each pattern in local time, zero-padded', () => {
    expect(formatDate(moment)).toBe('2026-11-01 03:04:05');
    expect(formatDate(moment, DATE_TIME)).toBe('2026-11-01 03:04:05');
    expect(formatDate(moment, DATE_MINUTES)).toBe('2026-11-01 03:04');
    expect(formatDate(moment, DATE_ONLY)).toBe('2026-11-01');
    expect(formatDate(moment, STAMP)).toBe('20261101030405');
    expect(formatDate(new Date(2026, 11, 31, 23, 59, 59), STAMP)).toBe('20261231235959');
  });
});

describe('formatDateTime', () => {
  it('reads an ISO text, a millisecond count or a Date as the same moment', () => {
    const iso = moment.toISOString();
    expect(formatDateTime(iso)).toBe('2026-11-01 03:04:05');
    expect(formatDateTime(moment.getTime(), DATE_MINUTES)).toBe('2026-11-01 03:04');
    expect(formatDateTime(moment, DATE_ONLY)).toBe('2026-11-01');
  });

  it("gives the caller's placeholder for nothing, and an unreadable value as given", () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime(null, DATE_TIME, '-')).toBe('-');
    expect(formatDateTime('', DATE_TIME, 'never')).toBe('never');
    expect(formatDateTime('not a time')).toBe('not a time');
    expect(formatDateTime({})).toBe('[object Object]');
  });
});
