// The apps' times (src/server/appCalls/times.ts): days and hours that do not exist are malformed
// (400) however Date.parse would roll them over; leap days only in leap years; a time past the
// server's clock beyond the allowed skew is refused (422); each names the first bad item.
import { itemTimes } from '../../../src/server/appCalls/times';
import { AppCallRefused } from '../../../src/server/appCalls/refusal';

const NOW = Date.parse('2026-11-27T00:00:00Z');
const refusal = (at: string): [number, string] | null => {
  try {
    itemTimes([{ at: '2026-01-01T00:00:00Z' }, { at }], 'visits', NOW);
    return null;
  } catch (e) {
    if (!(e instanceof AppCallRefused)) throw e;
    expect(e.extra).toMatchObject({ index: 1, field: 'visits.1.at' });
    return [e.httpStatus, e.key];
  }
};

it.each(['2024-02-29T12:00:00+08:00', '2000-02-29T00:00:00Z', '2025-12-31T23:59:59.999Z', '2026-04-30T10:00+08:00'])('accepts %s', (at) => {
  expect(refusal(at)).toBeNull();
});

it.each([
  '2025-02-29T12:00:00Z',
  '1900-02-29T00:00:00Z',
  '2026-04-31T10:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-00-10T00:00:00Z',
  '2026-03-01T24:00:00Z',
  '2026-03-01T10:60:00Z',
  '2026-03-01T10:00:60Z',
])('refuses %s as malformed', (at) => {
  expect(refusal(at)).toEqual([400, 'appCalls.badTime']);
});

it('refuses a time in the future beyond the skew, and gives each item its instant', () => {
  expect(refusal('2026-11-27T09:00:00+08:00')).toEqual([422, 'appCalls.futureTime']);
  expect(Array.from(itemTimes([{ at: '2026-03-01T09:15:30.123+08:00' }], 'visits', NOW))).toEqual([Date.parse('2026-03-01T01:15:30.123Z')]);
});
