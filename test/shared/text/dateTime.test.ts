// The one date-time helper (src/shared/dateTime.ts): a moment written in a named zone by a
// pattern (never the machine's zone), nothing as the caller's placeholder, unreadable values as
// given, and the way back from a zone's wall-clock day to the moments that bound it, across a
// daylight-saving zone's changes.
import {
  DATE_MINUTES,
  DATE_ONLY,
  DATE_TIME,
  DEFAULT_TIME_ZONE,
  STAMP,
  TIME_ZONES,
  dayEnd,
  dayStart,
  formatDate,
  formatDateTime,
  isTimeZone,
  todayIn,
  zonedMoment,
} from '../../../src/shared/dateTime';

// 31 Oct 2026 19:04:05 UTC: 1 Nov 03:04:05 in Shanghai, 31 Oct 15:04:05 in New York (EDT)
const moment = new Date(Date.UTC(2026, 9, 31, 19, 4, 5));
const SH = 'Asia/Shanghai';
const NY = 'America/New_York';

describe('formatDate', () => {
  it('writes each pattern in the zone given, zero-padded', () => {
    expect(formatDate(moment, SH)).toBe('2026-11-01 03:04:05');
    expect(formatDate(moment, SH, DATE_TIME)).toBe('2026-11-01 03:04:05');
    expect(formatDate(moment, SH, DATE_MINUTES)).toBe('2026-11-01 03:04');
    expect(formatDate(moment, SH, DATE_ONLY)).toBe('2026-11-01');
    expect(formatDate(moment, SH, STAMP)).toBe('20261101030405');
    expect(formatDate(new Date(Date.UTC(2026, 11, 31, 15, 59, 59)), SH, STAMP)).toBe('20261231235959');
  });

  it('reads the same moment by each zone’s clock, midnight as 00', () => {
    expect(formatDate(moment, NY)).toBe('2026-10-31 15:04:05');
    expect(formatDate(moment, 'UTC')).toBe('2026-10-31 19:04:05');
    expect(formatDate(new Date(Date.UTC(2026, 0, 1, 16)), SH)).toBe('2026-01-02 00:00:00');
  });

  it('follows a daylight-saving zone: New York is 4 hours behind UTC in summer, 5 in winter', () => {
    expect(formatDate(new Date(Date.UTC(2026, 6, 1, 12)), NY)).toBe('2026-07-01 08:00:00');
    expect(formatDate(new Date(Date.UTC(2026, 0, 15, 12)), NY)).toBe('2026-01-15 07:00:00');
    // the night of 1 Nov 2026: 01:30 happens twice, 06:00 UTC turns the clock back
    expect(formatDate(new Date(Date.UTC(2026, 10, 1, 5, 30)), NY)).toBe('2026-11-01 01:30:00');
    expect(formatDate(new Date(Date.UTC(2026, 10, 1, 6, 30)), NY)).toBe('2026-11-01 01:30:00');
  });

  it('reads an unknown zone as the default zone', () => {
    expect(formatDate(moment, 'Mars/Olympus')).toBe(formatDate(moment, DEFAULT_TIME_ZONE));
  });
});

describe('formatDateTime', () => {
  it('reads an ISO text, a millisecond count or a Date as the same moment', () => {
    const iso = moment.toISOString();
    expect(formatDateTime(iso, SH)).toBe('2026-11-01 03:04:05');
    expect(formatDateTime('2026-11-01T03:04:05+08:00', NY)).toBe('2026-10-31 15:04:05');
    expect(formatDateTime(moment.getTime(), SH, DATE_MINUTES)).toBe('2026-11-01 03:04');
    expect(formatDateTime(moment, NY, DATE_ONLY)).toBe('2026-10-31');
  });

  it("gives the caller's placeholder for nothing, and an unreadable value as given", () => {
    expect(formatDateTime(undefined, SH)).toBe('');
    expect(formatDateTime(null, SH, DATE_TIME, '-')).toBe('-');
    expect(formatDateTime('', SH, DATE_TIME, 'never')).toBe('never');
    expect(formatDateTime('not a time', SH)).toBe('not a time');
    expect(formatDateTime({}, SH)).toBe('[object Object]');
  });
});

describe('days and wall clocks back to moments', () => {
  it('finds the moment a day starts and ends in the zone', () => {
    expect(dayStart('2026-11-01', SH)?.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(dayEnd('2026-11-01', SH)?.toISOString()).toBe('2026-11-01T16:00:00.000Z');
    expect(dayStart('2026-07-01', NY)?.toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(dayStart('2026-02-30', SH)).toBeNull();
    expect(dayStart('soon', SH)).toBeNull();
  });

  it('knows that a day of a daylight-saving change is 23 or 25 hours long', () => {
    const hours = (day: string) => (dayEnd(day, NY)!.getTime() - dayStart(day, NY)!.getTime()) / 3_600_000;
    expect(hours('2026-03-08')).toBe(23);
    expect(hours('2026-11-01')).toBe(25);
    expect(hours('2026-11-02')).toBe(24);
  });

  it('reads a skipped wall-clock time as after the gap, a repeated one as its first time', () => {
    // 8 Mar 2026 02:30 does not exist in New York (02:00 EST jumps to 03:00 EDT)
    expect(formatDate(zonedMoment(NY, 2026, 3, 8, 2, 30), NY)).toBe('2026-03-08 03:30:00');
    expect(zonedMoment(NY, 2026, 11, 1, 1, 30).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedMoment(SH, 2026, 11, 1, 3, 4, 5).toISOString()).toBe(moment.toISOString());
  });

  it("says today's day in the zone", () => {
    expect(todayIn(moment.getTime(), SH)).toBe('2026-11-01');
    expect(todayIn(moment.getTime(), NY)).toBe('2026-10-31');
  });

  it('knows the zones it offers, and refuses names that are none', () => {
    for (const zone of TIME_ZONES) expect({ zone, ok: isTimeZone(zone) }).toEqual({ zone, ok: true });
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(8)).toBe(false);
  });
});
